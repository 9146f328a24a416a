// Read-only rendering of one field, chosen from its kind: labelled choices for enums, the related record's
// representation (never an IRI) for relations, to-many ones included, Oui/Non, DD/MM/YYYY dates, HH:MM times, French
// numbers (3,5).
import { Chip, Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  FunctionField,
  NumberField,
  Offline,
  RecordContextProvider,
  ReferenceArrayField,
  ReferenceFieldContextProvider,
  ReferenceFieldView,
  ResourceContextProvider,
  SingleFieldList,
  TextField,
  useFieldValue,
  useReference,
  type RaRecord,
} from 'react-admin';
import { useAppConfig, viewForRecord } from '../appConfig.tsx';
import { formatFields } from '../formats/fields.tsx';
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

/** How long a related record read for a relation cell is reused without being asked again (TanStack Query's
 * `staleTime`): a list's relation cells (a trainee's antenne, session) asked the server again for the same few
 * records after every sort, search or page, and the full-page spinner took the clicks meanwhile (bench PLIST).
 * react-admin's own edits (useUpdate) still put the saved record in these queries at once, and its refresh
 * button invalidates them; a cell drawn after a minute asks for its record again. */
export const RELATION_STALE_MS = 60_000;

const offline = <Offline variant="inline" />;

/** A relation's cell: react-admin's ReferenceField (its query, batched with the other cells' by
 * useGetManyAggregate; its view: link, loading bar, error icon), without what it costs for each cell of a list and
 * we do not use: the link is our record page's path, computed as the cell renders, where ReferenceField asks twice
 * for access rights (two queries a cell) and sets the link from an effect (each cell drawn twice). */
function RelationDisplay({ field }: { field: FieldView }) {
  const { views } = useAppConfig();
  const target = field.reference!;
  const id = useFieldValue({ source: field.name });
  const query = useReference({
    reference: target,
    id,
    options: { enabled: id != null, staleTime: RELATION_STALE_MS },
  });
  const { referenceRecord, error, isPending, isPaused } = query;
  const view = referenceRecord ? viewForRecord(views, target, referenceRecord) : undefined;
  const link: string | false = referenceRecord && view ? recordPath(view, referenceRecord.id) : false;
  const context = useMemo(() => ({ ...query, link }), [query, link]);
  // As ReferenceField (ReferenceFieldBase), in its order: offline, error, no value or no record.
  let content;
  if (isPaused && isPending) content = offline;
  else if (!isPaused && (id == null || (!referenceRecord && !error && !isPending)))
    content = (
      <Typography component="span" variant="body2">
        {field.emptyText ?? none}
      </Typography>
    );
  else
    content = (
      <ReferenceFieldView reference={target} source={field.name} label={field.label}>
        <FunctionField render={(record: RaRecord) => represent(field.representation, record)} />
      </ReferenceFieldView>
    );
  return (
    <ResourceContextProvider value={target}>
      <ReferenceFieldContextProvider value={context}>
        <RecordContextProvider value={referenceRecord}>{content}</RecordContextProvider>
      </ReferenceFieldContextProvider>
    </ResourceContextProvider>
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
      queryOptions={{ staleTime: RELATION_STALE_MS }}
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
    const Format = formatFields[field.format];
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
