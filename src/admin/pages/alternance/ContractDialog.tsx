// A contract created or edited from the trainee's page: company (searched by name), contract type, deposit
// number, dates, tutor. Generic calls (POST /api/etudiant_contrats, PATCH its IRI); the French violations
// show under the dialog.
import { useEffect, useState } from 'react';
import { Autocomplete, MenuItem, Stack, TextField } from '@mui/material';
import { types_contrat_cerfa } from '../../../shared/reference/cerfa.ts';
import { parcoursFr as T } from '../../i18n/parcours.ts';
import { PickerField } from '../../widgets/basics/pickers/PickerField.tsx';
import type { FieldsOf, RecordOf } from '../../data/recordOf.ts';
import { DialogField, FormDialog } from '../../widgets/kit/FormDialog.tsx';
import { apiGet, apiSend, membersOf, type HydraList } from '../parcours/api.ts';

interface Props {
  etudiant: string;
  contract: RecordOf<'etudiant_contrats'> | null;
  onClose: () => void;
  onDone: (message: string) => void;
}
type Company = FieldsOf<'entreprises', '@id' | 'name'>;

const FIELDS = ['numero_contrat', 'tuteur_lastname', 'tuteur_firstname', 'tuteur_phone', 'tuteur_mail'] as const;

export function ContractDialog({ etudiant, contract, onClose, onDone }: Props) {
  const [company, setCompany] = useState<Company | null>(null);
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<Company[]>([]);
  const [type, setType] = useState<number | ''>(
    typeof contract?.type_contrat === 'number' ? contract.type_contrat : '',
  );
  const [start, setStart] = useState<string | null>(contract?.date_debut ?? null);
  const [end, setEnd] = useState<string | null>(contract?.date_fin ?? null);
  const [text, setText] = useState<Record<string, string>>(() =>
    Object.fromEntries(FIELDS.map((f) => [f, String(contract?.[f] ?? '')])),
  );

  useEffect(() => {
    if (typeof contract?.entreprise === 'string')
      apiGet<RecordOf<'entreprises'>>(contract.entreprise)
        .then((e) => setCompany({ '@id': e['@id'], name: String(e.name) }))
        .catch(() => undefined);
  }, [contract]);
  useEffect(() => {
    if (search.trim().length < 2) return;
    const t = setTimeout(() => {
      apiGet<HydraList<RecordOf<'entreprises'>>>('entreprises', { name: search.trim(), itemsPerPage: '20' })
        .then((list) => setOptions(membersOf(list).map((e) => ({ '@id': e['@id'], name: String(e.name) }))))
        .catch(() => setOptions([]));
    }, 250);
    return () => clearTimeout(t);
  }, [search]);

  const save = async () => {
    const body: Record<string, unknown> = {
      entreprise: company?.['@id'] ?? null,
      type_contrat: type === '' ? null : type,
      date_debut: start,
      date_fin: end,
    };
    for (const f of FIELDS) body[f] = text[f]!.trim() === '' ? null : text[f]!.trim();
    if (contract) await apiSend('PATCH', contract['@id'], body);
    else await apiSend('POST', 'etudiant_contrats', { ...body, etudiant });
    onDone(contract ? T.contrats.saved : T.contrats.created);
  };

  const input = (f: (typeof FIELDS)[number], label: string) => (
    <DialogField
      name={f}
      label={label}
      value={text[f]}
      onChange={(e) => setText((x) => ({ ...x, [f]: e.target.value }))}
      size="small"
      fullWidth
    />
  );
  return (
    <FormDialog
      title={contract ? T.contrats.editTitle : T.contrats.createTitle}
      titleId="contract-title"
      maxWidth="md"
      onSubmit={save}
      onClose={onClose}
      cancelLabel={T.common.cancel}
      submitLabel={T.common.save}
      canSubmit={!!start}
    >
      <Autocomplete
        options={company && !options.some((o) => o['@id'] === company['@id']) ? [company, ...options] : options}
        value={company}
        onChange={(_, v) => setCompany(v)}
        onInputChange={(_, v) => setSearch(v)}
        getOptionLabel={(o) => o.name}
        isOptionEqualToValue={(a, b) => a['@id'] === b['@id']}
        filterOptions={(x) => x}
        renderInput={(params) => (
          <TextField {...params} label={T.contrats.company} helperText={T.contrats.companySearch} size="small" />
        )}
      />
      <Stack direction="row" spacing={2}>
        <DialogField
          name="type_contrat"
          select
          label={T.contrats.type}
          value={type}
          onChange={(e) => setType(Number(e.target.value))}
          size="small"
          fullWidth
        >
          {types_contrat_cerfa.map((t) => (
            <MenuItem key={String(t.id)} value={t.id as number}>
              {t.label}
            </MenuItem>
          ))}
        </DialogField>
        {input('numero_contrat', T.contrats.number)}
      </Stack>
      <Stack direction="row" spacing={2}>
        <PickerField kind="date" label={T.contrats.start} value={start} onChange={setStart} required />
        <PickerField kind="date" label={T.contrats.end} value={end} onChange={setEnd} />
      </Stack>
      <Stack direction="row" spacing={2}>
        {input('tuteur_lastname', T.contrats.tutorLastname)}
        {input('tuteur_firstname', T.contrats.tutorFirstname)}
      </Stack>
      <Stack direction="row" spacing={2}>
        {input('tuteur_phone', T.contrats.tutorPhone)}
        {input('tuteur_mail', T.contrats.tutorMail)}
      </Stack>
    </FormDialog>
  );
}
