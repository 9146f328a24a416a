// Read-only rendering of one field, chosen from its kind: labelled choices for enums, the related record's
// representation (never an IRI) for relations, to-many ones included, Oui/Non, DD/MM/YYYY dates, HH:MM times, French
// numbers (3,5).
import { Chip, styled, Typography } from '@mui/material';
import { useMemo, type MouseEvent, type ReactNode } from 'react';
import {
  FunctionField,
  Link,
  NumberField,
  Offline,
  RecordContextProvider,
  ReferenceArrayField,
  ReferenceFieldClasses,
  ReferenceFieldContextProvider,
  ReferenceFieldView,
  ResourceContextProvider,
  SingleFieldList,
  TextField,
  useFieldValue,
  useReference,
  type RaRecord,
} from 'react-admin';
import { useAppConfig, viewForRecord, viewsOfResource } from '../appConfig.tsx';
import { formatFields } from '../formats/fields.tsx';
import { fr } from '../i18n/fr.ts';
import { pagePathOf, recordPath } from './paths.ts';
import { RELATION_STALE_MS, usePageRelation, type PageRelation } from './listRelations.tsx';
import type { FieldView } from './viewTypes.ts';
import { choiceLabel, choicesText, yesNoText } from './fieldText.ts';
import { formatDateFr, formatDateTimeFr } from '../../shared/format/dates.ts';
import { formatTimeFr } from '../../shared/format/numbers.ts';
import { represent } from '../../shared/format/represent.ts';
import { fileWidgetOf } from '../widgets/files/dispatch.ts';
import { FileDisplayLazy } from '../widgets/files/lazy.tsx';
import { RatingDisplay } from '../widgets/rating/lazy.tsx';

const none = fr.app.resources.none;

const offline = <Offline variant="inline" />;

const stopPropagation = (event: MouseEvent) => event.stopPropagation();
const scrollToTop = { _scrollToTop: true };

/** A value's text at the size of a record page's and a list's values (body2), as react-admin's fields draw it. */
function ValueText({ children }: { children: ReactNode }) {
  return (
    <Typography component="span" variant="body2">
      {children}
    </Typography>
  );
}

/** As react-admin's ReferenceField's root: the link's text in the primary colour. */
const RelationRoot = styled('span')(({ theme }) => ({
  lineHeight: 'initial',
  [`& .${ReferenceFieldClasses.link}`]: { '& > *': { color: (theme.vars || theme).palette.primary.main } },
}));

/** A relation's cell in a list's page: its record from the page's batch (listRelations.tsx), drawn as react-admin's
 * ReferenceField draws it (the same link, classes and text), without a query of its own. Outside a list's page, or
 * when the batch failed, RelationFetched asks for the record itself. */
function RelationDisplay({ field }: { field: FieldView }) {
  const page = usePageRelation(field.name);
  return page && !page.failed ? <RelationCell field={field} page={page} /> : <RelationFetched field={field} />;
}

function RelationCell({ field, page }: { field: FieldView; page: PageRelation }) {
  const { views } = useAppConfig();
  const id = useFieldValue({ source: field.name });
  const record = id == null ? undefined : page.records.get(String(id));
  if (!record) {
    // Asked and not yet answered: an empty cell (react-admin draws a progress bar in each); else no value, or a
    // record the user may not read: the field's empty text.
    if (id != null && page.pending) return <span aria-busy="true" />;
    return <ValueText>{field.emptyText ?? none}</ValueText>;
  }
  const text = <ValueText>{represent(field.representation, record)}</ValueText>;
  const view = viewForRecord(views, field.reference!, record);
  return (
    <RelationRoot className={ReferenceFieldClasses.root}>
      {view ? (
        <Link
          to={recordPath(view, record.id)}
          className={ReferenceFieldClasses.link}
          onClick={stopPropagation}
          state={scrollToTop}
        >
          {text}
        </Link>
      ) : (
        text
      )}
    </RelationRoot>
  );
}

/** An address held as text (resource file `"widget": "link"`: an alert's or a notification's `uri`): a link
 * « Ouvrir » to the screen of the record or the page it names (views/paths.ts pagePathOf); an address the admin
 * cannot open (another site) as its text. */
function AddressLink({ field }: { field: FieldView }) {
  const { views } = useAppConfig();
  const value = useFieldValue({ source: field.name });
  if (typeof value !== 'string' || value === '') return <ValueText>{field.emptyText ?? none}</ValueText>;
  const path = pagePathOf(value, (resource) => viewsOfResource(views, resource));
  // The text as a relation's link draws it (RelationCell): the page's other values' size.
  return path ? (
    <Link to={path} onClick={stopPropagation}>
      <ValueText>{fr.app.resources.openLink}</ValueText>
    </Link>
  ) : (
    <ValueText>{value}</ValueText>
  );
}

/** A relation's record asked for by its cell: react-admin's ReferenceField (its query, batched with the other cells' by
 * useGetManyAggregate; its view: link, loading bar, error icon), without what it costs for each cell of a list and
 * we do not use: the link is our record page's path, computed as the cell renders, where ReferenceField asks twice
 * for access rights (two queries a cell) and sets the link from an effect (each cell drawn twice). */
function RelationFetched({ field }: { field: FieldView }) {
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
    content = <ValueText>{field.emptyText ?? none}</ValueText>;
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
  if (field.widget === 'link') return <AddressLink field={field} />;
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
