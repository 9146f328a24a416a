// The apprenticeship contract form (cerfa 10103, FA 13) of a trainee's contract, at
// /stagiaire/contrats/{id}/cerfa: pre-filled from the contract, the trainee, the company and the tutor; four
// steps (employer, apprentice, master(s), contract and training), each checked with the official form's rules
// (src/shared/entreprises/cerfa.ts) before the next one opens and saved on the contract at each « Valider et
// continuer » (PUT /api/etudiant_contrats/{id}/cerfa, the server checking with the same rule): on opening, the
// saved values and steps come back. The status is the spec's validation step (1 form validated once the four
// steps pass, then 2 sent to the company, 3 company data validated, 4 signatures verified, each after the
// previous: PUT …/cerfa/statut). The code lists of the reference data; the PDF in the official order of the
// boxes (pdf-lib), its values readable back.
import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  Grid,
  LinearProgress,
  MenuItem,
  Stack,
  Step,
  StepLabel,
  Stepper,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import {
  CERFA_STEPS,
  cerfaFromJson,
  cerfaStepProblems,
  contractYears,
  emptyMaitre,
  firstInvalidStep,
  minimumRemuneration,
  ageAt,
  addMonths,
  type CerfaData,
} from '../../../../shared/alternance/cerfa.ts';
import {
  derogations_cerfa,
  dernieres_classes_cerfa,
  etapes_validation_cerfa,
  diplomes_cerfa,
  employeurs_specifiques_cerfa,
  modes_contractuels_cerfa,
  nationalites_cerfa,
  regimes_sociaux_cerfa,
  situations_avant_contrat_cerfa,
  types_contrat_cerfa,
  types_employeur_cerfa,
} from '../../../../shared/reference/cerfa.ts';
import { entreprisesFr } from '../../../i18n/entreprises.ts';
import { fill } from '../../../i18n/fill.ts';
import { saveBlob } from '../../../http/saveBlob.ts';
import { apiGet, apiSend, failure, type Json } from '../../entreprises/api.ts';
import { cerfaFromRecords, suggestedRemunerations } from '../../../../shared/alternance/cerfaPrefill.ts';
import { PickerField } from '../../../widgets/basics/pickers/PickerField.tsx';

const t = entreprisesFr.cerfa;
const today = () => new Date().toISOString().slice(0, 10);
type List = readonly { id: number; label: string }[];
type Kind = 'text' | 'date' | 'number' | List | 'sexe';
type Spec = [path: string, label: keyof typeof t.f, kind: Kind];

const EMPLOYEUR: Spec[] = [
  ['employeur.denomination', 'employeur.denomination', 'text'],
  ['employeur.siret', 'employeur.siret', 'text'],
  ['employeur.type_employeur', 'employeur.type_employeur', types_employeur_cerfa],
  ['employeur.employeur_specifique', 'employeur.employeur_specifique', employeurs_specifiques_cerfa],
  ['employeur.code_naf', 'employeur.code_naf', 'text'],
  ['employeur.effectif', 'employeur.effectif', 'number'],
  ['employeur.idcc', 'employeur.idcc', 'text'],
  ['employeur.adresse', 'employeur.adresse', 'text'],
  ['employeur.code_postal', 'employeur.code_postal', 'text'],
  ['employeur.commune', 'employeur.commune', 'text'],
  ['employeur.telephone', 'employeur.telephone', 'text'],
  ['employeur.courriel', 'employeur.courriel', 'text'],
];
const APPRENTI: Spec[] = [
  ['apprenti.nom', 'apprenti.nom', 'text'],
  ['apprenti.prenom', 'apprenti.prenom', 'text'],
  ['apprenti.sexe', 'apprenti.sexe', 'sexe'],
  ['apprenti.date_naissance', 'apprenti.date_naissance', 'date'],
  ['apprenti.nationalite', 'apprenti.nationalite', nationalites_cerfa],
  ['apprenti.regime_social', 'apprenti.regime_social', regimes_sociaux_cerfa],
  ['apprenti.situation_avant_contrat', 'apprenti.situation_avant_contrat', situations_avant_contrat_cerfa],
  ['apprenti.dernier_diplome', 'apprenti.dernier_diplome', diplomes_cerfa],
  ['apprenti.derniere_classe', 'apprenti.derniere_classe', dernieres_classes_cerfa],
  ['apprenti.adresse', 'apprenti.adresse', 'text'],
  ['apprenti.code_postal', 'apprenti.code_postal', 'text'],
  ['apprenti.commune', 'apprenti.commune', 'text'],
  ['apprenti.telephone', 'apprenti.telephone', 'text'],
  ['apprenti.courriel', 'apprenti.courriel', 'text'],
];
const MAITRE: [string, keyof typeof t.f, Kind][] = [
  ['nom', 'maitre.nom', 'text'],
  ['prenom', 'maitre.prenom', 'text'],
  ['date_naissance', 'maitre.date_naissance', 'date'],
  ['emploi', 'maitre.emploi', 'text'],
  ['diplome', 'maitre.diplome', diplomes_cerfa],
  ['annees_experience', 'maitre.annees_experience', 'number'],
];
const CONTRAT: Spec[] = [
  ['contrat.type_contrat', 'contrat.type_contrat', types_contrat_cerfa],
  ['contrat.type_derogation', 'contrat.type_derogation', derogations_cerfa],
  ['contrat.mode_contractuel', 'contrat.mode_contractuel', modes_contractuels_cerfa],
  ['contrat.date_conclusion', 'contrat.date_conclusion', 'date'],
  ['contrat.date_debut_execution', 'contrat.date_debut_execution', 'date'],
  ['contrat.date_debut_formation_pratique', 'contrat.date_debut_formation_pratique', 'date'],
  ['contrat.date_fin', 'contrat.date_fin', 'date'],
  ['contrat.duree_hebdo', 'contrat.duree_hebdo', 'number'],
  ['contrat.salaire_brut_mensuel', 'contrat.salaire_brut_mensuel', 'number'],
  ['formation.diplome_vise', 'formation.diplome_vise', diplomes_cerfa],
  ['formation.intitule', 'formation.intitule', 'text'],
  ['formation.date_debut_formation', 'formation.date_debut_formation', 'date'],
  ['formation.heures_formation', 'formation.heures_formation', 'number'],
];

function getPath(d: CerfaData, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], d);
}
function setPath(d: CerfaData, path: string, value: unknown): CerfaData {
  const keys = path.split('.');
  const copy = structuredClone(d) as unknown as Record<string, unknown>;
  let o = copy;
  for (const k of keys.slice(0, -1)) o = o[k] as Record<string, unknown>;
  o[keys[keys.length - 1]!] = value;
  return copy as unknown as CerfaData;
}

export default function CerfaPage() {
  const { id } = useParams();
  const notify = useNotify();
  const [data, setData] = useState<CerfaData | null>(null);
  const [failed, setFailed] = useState(false);
  const [step, setStep] = useState(0);
  const [reached, setReached] = useState(0);
  const [shown, setShown] = useState<Record<string, string>>({});
  const [statut, setStatut] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    (async () => {
      const contract = await apiGet<Json>(`etudiant_contrats/${id}`);
      const trainee = await apiGet<Json>(String(contract.etudiant));
      const company = contract.entreprise ? await apiGet<Json>(String(contract.entreprise)).catch(() => null) : null;
      if (!live) return;
      // The saved form when there is one, else the form pre-filled from the records.
      setData((contract.cerfa ? cerfaFromJson(contract.cerfa) : null) ?? cerfaFromRecords(contract, trainee, company));
      const filled = Number(contract.cerfa_etape ?? 0);
      setReached(filled);
      setStep(Math.min(filled, 3));
      setStatut(typeof contract.cerfa_statut === 'number' ? contract.cerfa_statut : null);
    })().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [id]);

  const complete = useMemo(() => (data ? firstInvalidStep(data, today()) === 4 : false), [data]);
  if (failed)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {t.loadFailed}
      </Alert>
    );
  if (!data) return <LinearProgress aria-label={t.title} sx={{ m: 2 }} />;

  const set = (path: string, value: unknown) => {
    setData((d) => {
      if (!d) return d;
      let next = setPath(d, path, value);
      // The remuneration lines follow the contract's years (the legal minimum as a start for a new year).
      if (['contrat.date_debut_execution', 'contrat.date_fin', 'apprenti.date_naissance'].includes(path)) {
        const suggested = suggestedRemunerations(
          next.apprenti.date_naissance,
          next.contrat.date_debut_execution,
          next.contrat.date_fin,
        );
        next = setPath(
          next,
          'contrat.remunerations',
          suggested.map((s, i) => next.contrat.remunerations[i] ?? s),
        );
      }
      return next;
    });
    setShown(({ [path]: _gone, ...rest }) => rest);
  };

  const field = (path: string, label: string, kind: Kind) => {
    const value = getPath(data, path);
    const common = { fullWidth: true, label, error: Boolean(shown[path]), helperText: shown[path] };
    let input;
    if (kind === 'date') {
      input = <PickerField kind="date" {...common} value={String(value ?? '')} onChange={(v) => set(path, v ?? '')} />;
    } else if (kind === 'text' || kind === 'number') {
      input = (
        <TextField
          {...common}
          value={String(value ?? '')}
          onChange={(e) => set(path, e.target.value)}
          slotProps={kind === 'number' ? { htmlInput: { inputMode: 'decimal' } } : undefined}
        />
      );
    } else if (kind === 'sexe') {
      input = (
        <TextField {...common} select value={String(value ?? '')} onChange={(e) => set(path, e.target.value)}>
          <MenuItem value="M">{t.sexes.M}</MenuItem>
          <MenuItem value="F">{t.sexes.F}</MenuItem>
        </TextField>
      );
    } else {
      input = (
        <TextField
          {...common}
          select
          value={value === '' || value === null ? '' : String(value)}
          onChange={(e) => set(path, e.target.value === '' ? '' : Number(e.target.value))}
        >
          {path === 'contrat.type_derogation' && <MenuItem value="">{t.none}</MenuItem>}
          {kind.map((o) => (
            <MenuItem key={o.id} value={String(o.id)}>{`${o.id} - ${o.label}`}</MenuItem>
          ))}
        </TextField>
      );
    }
    return (
      <Grid key={path} size={{ xs: 12, sm: 6 }}>
        {input}
      </Grid>
    );
  };

  const saved = (contract: Json) => {
    setReached(Number(contract.cerfa_etape ?? 0));
    setStatut(typeof contract.cerfa_statut === 'number' ? contract.cerfa_statut : null);
  };
  const refused = (error: unknown) => {
    const body = (error as { body?: { violations?: { propertyPath?: string; message?: string }[] } }).body;
    const violations = body?.violations ?? [];
    const fields = Object.fromEntries(
      violations.filter((v) => v.propertyPath && v.message).map((v) => [v.propertyPath!, v.message!]),
    );
    setShown(fields);
    notify(violations.length ? violations.map((v) => v.message).join(' ; ') : failure(error).message, {
      type: 'error',
    });
  };

  const validate = async () => {
    const problems = cerfaStepProblems(step, data, today());
    setShown(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      saved(await apiSend<Json>('PUT', `etudiant_contrats/${id}/cerfa`, { step, values: data }));
      notify(t.saved, { type: 'success' });
      setStep(Math.min(step + 1, 3));
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const nextStatut =
    statut !== null && statut < 4 ? etapes_validation_cerfa.find((e) => e.id === statut + 1) : undefined;
  const advance = async () => {
    if (!nextStatut) return;
    setBusy(true);
    try {
      const contract = await apiSend<Json>('PUT', `etudiant_contrats/${id}/cerfa/statut`, { statut: nextStatut.id });
      saved(contract);
      notify(fill(t.statutSaved, { label: nextStatut.label }), { type: 'success' });
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };
  const statutLabel = etapes_validation_cerfa.find((e) => e.id === statut)?.label ?? t.statutNone;

  const pdf = async () => {
    const { buildCerfaPdf } = await import('./cerfaPdf.ts');
    const bytes = await buildCerfaPdf(data);
    saveBlob(
      new Blob([bytes as BlobPart], { type: 'application/pdf' }),
      `cerfa-10103-${data.apprenti.nom || 'apprenti'}.pdf`.replace(/\s+/g, '-'),
    );
    notify(t.pdfDone, { type: 'success' });
  };

  const years =
    data.contrat.date_debut_execution && data.contrat.date_fin > data.contrat.date_debut_execution
      ? contractYears(data.contrat.date_debut_execution, data.contrat.date_fin)
      : 0;
  const birthOk = /^\d{4}-\d{2}-\d{2}$/.test(data.apprenti.date_naissance);
  const stepBody = [
    <Grid container spacing={2} key="e">
      {EMPLOYEUR.map(([p, l, k]) => field(p, t.f[l], k))}
    </Grid>,
    <Grid container spacing={2} key="a">
      {APPRENTI.map(([p, l, k]) => field(p, t.f[l], k))}
      <Grid size={12}>
        <FormControlLabel
          label={t.f['apprenti.rqth']}
          control={<Checkbox checked={data.apprenti.rqth} onChange={(e) => set('apprenti.rqth', e.target.checked)} />}
        />
      </Grid>
    </Grid>,
    <Stack spacing={2} key="m">
      {shown.maitres && <Alert severity="error">{shown.maitres}</Alert>}
      {data.maitres.map((_mt, i) => (
        <Box key={i} role="group" aria-label={fill(t.maitre, { n: i + 1 })}>
          <Typography variant="subtitle1" component="h3" gutterBottom>
            {fill(t.maitre, { n: i + 1 })}
          </Typography>
          <Grid container spacing={2}>
            {MAITRE.map(([k, l, kind]) => field(`maitres.${i}.${k}`, t.f[l], kind))}
          </Grid>
        </Box>
      ))}
      <Box>
        {data.maitres.length < 2 ? (
          <Button onClick={() => setData({ ...data, maitres: [...data.maitres, emptyMaitre()] })}>{t.addMaitre}</Button>
        ) : (
          <Button onClick={() => setData({ ...data, maitres: data.maitres.slice(0, 1) })}>{t.removeMaitre}</Button>
        )}
      </Box>
    </Stack>,
    <Grid container spacing={2} key="c">
      {CONTRAT.map(([p, l, k]) => field(p, t.f[l], k))}
      {Array.from({ length: years }, (_x, i) => {
        const min = birthOk
          ? minimumRemuneration(
              ageAt(data.apprenti.date_naissance, addMonths(data.contrat.date_debut_execution, 12 * i)),
              i + 1,
            )
          : null;
        const path = `contrat.remunerations.${i}`;
        return (
          <Grid key={path} size={{ xs: 12, sm: 4 }}>
            <TextField
              fullWidth
              label={fill(t.year, { n: i + 1 })}
              value={data.contrat.remunerations[i] ?? ''}
              onChange={(e) => set(path, e.target.value)}
              error={Boolean(shown[path])}
              helperText={shown[path] ?? (min !== null ? fill(t.yearHelp, { min }) : undefined)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </Grid>
        );
      })}
    </Grid>,
  ];

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', my: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      <Stepper activeStep={step} sx={{ mb: 1 }}>
        {CERFA_STEPS.map((key, i) => (
          <Step key={key} completed={i < reached}>
            <StepLabel>{t.steps[i]}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography role="status">{fill(t.status, { n: reached })}</Typography>
        <Chip
          color={statut === 4 ? 'success' : statut ? 'primary' : 'default'}
          label={fill(t.statut, { label: statutLabel })}
        />
        {nextStatut && (
          <Button size="small" onClick={advance} disabled={busy}>
            {fill(t.statutAdvance, { label: nextStatut.label })}
          </Button>
        )}
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t.steps[step]}
          </Typography>
          {stepBody[step]}
        </CardContent>
      </Card>
      {reached === 4 && complete && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t.complete}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        {step > 0 && (
          <Button
            onClick={() => {
              setShown({});
              setStep(step - 1);
            }}
          >
            {t.back}
          </Button>
        )}
        <Button variant="contained" onClick={validate} disabled={busy}>
          {t.next}
        </Button>
        <Button variant="outlined" onClick={pdf} disabled={!(reached === 4 && complete)}>
          {t.pdf}
        </Button>
      </Stack>
    </Box>
  );
}
