// What a bilan is drawn up from (spec 001 section 5: "Related data: contracts, evaluations, interviews (suivis),
// centre evaluations"; section 7: GET etudiants/{id}/contrats, stagiaires_evaluations/{id},
// stagiaires_liste_entretiens/{id}): the trainee's contracts, its evaluations (the centre's and the CPS ones)
// and its interviews, each a small table on the bilan's page; then its reference companies and contacts (spec 001
// section 3: the companies of its contracts, their contacts and the contracts' tutors). A failed read shows the
// spec's red notice.
import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { pedagogieFr } from '../../../i18n/pedagogie.ts';
import { formatDateFr } from '../../../../shared/format/index.ts';
import { referenceLabel } from '../../../../shared/reference/index.ts';
import { DataTable } from '../../../widgets/kit/DataTable.tsx';
import { apiGet, idOf, members, type HydraList } from '../api.ts';

const t = pedagogieFr.bilan.course;
type Json = Record<string, unknown>;
const date = (v: unknown) => (typeof v === 'string' && v ? formatDateFr(v) : '—');

function Block({ title, empty, headers, rows }: { title: string; empty: string; headers: string[]; rows: string[][] }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {title} ({rows.length})
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2">{empty}</Typography>
      ) : (
        <DataTable label={title} rows={rows} columns={headers.map((h, j) => ({ key: String(j), label: h }))} />
      )}
    </Box>
  );
}

export function TraineeCourse({ etudiant }: { etudiant: string }) {
  const notify = useNotify();
  const [contracts, setContracts] = useState<Json[] | null>(null);
  const [evaluations, setEvaluations] = useState<Json[] | null>(null);
  const [interviews, setInterviews] = useState<Json[] | null>(null);
  const [companies, setCompanies] = useState<{ company: Json; contacts: Json[] }[] | null>(null);
  useEffect(() => {
    if (!contracts) return;
    const iris = [...new Set(contracts.map((c) => c.entreprise).filter((e): e is string => typeof e === 'string'))];
    Promise.all(
      iris.map(async (iri) => {
        const id = idOf(iri);
        const [company, contacts] = await Promise.all([
          apiGet<Json>(`entreprises/${id}`),
          apiGet<HydraList<Json>>(`entreprises/${id}/contacts`, { pagination: 'false' }).then(members),
        ]);
        return { company, contacts };
      }),
    )
      .then(setCompanies)
      .catch(() => notify(t.companiesError, { type: 'error' }));
  }, [contracts, notify]);
  useEffect(() => {
    const id = idOf(etudiant);
    apiGet<HydraList<Json>>(`etudiants/${id}/contrats`, { pagination: 'false', 'order[date_debut]': 'desc' })
      .then((l) => setContracts(members(l)))
      .catch(() => notify(t.contractsError, { type: 'error' }));
    apiGet<{ evaluations: Json[]; evaluations_cps: Json[] }>(`stagiaires_evaluations/${id}`)
      .then((e) => setEvaluations([...e.evaluations, ...e.evaluations_cps]))
      .catch(() => notify(t.evaluationsError, { type: 'error' }));
    apiGet<{ suivis: Json[] }>(`stagiaires_liste_entretiens/${id}`)
      .then((s) => setInterviews(s.suivis))
      .catch(() => notify(t.interviewsError, { type: 'error' }));
  }, [etudiant, notify]);

  return (
    <Box component="section" aria-labelledby="bilan-course" sx={{ mb: 2 }}>
      <Typography id="bilan-course" variant="h6" component="h2" gutterBottom>
        {t.title}
      </Typography>
      {contracts && (
        <Block
          title={t.contracts}
          empty={t.noContract}
          headers={[t.type, t.start, t.end, t.rupture]}
          rows={contracts.map((c) => [
            referenceLabel('types_contrat_cerfa', c.type_contrat) ?? '—',
            date(c.date_debut),
            date(c.date_fin),
            date(c.date_rupture),
          ])}
        />
      )}
      {evaluations && (
        <Block
          title={t.evaluations}
          empty={t.noEvaluation}
          headers={[t.label, t.kind, t.date]}
          rows={evaluations.map((e) => [
            String(e.label ?? e.sequence_label ?? '—'),
            e.type === 'CPS' ? t.cps : t.centre,
            date(e.date_evaluation),
          ])}
        />
      )}
      {interviews && (
        <Block
          title={t.interviews}
          empty={t.noInterview}
          headers={[t.date, t.kind, t.subject]}
          rows={interviews.map((i) => [date(i.date_interview), String(i.type_label ?? '—'), String(i.subject ?? '')])}
        />
      )}
      {companies && (
        <Block
          title={t.companies}
          empty={t.noCompany}
          headers={[t.company, t.city, t.phone, t.mail]}
          rows={companies.map(({ company: c }) => [
            String(c.name ?? '—'),
            String(c.city ?? ''),
            String(c.phone ?? ''),
            String(c.mail ?? ''),
          ])}
        />
      )}
      {companies && contracts && (
        <Block
          title={t.contacts}
          empty={t.noContact}
          headers={[t.name, t.role, t.company, t.phone, t.mail]}
          rows={referenceContacts(contracts, companies)}
        />
      )}
    </Box>
  );
}

/** The contacts of the trainee's companies, then each contract's tutor not already among them. */
function referenceContacts(contracts: Json[], companies: { company: Json; contacts: Json[] }[]): string[][] {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const nameOf = (c: Json) => `${text(c.lastname)} ${text(c.firstname)}`.trim();
  const rows = companies.flatMap(({ company, contacts }) =>
    contacts.map((c) => [nameOf(c), text(c.fonction), text(company.name), text(c.phone), text(c.mail)]),
  );
  for (const k of contracts) {
    const name = `${text(k.tuteur_lastname)} ${text(k.tuteur_firstname)}`.trim();
    if (!name || rows.some((r) => r[0]!.toLowerCase() === name.toLowerCase())) continue;
    const company = companies.find(({ company: c }) => c['@id'] === k.entreprise)?.company;
    rows.push([name, t.tutor, text(company?.name), text(k.tuteur_phone), text(k.tuteur_mail)]);
  }
  return rows;
}
