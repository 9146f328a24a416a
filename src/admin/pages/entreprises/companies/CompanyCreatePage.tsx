// Creating a company from its SIRET (spec 001 "Companies": the registry lookup): the SIRET is
// checked as it is typed (the shared Luhn rule) and shown grouped; « Rechercher dans l'annuaire » asks
// GET /api/entreprises_registre and pours the answer into the form, or shows the spec's message (404, 301, 503,
// 500). When the registry cannot be reached (or none is configured), the form says once that the company can be
// entered by hand, and still works. Saving posts /api/entreprises and opens the company's page.
import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  Grid,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  formatRegistryNumber,
  lookupNumber,
  normalizeSiret,
  siretProblem,
} from '../../../../shared/entreprises/companyNumbers.ts';
import { idOf } from '../../../../shared/iri.ts';
import { entreprisesFr } from '../../../i18n/entreprises.ts';
import { fill } from '../../../i18n/fill.ts';
import { useAppConfig } from '../../../appConfig.tsx';
import { useCanAccess } from '../../../session/access.ts';
import { readUser } from '../../../session/storage.ts';
import { AccessDeniedPage } from '../../AccessDeniedPage.tsx';
import { apiGet, apiSend, failure, members, type HydraList, type Json } from '../api.ts';
import {
  emptyForm,
  formProblems,
  fromRegistry,
  sirenOf,
  TEXT_FIELDS,
  toBody,
  type CompanyForm,
} from './companyForm.ts';
import type { FieldsOf } from '../../../data/recordOf.ts';

const t = entreprisesFr.create;

type Lookup =
  | { state: 'idle' | 'busy' }
  | { state: 'filled'; name: string; ferme: boolean; existing: string | null }
  | { state: 'failed'; message: string };

function userAntenne(): string {
  const reading = readUser();
  const a = reading.state === 'ok' ? reading.user.antenne : undefined;
  if (typeof a === 'string') return a;
  if (a && typeof a === 'object' && typeof (a as Json)['@id'] === 'string') return (a as Json)['@id'] as string;
  return '';
}

export default function CompanyCreatePage() {
  const { views } = useAppConfig();
  const can = useCanAccess();
  const view = views.find((v) => v.key === 'entreprises');
  const notify = useNotify();
  const navigate = useNavigate();
  const [form, setForm] = useState<CompanyForm>(() => emptyForm(userAntenne()));
  const [antennes, setAntennes] = useState<FieldsOf<'antennes', '@id' | 'name'>[]>([]);
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  /** The registry could not be reached once: the hand-entry note stays, it is not repeated. */
  const [byHand, setByHand] = useState(false);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    apiGet<HydraList<Json>>('antennes', { pagination: 'false' })
      .then((list) => {
        const items = members(list).map((a) => ({ '@id': String(a['@id']), name: String(a.name ?? a['@id']) }));
        setAntennes(items);
        setForm((f) => (f.antenne === '' && items.length === 1 ? { ...f, antenne: items[0]!['@id'] } : f));
      })
      .catch(() => setAntennes([]));
  }, []);

  if (!view || !can('create', view)) return <AccessDeniedPage />;

  const problems = formProblems(form);
  const digits = normalizeSiret(form.siret);
  const siretLive =
    digits.length === 14 || digits.length === 9
      ? (lookupNumber(digits) as { problem?: string }).problem
      : digits.length > 14
        ? siretProblem(digits)
        : null;
  const siretError = serverErrors.siret ?? siretLive ?? (touched ? problems.siret : undefined);
  const grouped =
    digits.length === 14 && !siretLive
      ? fill(t.grouped, { siret: formatRegistryNumber(digits), siren: formatRegistryNumber(sirenOf(digits) ?? '') })
      : undefined;

  async function search() {
    const number = lookupNumber(form.siret);
    if ('problem' in number) return setLookup({ state: 'failed', message: number.problem });
    setLookup({ state: 'busy' });
    try {
      const answer = await apiGet<Json>('entreprises_registre', { [number.kind]: number.digits });
      setForm((f) => fromRegistry(f, answer));
      setServerErrors({});
      setLookup({
        state: 'filled',
        name: String(answer.name ?? ''),
        ferme: answer.ferme === true,
        existing: typeof answer.existing === 'string' ? answer.existing : null,
      });
    } catch (error) {
      const { status, message } = failure(error);
      setLookup({ state: 'failed', message });
      if (status === 503 || status === 0) setByHand(true);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(formProblems(form)).length > 0) return;
    setSaving(true);
    try {
      const created = await apiSend<Json>('POST', 'entreprises', toBody(form));
      notify(t.saved, { type: 'success' });
      navigate(`${view!.paths.record}/${idOf(String(created['@id']))}`);
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, unknown> } }).body;
      const errors: Record<string, string> = {};
      for (const [k, v] of Object.entries(body?.errors ?? {})) if (typeof v === 'string') errors[k] = v;
      setServerErrors(errors);
      notify(failure(error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  }

  const setText = (field: (typeof TEXT_FIELDS)[number], value: string) =>
    setForm((f) => ({ ...f, text: { ...f.text, [field]: value } }));
  const textInput = (field: (typeof TEXT_FIELDS)[number], required = false) => (
    <Grid size={{ xs: 12, sm: 6 }} key={field}>
      <TextField
        fullWidth
        required={required}
        label={t[field]}
        value={form.text[field]}
        onChange={(e) => setText(field, e.target.value)}
        error={Boolean(serverErrors[field] ?? (field === 'name' && touched ? problems.name : undefined))}
        helperText={serverErrors[field] ?? (field === 'name' && touched ? problems.name : undefined)}
      />
    </Grid>
  );

  return (
    <Box component="form" onSubmit={save} noValidate sx={{ maxWidth: 960, mx: 'auto', my: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      {byHand && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t.byHand}
        </Alert>
      )}
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={t.siret}
              value={form.siret}
              sx={{ minWidth: 300 }}
              onChange={(e) => {
                setForm((f) => ({ ...f, siret: e.target.value }));
                setServerErrors(({ siret: _s, ...rest }) => rest);
              }}
              error={Boolean(siretError)}
              helperText={siretError ?? grouped ?? t.siretHelp}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <Button variant="outlined" onClick={search} disabled={lookup.state === 'busy'} sx={{ mt: 1 }}>
              {lookup.state === 'busy' ? t.looking : t.lookup}
            </Button>
          </Stack>
          <Box role="status" sx={{ mt: 2 }}>
            {lookup.state === 'failed' && <Alert severity="error">{lookup.message}</Alert>}
            {lookup.state === 'filled' && (
              <Stack spacing={1}>
                <Alert severity="success">{fill(t.filled, { name: lookup.name })}</Alert>
                {lookup.ferme && <Alert severity="warning">{t.closed}</Alert>}
                {lookup.existing && (
                  <Alert severity="warning">
                    {t.existing}{' '}
                    <Link component={RouterLink} to={`${view.paths.record}/${idOf(lookup.existing)}`}>
                      {t.openExisting}
                    </Link>
                  </Alert>
                )}
              </Stack>
            )}
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t.identity}
          </Typography>
          <Grid container spacing={2}>
            {textInput('name', true)}
            {textInput('enseigne')}
            {textInput('code_naf')}
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                required
                label={t.antenne}
                value={antennes.some((a) => a['@id'] === form.antenne) ? form.antenne : ''}
                onChange={(e) => setForm((f) => ({ ...f, antenne: e.target.value }))}
                error={touched && Boolean(problems.antenne)}
                helperText={touched ? problems.antenne : undefined}
              >
                {antennes.map((a) => (
                  <MenuItem key={a['@id']} value={a['@id']}>
                    {a.name}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={12}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={form.is_comptable}
                    onChange={(e) => setForm((f) => ({ ...f, is_comptable: e.target.checked }))}
                  />
                }
                label={t.is_comptable}
              />
            </Grid>
          </Grid>
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t.contact}
          </Typography>
          <Grid container spacing={2}>
            {(['address', 'address_complement', 'postal_code', 'city', 'phone', 'mail'] as const).map((f) =>
              textInput(f),
            )}
          </Grid>
        </CardContent>
      </Card>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={view.paths.list}>
          {t.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {t.save}
        </Button>
      </Stack>
    </Box>
  );
}
