// On a trainee's page (tab « Attestation de compétences (ACA) »): the eligibility check (a failing check counts
// as eligible, spec 001 "ACA"), the trainee's current ACA (the latest non-archived one), its generation as a
// draft (a regeneration updates it), finalisation by its call, archiving by merge-patch, and the certificate
// as a PDF. Errors show the server's description, else the spec's default.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { pedagogieFr } from '../../../i18n/pedagogie.ts';
import { fill } from '../../../i18n/fill.ts';
import { saveBlob } from '../../../http/saveBlob.ts';
import { apiGet, apiSend, errorText } from '../api.ts';
import { buildCertificatePdf, dateFr, type Certificate } from './certificatePdf.ts';

const t = pedagogieFr.aca;
interface Aca {
  '@id': string;
  statut: string;
  date_generation: string | null;
  date_finalisation: string | null;
  created_at?: string;
}
interface Eligibility {
  eligible: boolean;
  details: Record<string, { label: string; ok: boolean }>;
}

export default function AcaPanel({ id }: { id: number | string }) {
  const notify = useNotify();
  const [check, setCheck] = useState<Eligibility | 'failed' | null>(null);
  const [aca, setAca] = useState<Aca | null>(null);
  const load = useCallback(async () => {
    apiGet<Eligibility>(`etudiants/${id}/check-aca-eligibility`).then(setCheck, () => setCheck('failed'));
    try {
      const one = await apiGet<{ etudiant_acas: Aca[] }>(`etudiant_attest_compet_acquis/${id}`);
      setAca(one.etudiant_acas[0] ?? null);
    } catch {
      setAca(null);
    }
  }, [id]);
  useEffect(() => void load(), [load]);

  const act = async (call: () => Promise<string>, fallback: string) => {
    try {
      notify(await call(), { type: 'success' });
    } catch (e) {
      notify(errorText(e, fallback), { type: 'error' });
    }
    await load();
  };
  const generate = () =>
    act(async () => {
      const made = await apiSend<Aca>('POST', `etudiants/${id}/etudiant_acas`, {});
      return aca && made['@id'] === aca['@id'] ? t.updated : t.generated;
    }, t.generateError);
  const finalize = () =>
    act(async () => {
      await apiSend('POST', `${aca!['@id'].replace(/^\/api\//, '')}/finalize`, {});
      return t.finalized;
    }, t.statusError);
  const archive = () =>
    act(async () => {
      await apiSend('PATCH', aca!['@id'].replace(/^\/api\//, ''), { statut: 'archivee' });
      return t.statusUpdated;
    }, t.statusError);
  const download = async () => {
    try {
      const cert = await apiGet<Certificate>(`${aca!['@id'].replace(/^\/api\//, '')}/certificat`);
      const bytes = await buildCertificatePdf(cert);
      saveBlob(
        new Blob([bytes as BlobPart], { type: 'application/pdf' }),
        fill(t.pdf.file, { name: cert.etudiant.nom.replace(/\W+/g, '-'), date: new Date().toISOString().slice(0, 10) }),
      );
    } catch (e) {
      notify(errorText(e, t.generateError), { type: 'error' });
    }
  };

  const eligible = check === 'failed' || check?.eligible !== false;
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {t.title}
      </Typography>
      <Typography variant="subtitle2" component="h3">
        {t.eligibility} : {eligible ? t.eligible : t.notEligible}
      </Typography>
      {check === 'failed' && (
        <Alert severity="info" sx={{ my: 1 }}>
          {t.checkFailed}
        </Alert>
      )}
      {check && check !== 'failed' && (
        <List dense aria-label={t.eligibility}>
          {Object.entries(check.details).map(([key, d]) => (
            <ListItem key={key}>
              <ListItemText primary={d.label} />
              <Chip
                size="small"
                variant="outlined"
                color={d.ok ? 'success' : 'error'}
                label={d.ok ? t.conditionOk : t.conditionKo}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Typography sx={{ my: 1 }} role="status">
        {aca
          ? fill(t.current, { statut: t.statuts[aca.statut] ?? aca.statut, date: dateFr(aca.date_generation) })
          : t.none}
        {aca?.date_finalisation ? ` — ${fill(t.finalizedOn, { date: dateFr(aca.date_finalisation) })}` : ''}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        <Button variant="contained" disabled={!eligible} onClick={() => void generate()}>
          {aca?.statut === 'brouillon' ? t.regenerate : t.generate}
        </Button>
        <Button variant="outlined" disabled={aca?.statut !== 'brouillon'} onClick={() => void finalize()}>
          {t.finalize}
        </Button>
        <Button variant="outlined" disabled={!aca} onClick={() => void archive()}>
          {t.archive}
        </Button>
        <Button variant="outlined" disabled={!aca} onClick={() => void download()}>
          {t.download}
        </Button>
      </Stack>
    </Box>
  );
}
