// On a bilan de parcours' page: archive or restore it (is_deleted; archived bilans are listed apart); the
// trainee's contracts, evaluations and interviews it is drawn up from (TraineeCourse.tsx); its RPP follow-ups:
// the list, a new one with competences picked per field, documents. After any change the bilan and its
// follow-ups are read again. Messages are the spec's.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { pedagogieFr } from '../../../i18n/pedagogie.ts';
import { apiGet, apiSend, members, errorText, type HydraList, type Option } from '../api.ts';
import type { Competence } from './rppModel.ts';
import { SuiviCard, type Suivi, type SuiviDocument } from './SuiviCard.tsx';
import { SuiviDialog } from './SuiviDialog.tsx';
import { TraineeCourse } from './TraineeCourse.tsx';
import type { FieldsOf } from '../../../data/recordOf.ts';

const t = pedagogieFr.bilan;
type Bilan = FieldsOf<'etudiant_bilan_parcours', '@id' | 'is_deleted' | 'etudiant'>;

export default function BilanPanel({ id }: { id: number | string }) {
  const notify = useNotify();
  const [bilan, setBilan] = useState<Bilan | null>(null);
  const [suivis, setSuivis] = useState<Suivi[]>([]);
  // « No follow-up » is said once the follow-ups have answered, not while they load.
  const [suivisLoaded, setSuivisLoaded] = useState(false);
  const [documents, setDocuments] = useState<(SuiviDocument & { suivi_rpp: string })[]>([]);
  const [types, setTypes] = useState<Option[]>([]);
  const [allTypes, setAllTypes] = useState<Map<string, string>>(new Map());
  const [competences, setCompetences] = useState<Competence[]>([]);
  const [adding, setAdding] = useState(false);
  const iri = `/api/etudiant_bilan_parcours/${id}`;

  const load = useCallback(async () => {
    try {
      setBilan(await apiGet<Bilan>(`etudiant_bilan_parcours/${id}`));
    } catch {
      notify(t.notFound, { type: 'error' });
      return;
    }
    try {
      const list = members(
        await apiGet<HydraList<Suivi>>('suivi_rpps', { etudiant_bilan_parcours: iri, pagination: 'false' }),
      );
      setSuivis(list);
      setSuivisLoaded(true);
      const docs = await Promise.all(
        list.map((s) =>
          apiGet<HydraList<SuiviDocument & { suivi_rpp: string }>>('document_suivi_rpps', {
            suivi_rpp: s['@id'],
            pagination: 'false',
          }).then(members),
        ),
      );
      setDocuments(docs.flat());
    } catch {
      notify(t.suivisError, { type: 'error' });
    }
  }, [id, iri, notify]);
  useEffect(() => void load(), [load]);
  useEffect(() => {
    apiGet<HydraList<FieldsOf<'type_rpps', '@id' | 'name' | 'actif'>>>('type_rpps', { pagination: 'false' })
      .then((l) => {
        const all = members(l);
        setAllTypes(new Map(all.map((x) => [x['@id'], x.name])));
        setTypes(all.filter((x) => x.actif).map((x) => ({ '@id': x['@id'], label: x.name })));
      })
      .catch(() => notify(t.typesError, { type: 'error' }));
    apiGet<HydraList<Competence & { actif: boolean }>>('competence_rpps', { pagination: 'false', actif: 'true' })
      .then((l) => setCompetences(members(l)))
      .catch(() => notify(t.competencesError, { type: 'error' }));
  }, [notify]);

  const setArchived = async (archived: boolean) => {
    try {
      await apiSend('PATCH', `etudiant_bilan_parcours/${id}`, { is_deleted: archived });
      notify(archived ? t.archivedDone : t.restoredDone, { type: 'success' });
    } catch (e) {
      notify(errorText(e, archived ? t.archiveError : t.restoreError), { type: 'error' });
    }
    await load();
  };
  if (!bilan) return null;
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {t.title}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <Alert severity={bilan.is_deleted ? 'warning' : 'info'} role="status" sx={{ flex: 1 }}>
          {bilan.is_deleted ? t.archived : t.active}
        </Alert>
        <Button variant="outlined" onClick={() => void setArchived(!bilan.is_deleted)}>
          {bilan.is_deleted ? t.restore : t.archive}
        </Button>
      </Stack>
      <TraineeCourse etudiant={bilan.etudiant} />
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t.rpp}
        </Typography>
        <Button variant="contained" disabled={types.length === 0} onClick={() => setAdding(true)}>
          {t.addRpp}
        </Button>
      </Stack>
      {suivisLoaded && suivis.length === 0 && <Typography>{t.noRpp}</Typography>}
      {suivis.map((s) => (
        <SuiviCard
          key={s['@id']}
          suivi={s}
          typeName={allTypes.get(s.type_rpp) ?? ''}
          competences={competences}
          documents={documents.filter((d) => d.suivi_rpp === s['@id'])}
          onChanged={load}
        />
      ))}
      {adding && (
        <SuiviDialog
          bilan={iri}
          types={types}
          competences={competences}
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            notify(t.rppCreated, { type: 'success' });
            void load();
          }}
        />
      )}
    </Box>
  );
}
