// The company page's panel, under the generic identity card of /entreprise/{id}: its
// contacts, follow-ups, apprenticeship taxes (with the total received), documents (expired ones flagged) and the
// trainees it employs with their contracts, one tab each, with a link to add one pre-filled with the company.
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Chip, LinearProgress, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { formatDateFr, formatPhone } from '../../../../shared/format/index.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { types_suivi_entreprise } from '../../../../shared/reference/entreprises.ts';
import { itemIri, idOf } from '../../../../shared/iri.ts';
import { entreprisesFr } from '../../../i18n/entreprises.ts';
import { fill } from '../../../i18n/fill.ts';
import { useAppConfig } from '../../../appConfig.tsx';
import { useCanAccess } from '../../../session/access.ts';
import { createPath, recordPath } from '../../../views/paths.ts';
import { apiGet, members, type HydraList, type Json } from '../api.ts';
import { contractState, taxTotal, isExpired } from './companyPage.ts';
import { DataTable } from '../../../widgets/kit/DataTable.tsx';

const t = entreprisesFr.panel;
type TabKey = keyof typeof t.tabs;
const TABS: TabKey[] = ['contacts', 'suivis', 'taxes', 'documents', 'contrats'];
/** The resource each tab lists and adds to. */
const RESOURCE: Record<TabKey, string> = {
  contacts: 'entreprise_contacts',
  suivis: 'entreprise_suivis',
  taxes: 'entreprise_taxes',
  documents: 'entreprise_documents',
  contrats: 'etudiant_contrats',
};

const date = (v: unknown) => (typeof v === 'string' && v ? formatDateFr(v.slice(0, 10)) : '');
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const suiviType = (v: unknown) => types_suivi_entreprise.find((s) => s.id === v)?.label ?? '';

interface Data {
  rows: Record<TabKey, Json[]>;
  trainees: Map<string, string>;
}

async function load(iri: string): Promise<Data> {
  const [contacts, suivis, taxes, documents, contrats] = await Promise.all([
    apiGet<HydraList<Json>>(`${iri}/contacts`, { pagination: 'false' }),
    apiGet<HydraList<Json>>(`${iri}/suivis`, { pagination: 'false' }),
    apiGet<HydraList<Json>>(`${iri}/taxes`, { pagination: 'false' }),
    apiGet<HydraList<Json>>(`${iri}/documents`, { pagination: 'false' }),
    apiGet<HydraList<Json>>('etudiant_contrats', { entreprise: iri, pagination: 'false', 'order[date_debut]': 'desc' }),
  ]);
  const trainees = new Map<string, string>();
  const ids = [...new Set(members(contrats).map((c) => String(c.etudiant)))];
  await Promise.all(
    ids.map(async (e) => {
      try {
        const s = await apiGet<Json>(e);
        trainees.set(e, `${text(s.lastname).toUpperCase()} ${text(s.firstname)}`.trim());
      } catch {
        trainees.set(e, e);
      }
    }),
  );
  return {
    rows: {
      contacts: members(contacts),
      suivis: members(suivis),
      taxes: members(taxes),
      documents: members(documents),
      contrats: members(contrats),
    },
    trainees,
  };
}

function Grid({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <DataTable
      rows={rows}
      rowKey={(_r, i) => i}
      columns={head.map((h, j) => ({ key: String(j), label: h, align: 'left' as const }))}
    />
  );
}

export default function CompanyPanel({ id }: { id: number | string }) {
  const iri = itemIri('entreprises', id);
  const { views } = useAppConfig();
  const can = useCanAccess();
  const location = useLocation();
  const [tab, setTab] = useState<TabKey>('contacts');
  const [data, setData] = useState<Data | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setData(null);
    load(iri)
      .then((d) => live && setData(d))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [iri]);

  const viewOf = (key: TabKey) => views.find((v) => v.model.name === RESOURCE[key]);
  const link = (key: TabKey, row: Json, label: ReactNode) => {
    const view = viewOf(key);
    return view ? <RouterLink to={recordPath(view, row.id ?? idOf(String(row['@id'])))}>{label}</RouterLink> : label;
  };

  const today = new Date().toISOString().slice(0, 10);
  const body = (key: TabKey): ReactNode => {
    const rows = data!.rows[key];
    if (rows.length === 0)
      return (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t.empty[key]}
        </Typography>
      );
    const c = t.col;
    switch (key) {
      case 'contacts':
        return (
          <Grid
            head={[c.name, c.fonction, c.phone, c.mail, c.tuteur]}
            rows={rows.map((r) => [
              link(key, r, `${text(r.lastname).toUpperCase()} ${text(r.firstname)}`),
              text(r.fonction),
              formatPhone(text(r.phone ?? r.mobile)),
              text(r.mail),
              r.is_tuteur ? t.yes : '',
            ])}
          />
        );
      case 'suivis':
        return (
          <Grid
            head={[c.date, c.objet, c.type, c.relance]}
            rows={rows.map((r) => [
              link(key, r, date(r.date_suivi)),
              text(r.objet),
              suiviType(r.type),
              date(r.date_relance),
            ])}
          />
        );
      case 'taxes':
        return (
          <>
            <Grid
              head={[c.annee, c.taxes, c.promis, c.versement]}
              rows={rows.map((r) => [
                link(key, r, text(r.annee)),
                formatMoney(r.taxes as number | null, { symbol: true }),
                formatMoney(r.montant_promis as number | null, { symbol: true }),
                date(r.date_versement),
              ])}
            />
            <Typography sx={{ mt: 1, fontWeight: 500 }}>
              {fill(t.totalTaxes, { total: formatMoney(taxTotal(rows), { symbol: true }) })}
            </Typography>
          </>
        );
      case 'documents':
        return (
          <Grid
            head={[c.document, c.reception, c.expiration]}
            rows={rows.map((r) => [
              link(key, r, text(r.name)),
              date(r.date_reception),
              <>
                {date(r.date_expiration)}
                {isExpired(r.date_expiration, today) && (
                  <Chip size="small" color="error" label={t.expired} sx={{ ml: 1 }} />
                )}
              </>,
            ])}
          />
        );
      case 'contrats':
        return (
          <Grid
            head={[c.stagiaire, c.debut, c.fin, c.tuteurContrat, c.etat]}
            rows={rows.map((r) => {
              const state = contractState(r, today);
              return [
                link(key, r, data!.trainees.get(String(r.etudiant)) ?? ''),
                date(r.date_debut),
                date(r.date_fin),
                `${text(r.tuteur_lastname).toUpperCase()} ${text(r.tuteur_firstname)}`.trim(),
                state.kind === 'rupture'
                  ? fill(t.ruptured, { date: date(state.date) })
                  : state.kind === 'running'
                    ? t.running
                    : t.ended,
              ];
            })}
          />
        );
    }
  };

  const addView = viewOf(tab);
  return (
    <Box component="section" aria-labelledby="company-panel-title">
      <Typography id="company-panel-title" variant="h6" component="h2">
        {t.title}
      </Typography>
      <Tabs value={tab} onChange={(_e, v: TabKey) => setTab(v)} variant="scrollable" aria-label={t.title}>
        {TABS.map((k) => (
          <Tab
            key={k}
            value={k}
            id={`company-tab-${k}`}
            aria-controls={`company-tabpanel-${k}`}
            label={data ? `${t.tabs[k]} (${data.rows[k].length})` : t.tabs[k]}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`company-tabpanel-${tab}`} aria-labelledby={`company-tab-${tab}`} sx={{ pt: 2 }}>
        {failed ? (
          <Alert severity="error">{t.error}</Alert>
        ) : data === null ? (
          <LinearProgress aria-label={t.title} />
        ) : (
          body(tab)
        )}
        {addView && can('create', addView) && tab !== 'contrats' && (
          <Button
            component={RouterLink}
            to={createPath(addView, { entreprise: iri }, location.pathname)}
            sx={{ mt: 1 }}
          >
            {t.add[tab]}
          </Button>
        )}
      </Box>
    </Box>
  );
}
