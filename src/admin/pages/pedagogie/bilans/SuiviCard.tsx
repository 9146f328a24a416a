// One RPP follow-up of a bilan: its type, status (named by the reference list), date, selected competences and
// free text per field, and its documents (a CV by default) uploaded and deleted; the follow-up deleted.
import { useRef } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { pedagogieFr } from '../../../i18n/pedagogie.ts';
import { fill } from '../../../i18n/fill.ts';
import { statuts_suivi_rpp } from '../../../../shared/reference/pedagogie.ts';
import { uploadFile } from '../../../widgets/files/upload.ts';
import { apiSend, errorText } from '../api.ts';
import { readSelection, RPP_FIELDS, type Competence } from './rppModel.ts';
import { dateFr } from '../aca/certificatePdf.ts';
import type { FieldsOf } from '../../../data/recordOf.ts';

const t = pedagogieFr.bilan;
export type Suivi = FieldsOf<'suivi_rpps', '@id' | 'type_rpp' | 'status' | 'date_suivi' | 'comment' | 'selected_data'>;
export type SuiviDocument = FieldsOf<'document_suivi_rpps', '@id' | 'nom' | 'type_document' | 'file'>;

export function SuiviCard({
  suivi,
  typeName,
  competences,
  documents,
  onChanged,
}: {
  suivi: Suivi;
  typeName: string;
  competences: Competence[];
  documents: SuiviDocument[];
  onChanged: () => Promise<void>;
}) {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const data = readSelection(suivi.selected_data);
  const names = new Map(competences.map((c) => [c.id, c.name]));
  const status = statuts_suivi_rpp.find((s) => s.id === suivi.status)?.label ?? String(suivi.status);
  const title = fill(t.rppOf, { type: typeName, date: dateFr(suivi.date_suivi), status });
  const run = async (call: () => Promise<unknown>, ok: string, ko: string) => {
    try {
      await call();
      notify(ok, { type: 'success' });
    } catch (e) {
      notify(errorText(e, ko), { type: 'error' });
    }
    await onChanged();
  };
  const upload = (file: File) =>
    run(
      async () => {
        const media = await uploadFile(file, () => undefined).done;
        await apiSend('POST', 'document_suivi_rpps', {
          suivi_rpp: suivi['@id'],
          nom: file.name,
          type_document: 'cv',
          file: media['@id'],
        });
      },
      t.uploaded,
      t.uploadError,
    );
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ mb: 1 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {RPP_FIELDS.map(
          (f) =>
            (data[f].selectedIds.length > 0 || data[f].freeText) && (
              <Box key={f} sx={{ mt: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t.fields[f]}
                </Typography>
                <Typography variant="body2">
                  {[...data[f].selectedIds.map((id) => names.get(id) ?? String(id)), data[f].freeText]
                    .filter(Boolean)
                    .join(' ; ')}
                </Typography>
              </Box>
            ),
        )}
        {suivi.comment && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {suivi.comment}
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
          {t.documents}
        </Typography>
        {documents.length === 0 ? (
          <Typography variant="body2">{t.noDocument}</Typography>
        ) : (
          <List dense aria-label={t.documents}>
            {documents.map((d) => (
              <ListItem
                key={d['@id']}
                secondaryAction={
                  <IconButton
                    aria-label={fill(t.deleteDoc, { name: d.nom })}
                    onClick={() =>
                      void run(
                        () => apiSend('DELETE', d['@id'].replace(/^\/api\//, '')),
                        t.docDeleted,
                        t.docDeleteError,
                      )
                    }
                  >
                    ×
                  </IconButton>
                }
              >
                <ListItemText primary={d.nom} secondary={d.type_document} />
              </ListItem>
            ))}
          </List>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <input
            ref={input}
            type="file"
            hidden
            aria-label={t.upload}
            onChange={(e) => {
              const f = e.target.files?.[0];
              e.target.value = '';
              if (f) void upload(f);
            }}
          />
          <Button size="small" variant="outlined" onClick={() => input.current?.click()}>
            {t.upload}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() =>
              void run(() => apiSend('DELETE', suivi['@id'].replace(/^\/api\//, '')), t.rppDeleted, t.rppDeleteError)
            }
          >
            {t.deleteRpp}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
