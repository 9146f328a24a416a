// The antenne/diploma table (spec 000 section 2): the sessions of an antenne, a diploma or an action
// (GET /api/antenne_diplome_table) with the columns the client profile's `antenneDiplomeTable` shows on that
// view, the student sub-columns grouped (Apprenant, Contrat, Entreprise, MA ou tuteur), one line per
// trainee, and the documents to download.
import { Fragment, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  LinearProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { planificationFr as T } from '../../i18n/planification.ts';
import { fill } from '../../i18n/fill.ts';
import { formatDateFr } from '../../../shared/format/dates.ts';
import { useClientProfile } from '../../clients/useClientProfile.ts';
import { defaultParameters } from '../../../shared/clients/defaults.ts';
import { useNotify } from 'react-admin';
import { apiGet, errorText, members, type HydraList } from './api.ts';
import { studentGroups, trainingColumns, type TableView } from './tableColumns.ts';
import { downloadMedia } from '../../widgets/files/api.ts';

interface Document {
  name: string;
  file: string | null;
}
interface Student {
  '@id': string;
  [key: string]: unknown;
}
export interface TableRowData {
  '@id': string;
  kind: 'diplome' | 'action';
  documents: Document[];
  apprenants: Student[];
  [key: string]: unknown;
}

const DATES = new Set(['date_debut_formation', 'date_fin_formation']);
const HOURS = new Set(['heures_centre', 'heures_entreprise']);

function cellText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return T.common.none;
  if (DATES.has(key)) return formatDateFr(value);
  if (HOURS.has(key)) return fill(T.table.hours, { hours: String(value).replace('.', ',') });
  return String(value);
}

export function AntenneDiplomeTable({ view, id }: { view: TableView; id: number | string }) {
  const result = useClientProfile();
  const settings = result?.ok ? result.profile.antenneDiplomeTable : defaultParameters.antenneDiplomeTable;
  const columns = useMemo(() => trainingColumns(settings, view), [settings, view]);
  const groups = useMemo(() => studentGroups(settings, view), [settings, view]);
  const studentKeys = groups.flatMap((g) => g.columns);
  const [rows, setRows] = useState<TableRowData[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setRows(null);
    apiGet<HydraList<TableRowData>>('antenne_diplome_table', { [view]: String(id) })
      .then((list) => live && setRows(members(list)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [view, id]);

  const notify = useNotify();
  const download = (doc: Document) => {
    if (doc.file)
      downloadMedia(doc.file, doc.name).catch((e: unknown) =>
        notify(errorText(e, T.common.loadFailed), { type: 'error' }),
      );
  };

  const title = T.table.title[view];
  return (
    <Box component="section" aria-labelledby={`table-${view}-title`}>
      <Typography id={`table-${view}-title`} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {failed && <Alert severity="error">{T.common.loadFailed}</Alert>}
      {!failed && rows === null && <LinearProgress aria-label={title} />}
      {rows?.length === 0 && <Typography>{T.table.empty}</Typography>}
      {rows && rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={fill(T.table.aria, { view: T.table.viewName[view] })}>
            <TableHead>
              <TableRow>
                {columns.length > 0 && (
                  <TableCell colSpan={columns.length} component="th" scope="colgroup">
                    {T.table.formation}
                  </TableCell>
                )}
                {groups.map((g) => (
                  <TableCell
                    key={g.label}
                    colSpan={g.columns.length}
                    component="th"
                    scope="colgroup"
                    sx={{ borderLeft: 1, borderColor: 'divider' }}
                  >
                    {g.label}
                  </TableCell>
                ))}
              </TableRow>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.key} component="th" scope="col">
                    {c.label}
                  </TableCell>
                ))}
                {studentKeys.map((c) => (
                  <TableCell key={c.key} component="th" scope="col">
                    {c.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const students = row.apprenants.length > 0 ? row.apprenants : [null];
                return (
                  <Fragment key={row['@id']}>
                    {students.map((student, i) => (
                      <TableRow key={student?.['@id'] ?? 'none'}>
                        {i === 0 &&
                          columns.map((c) => (
                            <TableCell key={c.key} rowSpan={students.length} sx={{ verticalAlign: 'top' }}>
                              {c.key === 'documents'
                                ? row.documents.length === 0
                                  ? T.table.noDocument
                                  : row.documents.map((d) => (
                                      <Link
                                        key={d.name}
                                        component="button"
                                        type="button"
                                        onClick={() => download(d)}
                                        aria-label={fill(T.table.download, { name: d.name })}
                                        sx={{ display: 'block', textAlign: 'left' }}
                                      >
                                        {d.name}
                                      </Link>
                                    ))
                                : cellText(c.key, row[c.key])}
                            </TableCell>
                          ))}
                        {student === null
                          ? studentKeys.length > 0 && (
                              <TableCell colSpan={studentKeys.length}>{T.table.noStudent}</TableCell>
                            )
                          : studentKeys.map((c) => (
                              <TableCell key={c.key}>{cellText(c.key, student[c.key])}</TableCell>
                            ))}
                      </TableRow>
                    ))}
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
