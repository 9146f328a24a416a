// Read-only rendering of one field, chosen from its kind: labelled choices for enums, the related record's
// representation (never an IRI) for relations, to-many ones included, Oui/Non, DD/MM/YYYY dates, HH:MM times, French
// numbers (3,5).
import { Chip } from '@mui/material';
import {
  FunctionField,
  NumberField,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  TextField,
  type RaRecord,
} from 'react-admin';
import { useAppConfig, viewForRecord } from '../appConfig.tsx';
import { formatComponents } from '../formats/index.ts';
import { fr } from '../i18n/fr.ts';
import { recordPath } from './paths.ts';
import type { FieldView } from './viewTypes.ts';
import { choiceLabel, choicesText, yesNoText } from './fieldText.ts';
import { formatDateFr, formatDateTimeFr } from '../../shared/format/dates.ts';
import { formatTimeFr } from '../../shared/format/numbers.ts';
import { represent } from '../../shared/format/represent.ts';
import { fileWidgetOf } from '../widgets/files/dispatch.ts';
import { FileDisplayLazy } from '../widgets/files/lazy.tsx';
import { RatingDisplay } from '../widgets/rating/lazy.tsx';

const none = fr.app.resources.none;

function RelationDisplay({ field }: { field: FieldView }) {
  const { views } = useAppConfig();
  const target = field.reference!;
  return (
    <ReferenceField
      source={field.name}
      reference={target}
      label={field.label}
      emptyText={field.emptyText ?? none}
      link={(record: RaRecord) => {
        const view = viewForRecord(views, target, record);
        return view ? recordPath(view, record.id) : false;
      }}
    >
      <FunctionField render={(record: RaRecord) => represent(field.representation, record)} />
    </ReferenceField>
  );
}

/** A to-many relation (an array of IRIs, `items.x-relation`): each related record by its representation. */
function RelationsDisplay({ field }: { field: FieldView }) {
  return (
    <ReferenceArrayField
      source={field.name}
      reference={field.reference!}
      label={field.label}
      emptyText={field.emptyText ?? none}
    >
      <SingleFieldList linkType={false}>
        <FunctionField
          render={(record: RaRecord) => <Chip size="small" label={represent(field.representation, record)} />}
        />
      </SingleFieldList>
    </ReferenceArrayField>
  );
}

/** An enum value: its label, on a chip of its colour when the reference list gives one (a refused request red). */
function EnumValue({ field, value }: { field: FieldView; value: unknown }) {
  const severity = field.choices?.find((c) => c.id === value)?.severity;
  const text = choiceLabel(field, value);
  return severity ? <Chip size="small" color={severity} label={text} /> : <>{text}</>;
}

/** `source`, `label`, `sortable` are read by Datagrid for the column header. */
export interface FieldDisplayProps {
  field: FieldView;
  source?: string;
  label?: string;
  sortable?: boolean;
}

/** An object shown as `clé : valeur` pairs (a tutor's scored criteria), anything else as text. */
function jsonDisplay(value: unknown): string {
  if (value === null || value === undefined || value === '') return none;
  if (typeof value !== 'object') return String(value);
  return (
    Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k} : ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
      .join(' · ') || none
  );
}

export function FieldDisplay({ field }: FieldDisplayProps) {
  const { name, label } = field;
  // Files (download, preview) and documents' end of validity: src/admin/widgets/files, loaded lazily.
  const fileWidget = fileWidgetOf(field);
  if (fileWidget) return <FileDisplayLazy widget={fileWidget} source={name} label={label} />;
  // Stars 1 to 5 (resource file `"widget": "rating"`): src/admin/widgets/rating, loaded lazily.
  if (field.widget === 'rating') return <RatingDisplay source={name} label={label} />;
  // French formats (DD/MM/YYYY, euros, phone, SIREN, SIRET, NIR) for plain values.
  if (field.format && field.kind !== 'relation' && field.kind !== 'enum' && field.kind !== 'enumArray') {
    const Format = formatComponents[field.format].Field;
    return <Format source={name} label={label} emptyText={none} />;
  }
  switch (field.kind) {
    case 'relation':
      return field.reference ? <RelationDisplay field={field} /> : <TextField source={name} label={label} />;
    case 'array':
      return field.reference ? (
        <RelationsDisplay field={field} />
      ) : (
        <TextField source={name} label={label} emptyText={none} />
      );
    case 'enum':
      return (
        <FunctionField
          source={name}
          label={label}
          render={(r: RaRecord) => <EnumValue field={field} value={r[name]} />}
        />
      );
    case 'enumArray':
      return <FunctionField source={name} label={label} render={(r: RaRecord) => choicesText(field, r[name])} />;
    case 'boolean':
      return <FunctionField source={name} label={label} render={(r: RaRecord) => yesNoText(r[name])} />;
    case 'date':
      return <FunctionField source={name} label={label} render={(r: RaRecord) => formatDateFr(r[name]) || none} />;
    case 'datetime':
      return <FunctionField source={name} label={label} render={(r: RaRecord) => formatDateTimeFr(r[name]) || none} />;
    case 'time':
      return (
        <FunctionField
          source={name}
          label={label}
          render={(r: RaRecord) => formatTimeFr(r[name]) || (r[name] ? String(r[name]) : none)}
        />
      );
    case 'json':
      return <FunctionField source={name} label={label} render={(r: RaRecord) => jsonDisplay(r[name])} />;
    case 'integer':
    case 'number':
      return (
        <NumberField
          source={name}
          label={label}
          locales="fr-FR"
          emptyText={none}
          options={field.plainNumber ? { useGrouping: false } : undefined}
        />
      );
    default:
      return <TextField source={name} label={label} emptyText={none} />;
  }
}
