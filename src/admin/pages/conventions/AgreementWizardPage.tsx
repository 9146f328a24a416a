// The agreement (or amendment) creation wizard: four steps, agreement, sessions, fees (the
// client's fee list: the short one when its profile says conventions.haveFeeTypeShortList), documents; the
// agreement's totals (hours × hourly cost) as the fees are typed. « Créer » posts the whole to
// POST /api/antenne_conventions_assistant (one transaction, the spec's order: a session with a diploma session
// attaches all its trainees, or says « Pas de stagiaire dans cette session. »), then joins the documents, then
// opens the agreement's page with the notices.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  IconButton,
  MenuItem,
  Stack,
  Step,
  StepLabel,
  Stepper,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { agreementTotals, feeAmount, offeredFeeTypes } from '../../../shared/conventions/agreements.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { secteurs_activite } from '../../../shared/reference/nomenclatures/secteurs-activite.ts';
import { idOf } from '../../../shared/iri.ts';
import { entreprisesFr } from '../../i18n/entreprises.ts';
import { fill } from '../../i18n/fill.ts';
import { useAppConfig } from '../../appConfig.tsx';
import { useClientProfile } from '../../clients/useClientProfile.ts';
import { useCanAccess } from '../../session/access.ts';
import { readUser } from '../../session/storage.ts';
import { fetchJson } from '../../http/httpClient.ts';
import { entrypoint } from '../../config.ts';
import { AccessDeniedPage } from '../AccessDeniedPage.tsx';
import { apiGet, apiSend, failure, members, type HydraList, type Json } from '../entreprises/api.ts';
import {
  assistantBody,
  decimal,
  emptyFee,
  emptySession,
  emptyWizard,
  stepProblems,
  type WizardState,
} from './agreementWizard.ts';
import { PickerField } from '../../widgets/basics/pickers/PickerField.tsx';

const t = entreprisesFr.agreement;
interface Opt {
  id: string;
  label: string;
}

async function optionsOf(path: string, label: (r: Json) => string, query: Record<string, string> = {}): Promise<Opt[]> {
  try {
    return members(await apiGet<HydraList<Json>>(path, { pagination: 'false', ...query })).map((r) => ({
      id: String(r['@id']),
      label: label(r),
    }));
  } catch {
    return [];
  }
}

function userAntenne(): string {
  const reading = readUser();
  const a = reading.state === 'ok' ? reading.user.antenne : undefined;
  return typeof a === 'string'
    ? a
    : a && typeof a === 'object' && typeof (a as Json)['@id'] === 'string'
      ? String((a as Json)['@id'])
      : '';
}

export default function AgreementWizardPage() {
  const { views } = useAppConfig();
  const can = useCanAccess();
  const view = views.find((v) => v.model.name === 'antenne_conventions');
  const profile = useClientProfile();
  const feeTypes = offeredFeeTypes(profile?.ok ? profile.profile : null);
  const hasSectors = profile?.ok === true && profile.profile.accessRight?.hasSectors === true;
  const sectors: Opt[] = secteurs_activite.flatMap((x) =>
    x.id === null ? [] : [{ id: String(x.id), label: x.label }],
  );
  const notify = useNotify();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [state, setState] = useState<WizardState>(() => emptyWizard(userAntenne()));
  const [shown, setShown] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [opts, setOpts] = useState<{ antennes: Opt[]; sessions: Opt[]; entreprises: Opt[]; parents: Opt[] }>({
    antennes: [],
    sessions: [],
    entreprises: [],
    parents: [],
  });

  useEffect(() => {
    void Promise.all([
      optionsOf('antennes', (r) => String(r.name)),
      optionsOf('diplome_sessions', (r) => String(r.name ?? r['@id'])),
      optionsOf('entreprises_light_list', (r) => String(r.name)),
      optionsOf('antenne_convention_light_list', (r) => [r.convention_number, r.name].filter(Boolean).join(' · ')),
    ]).then(([antennes, sessions, entreprises, parents]) => {
      setOpts({ antennes, sessions, entreprises, parents });
      setState((s) =>
        s.agreement.antenne === '' && antennes.length === 1
          ? { ...s, agreement: { ...s.agreement, antenne: antennes[0]!.id } }
          : s,
      );
    });
  }, []);

  const totals = useMemo(
    () =>
      agreementTotals(
        state.fees.map((f) => ({
          type_of_fee: Number(f.type_of_fee),
          number_of_hours: decimal(f.number_of_hours) ?? 0,
          hourly_cost: decimal(f.hourly_cost) ?? 0,
        })),
      ),
    [state.fees],
  );

  if (!view || !can('create', view)) return <AccessDeniedPage />;

  const setAgreement = (k: keyof WizardState['agreement'], v: string | number) =>
    setState((s) => ({ ...s, agreement: { ...s.agreement, [k]: v } }));
  const setRow = <K extends 'sessions' | 'fees' | 'docs'>(list: K, i: number, patch: Partial<WizardState[K][number]>) =>
    setState((s) => ({ ...s, [list]: s[list].map((row, j) => (j === i ? { ...row, ...patch } : row)) }));
  const removeRow = (list: 'sessions' | 'fees' | 'docs', i: number) =>
    setState((s) => ({ ...s, [list]: s[list].filter((_r, j) => j !== i) }));
  const err = (key: string) => ({ error: Boolean(shown[key]), helperText: shown[key] });

  function next() {
    const problems = stepProblems(step, state);
    setShown(problems);
    if (Object.keys(problems).length === 0) setStep(step + 1);
  }

  async function create() {
    const problems = stepProblems(3, state);
    setShown(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    setServerError(null);
    try {
      const created = await apiSend<Json>('POST', 'antenne_conventions_assistant', assistantBody(state));
      const iri = String(created['@id']);
      for (const doc of state.docs) {
        try {
          const row = await apiSend<Json>('POST', 'antenne_convention_documents', {
            antenne_convention: iri,
            name: doc.name.trim(),
          });
          if (doc.file) {
            const form = new FormData();
            form.append('file', doc.file);
            await fetchJson(`${entrypoint}/${String(row['@id']).replace(/^\/api\//, '')}`, {
              method: 'POST',
              body: form,
            });
          }
        } catch (error) {
          notify(fill(t.docFailed, { name: doc.name, message: failure(error).message }), { type: 'warning' });
        }
      }
      const sessions = (created.convention_sessions as Json[] | undefined) ?? [];
      const notices = sessions.flatMap((s, i) =>
        typeof s.message === 'string' ? [fill(t.sessionNotice, { n: i + 1, message: s.message })] : [],
      );
      notify([created.type === 1 ? t.createdAmendment : t.created, ...notices].join(' '), { type: 'success' });
      navigate(`${view!.paths.record}/${idOf(iri)}`);
    } catch (error) {
      const body = (error as { body?: { violations?: { propertyPath?: string; message?: string }[] } }).body;
      setServerError(
        body?.violations?.length ? body.violations.map((v) => v.message).join(' ; ') : failure(error).message,
      );
    } finally {
      setSaving(false);
    }
  }

  const a = state.agreement;
  const cell = (node: ReactNode, sm = 6, key?: string) => (
    <Grid key={key} size={{ xs: 12, sm }}>
      {node}
    </Grid>
  );
  const dateInput = (label: string, value: string, onChange: (v: string) => void, key: string) => (
    <PickerField kind="date" fullWidth label={label} value={value} onChange={(v) => onChange(v ?? '')} {...err(key)} />
  );
  const picker = (
    label: string,
    options: Opt[],
    value: string,
    onChange: (v: string) => void,
    key: string,
    required = false,
  ) => (
    <Autocomplete
      options={options}
      value={options.find((o) => o.id === value) ?? null}
      onChange={(_e, o) => onChange(o?.id ?? '')}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(o, v) => o.id === v.id}
      renderInput={(params) => <TextField {...params} label={label} required={required} {...err(key)} />}
    />
  );
  const removeButton = (list: 'sessions' | 'fees' | 'docs', i: number) => (
    <IconButton aria-label={fill(t.removeLine, { n: i + 1 })} onClick={() => removeRow(list, i)}>
      <DeleteIcon />
    </IconButton>
  );

  const steps: ReactNode[] = [
    <Grid container spacing={2} key="agreement">
      {cell(
        <TextField
          select
          fullWidth
          label={t.type}
          value={a.type}
          onChange={(e) => setAgreement('type', Number(e.target.value))}
        >
          <MenuItem value={0}>{t.types[0]}</MenuItem>
          <MenuItem value={1}>{t.types[1]}</MenuItem>
        </TextField>,
      )}
      {a.type === 1 && cell(picker(t.parent, opts.parents, a.parent, (v) => setAgreement('parent', v), 'parent', true))}
      {cell(
        <TextField
          fullWidth
          required
          label={t.number}
          value={a.convention_number}
          onChange={(e) => setAgreement('convention_number', e.target.value)}
          {...err('convention_number')}
        />,
      )}
      {cell(
        <TextField fullWidth label={t.name} value={a.name} onChange={(e) => setAgreement('name', e.target.value)} />,
      )}
      {cell(picker(t.entreprise, opts.entreprises, a.entreprise, (v) => setAgreement('entreprise', v), 'entreprise'))}
      {cell(
        <TextField
          select
          fullWidth
          required
          label={t.antenne}
          value={opts.antennes.some((o) => o.id === a.antenne) ? a.antenne : ''}
          onChange={(e) => setAgreement('antenne', e.target.value)}
          {...err('antenne')}
        >
          {opts.antennes.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>,
      )}
      {cell(dateInput(t.dateStart, a.date_start, (v) => setAgreement('date_start', v), 'date_start'))}
      {cell(dateInput(t.dateEnd, a.date_end, (v) => setAgreement('date_end', v), 'date_end'))}
    </Grid>,
    <Stack spacing={2} key="sessions">
      <Typography color="text.secondary">{t.sessionsIntro}</Typography>
      {state.sessions.length === 0 && <Typography>{t.noSession}</Typography>}
      {state.sessions.map((s, i) => (
        <Grid container spacing={2} key={i} role="group" aria-label={`Session ${i + 1}`} sx={{ alignItems: 'center' }}>
          {cell(
            picker(
              t.diplomeSession,
              opts.sessions,
              s.diplome_session,
              (v) => setRow('sessions', i, { diplome_session: v }),
              `sessions.${i}.diplome_session`,
            ),
            hasSectors ? 3 : 4,
          )}
          {hasSectors &&
            cell(
              picker(
                t.sector,
                sectors,
                s.antenne_secteur,
                (v) => setRow('sessions', i, { antenne_secteur: v }),
                `sessions.${i}.antenne_secteur`,
              ),
              3,
            )}
          {cell(
            dateInput(
              t.dateStart,
              s.date_start,
              (v) => setRow('sessions', i, { date_start: v }),
              `sessions.${i}.date_start`,
            ),
            hasSectors ? 2 : 3,
          )}
          {cell(
            dateInput(t.dateEnd, s.date_end, (v) => setRow('sessions', i, { date_end: v }), `sessions.${i}.date_end`),
            hasSectors ? 2 : 3,
          )}
          {cell(removeButton('sessions', i), 2)}
        </Grid>
      ))}
      <Box>
        <Button onClick={() => setState((s) => ({ ...s, sessions: [...s.sessions, emptySession()] }))}>
          {t.addSession}
        </Button>
      </Box>
    </Stack>,
    <Stack spacing={2} key="fees">
      <Typography color="text.secondary">{t.feesIntro}</Typography>
      {state.fees.length === 0 && <Typography>{t.noFee}</Typography>}
      {state.fees.map((f, i) => (
        <Grid container spacing={2} key={i} role="group" aria-label={`Frais ${i + 1}`} sx={{ alignItems: 'center' }}>
          {cell(
            <TextField
              select
              fullWidth
              required
              label={t.feeType}
              value={f.type_of_fee}
              onChange={(e) => setRow('fees', i, { type_of_fee: Number(e.target.value) })}
              {...err(`fees.${i}.type_of_fee`)}
            >
              {feeTypes.map((ft) => (
                <MenuItem key={ft.id} value={ft.id}>
                  {ft.label}
                </MenuItem>
              ))}
            </TextField>,
            3,
          )}
          {cell(
            <TextField
              fullWidth
              label={t.hours}
              value={f.number_of_hours}
              onChange={(e) => setRow('fees', i, { number_of_hours: e.target.value })}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              {...err(`fees.${i}.number_of_hours`)}
            />,
            3,
          )}
          {cell(
            <TextField
              fullWidth
              label={t.hourlyCost}
              value={f.hourly_cost}
              onChange={(e) => setRow('fees', i, { hourly_cost: e.target.value })}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              {...err(`fees.${i}.hourly_cost`)}
            />,
            3,
          )}
          {cell(
            <Typography aria-label={`${t.amount} ${i + 1}`}>
              {formatMoney(
                feeAmount({
                  type_of_fee: 0,
                  number_of_hours: decimal(f.number_of_hours),
                  hourly_cost: decimal(f.hourly_cost),
                }),
                { symbol: true },
              )}
            </Typography>,
            2,
          )}
          {cell(removeButton('fees', i), 1)}
        </Grid>
      ))}
      <Box>
        <Button onClick={() => setState((s) => ({ ...s, fees: [...s.fees, emptyFee(feeTypes[0]?.id ?? '')] }))}>
          {t.addFee}
        </Button>
      </Box>
      <Typography sx={{ fontWeight: 500 }} role="status">
        {fill(t.totals, {
          hours: String(totals.hours).replace('.', ','),
          amount: formatMoney(totals.amount, { symbol: true }),
        })}
      </Typography>
    </Stack>,
    <Stack spacing={2} key="docs">
      <Typography color="text.secondary">{t.docsIntro}</Typography>
      {state.docs.length === 0 && <Typography>{t.noDoc}</Typography>}
      {state.docs.map((d, i) => (
        <Grid container spacing={2} key={i} role="group" aria-label={`Document ${i + 1}`} sx={{ alignItems: 'center' }}>
          {cell(
            <TextField
              fullWidth
              required
              label={t.docName}
              value={d.name}
              onChange={(e) => setRow('docs', i, { name: e.target.value })}
              {...err(`docs.${i}.name`)}
            />,
            5,
          )}
          {cell(
            <Button component="label" variant="outlined">
              {d.file ? d.file.name : t.docFile}
              <input
                hidden
                type="file"
                aria-label={`${t.docFile} ${i + 1}`}
                onChange={(e) => setRow('docs', i, { file: e.target.files?.[0] ?? null })}
              />
            </Button>,
            5,
          )}
          {cell(removeButton('docs', i), 2)}
        </Grid>
      ))}
      <Box>
        <Button onClick={() => setState((s) => ({ ...s, docs: [...s.docs, { name: '', file: null }] }))}>
          {t.addDoc}
        </Button>
      </Box>
    </Stack>,
  ];

  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto', my: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <Stepper activeStep={step} sx={{ mb: 2 }}>
        {t.steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t.steps[step]}
          </Typography>
          {steps[step]}
          {serverError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {serverError}
            </Alert>
          )}
        </CardContent>
      </Card>
      <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={view.paths.list}>
          {t.cancel}
        </Button>
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
        {step < 3 ? (
          <Button variant="contained" onClick={next}>
            {t.next}
          </Button>
        ) : (
          <Button variant="contained" onClick={create} disabled={saving}>
            {t.create}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
