// The trainee page (/stagiaires/{id}) and the candidate page (/candidatures/{id}) as tabs:
// identity and contact, formation (with the groups), company and tutor (current contract), documents with
// their expiry, absences and attendance (with the attendance panels), evaluations, invoices, motivation grids,
// bilans, then one tab per titled panel other domains register for `etudiants` (pages/<domain>/panels.ts).
// A tab mounts (and loads) only when opened; the open tab is in the address (?onglet=) for a deep link.
// « Inscrire » turns a candidate into a trainee placed in a group and a session.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Tab, Tabs, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import ListIcon from '@mui/icons-material/List';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  Labeled,
  RecordContextProvider,
  ShowBase,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { useShowErrorOptions } from '../../views/showError.ts';
import { represent } from '../../../shared/format/represent.ts';
import { useAppConfig } from '../../appConfig.tsx';
import { inscriptionsFr } from '../../i18n/inscriptions.ts';
import { useCanAccess } from '../../session/access.ts';
import { AccessDeniedPage } from '../AccessDeniedPage.tsx';
import { NotFoundPage } from '../NotFoundPage.tsx';
import { showPanels } from '../registry.ts';
import { editPath, listPath, recordPath } from '../../views/paths.ts';
import { useProfiledView } from '../../views/profiled.ts';
import { RelatedList } from '../../views/RelatedLists.tsx';
import type { RelatedView, ViewConfig } from '../../views/viewTypes.ts';
import { RecordActions } from '../../widgets/archive/RecordActions.tsx';
import { CurrentContract } from '../alternance/CurrentContract.tsx';
import { EnrolDialog } from '../inscriptions/EnrolDialog.tsx';
import { FieldsCard } from './FieldsCard.tsx';
import { FieldDisplay } from '../../views/FieldDisplay.tsx';
import { CANDIDATE_TABS, OWN_TABS, planTabs, sectionTab, type TabKey } from './tabs.ts';

const t = inscriptionsFr.fiche;
/** « Importer depuis Google Drive » (domain compte), shown only when Google is configured on the server. */
const DriveImport = lazy(() => import('../compte/DriveImport.tsx'));
/** The tab last opened per record, so coming back from a child's form (« Ajouter ») reopens it. In memory only. */
const lastTab = new Map<string, string>();
/** What the page's head tells at once, before any tab. */
const SUMMARY = {
  trainee: ['antenne', 'diplome_session', 'etat', 'etat_parcours'],
  candidate: ['antenne', 'diplome', 'diplome_session'],
};
const DESIRED = [
  'desired_entreprise',
  'desired_tutor',
  'desired_tutor_lastname',
  'desired_tutor_firstname',
  'entreprise_tuteur_title',
];

interface PageTab {
  key: string;
  label: string;
  render: () => ReactNode;
}

function Related({ list }: { list: RelatedView[] }) {
  const { views } = useAppConfig();
  const can = useCanAccess();
  return (
    <>
      {list.map((related) => {
        const child = views.find((v) => v.key === related.viewKey);
        if (!child || !can('list', child)) return null;
        return <RelatedList key={`${related.viewKey}.${related.target}`} related={related} child={child} />;
      })}
    </>
  );
}

function Panels({ id, titled }: { id: number | string; titled: boolean }) {
  const mine = showPanels.filter((p) => p.resource === 'etudiants' && Boolean(p.title) === titled);
  return (
    <>
      {mine.map(({ Component }, i) => (
        <Box key={i} sx={{ mb: 2 }}>
          <Suspense fallback={<LinearProgress aria-label={t.loading} />}>
            <Component id={id} />
          </Suspense>
        </Box>
      ))}
    </>
  );
}

function useTabs(view: ViewConfig, id: number | string, candidate: boolean): PageTab[] {
  const plan = planTabs(view.related);
  const sections = (tab: TabKey) =>
    view.showSections
      .filter((s) => sectionTab(s.title) === tab)
      .map((s, i) => <FieldsCard key={s.title ?? i} title={s.title} fields={s.fields} />);
  const desired = DESIRED.map((n) => view.fields.get(n)).filter((f) => f !== undefined);
  const content: Record<TabKey, () => ReactNode> = {
    identity: () => sections('identity'),
    formation: () => (
      <>
        {sections('formation')}
        <Related list={plan.own.get('formation')!} />
      </>
    ),
    company: () => (
      <>
        <CurrentContract id={id} />
        {desired.length > 0 ? <FieldsCard title={t.desired} fields={desired} /> : null}
        <Related list={plan.own.get('company')!} />
      </>
    ),
    documents: () => (
      <>
        {!candidate && (
          <Suspense fallback={null}>
            <DriveImport id={id} />
          </Suspense>
        )}
        <Related list={plan.own.get('documents')!} />
      </>
    ),
    absences: () => (
      <>
        <Panels id={id} titled={false} />
        <Related list={plan.own.get('absences')!} />
      </>
    ),
    evaluations: () => <Related list={plan.own.get('evaluations')!} />,
    invoices: () => <Related list={plan.own.get('invoices')!} />,
    grids: () => <Related list={plan.own.get('grids')!} />,
    bilans: () => <Related list={plan.own.get('bilans')!} />,
  };
  const own = (candidate ? CANDIDATE_TABS : OWN_TABS)
    // A tab with nothing to show (no section, no child list) is left out, except those with their own content.
    .filter((k) => ['identity', 'formation', 'company', 'absences'].includes(k) || plan.own.get(k)!.length > 0)
    .filter((k) => !(candidate && k === 'company'))
    .map((k) => ({ key: k, label: t.tabs[k], render: content[k] }));
  if (candidate) return own;
  const extra = plan.extra.map((r) => ({ key: r.viewKey, label: r.label, render: () => <Related list={[r]} /> }));
  const panels = showPanels
    .filter((p) => p.resource === 'etudiants' && p.title && !p.pinned)
    .map((p, i) => ({
      key: `panel-${i}`,
      label: p.title!,
      render: () => (
        <Box component="section" aria-label={p.title}>
          <Suspense fallback={<LinearProgress aria-label={t.loading} />}>
            <p.Component id={id} />
          </Suspense>
        </Box>
      ),
    }));
  return [...own, ...extra, ...panels];
}

function Content({ view }: { view: ViewConfig }) {
  const record = useRecordContext();
  const can = useCanAccess();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const { views } = useAppConfig();
  const [search] = useSearchParams();
  const memoryKey = `${view.key}/${String(record?.id)}`;
  const [chosen, setChosen] = useState(() => search.get('onglet'));
  const [enrolling, setEnrolling] = useState(false);
  const candidate = record?.type === 0;
  const tabs = useTabs(view, record?.id ?? '', candidate);
  if (!record) return null;
  const name = represent(view.model.representation, record);
  const current = tabs.find((x) => x.key === (chosen ?? lastTab.get(memoryKey))) ?? tabs[0]!;
  const index = tabs.indexOf(current);
  lastTab.set(memoryKey, current.key);
  const trainees = views.find((v) => v.key === 'stagiaires');
  // The open tab goes to the address for a deep link, without a navigation (the page stays as it is).
  const choose = (key: string) => {
    setChosen(key);
    lastTab.set(memoryKey, key);
    const url = new URL(window.location.href);
    url.searchParams.set('onglet', key);
    window.history.replaceState(window.history.state, '', url);
  };
  return (
    <RecordContextProvider value={record}>
      <TopToolbar sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h5" component="h1">
            {name}
          </Typography>
          <Chip size="small" label={candidate ? t.candidate : t.trainee} color={candidate ? 'info' : 'primary'} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={listPath(view)} startIcon={<ListIcon />}>
            {view.labelMany}
          </Button>
          {can('edit', view, record) && (
            <Button component={RouterLink} to={editPath(view, record.id)} startIcon={<EditIcon />} variant="contained">
              {t.edit}
            </Button>
          )}
          {candidate && record.etat === 0 && can('edit', view, record) && (
            <Button variant="contained" color="success" startIcon={<HowToRegIcon />} onClick={() => setEnrolling(true)}>
              {inscriptionsFr.inscrire.button}
            </Button>
          )}
          <RecordActions view={view} />
        </Box>
      </TopToolbar>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 2 }}>
        {(candidate ? SUMMARY.candidate : SUMMARY.trainee)
          .map((n) => view.fields.get(n))
          .filter((f) => f !== undefined)
          .map((field) => (
            <Labeled key={field.name} label={field.label} source={field.name}>
              <FieldDisplay field={field} />
            </Labeled>
          ))}
      </Box>
      {!candidate && !record.diplome_session ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t.notPlaced}
        </Alert>
      ) : null}
      {candidate
        ? null
        : showPanels
            .filter((p) => p.resource === 'etudiants' && p.pinned)
            .map((p) => (
              <Card key={p.title} variant="outlined" sx={{ mb: 2 }} component="section" aria-label={p.title}>
                <CardContent>
                  <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                    {p.title}
                  </Typography>
                  <Suspense fallback={<LinearProgress aria-label={t.loading} />}>
                    <p.Component id={record.id} />
                  </Suspense>
                </CardContent>
              </Card>
            ))}
      <Tabs
        value={index}
        onChange={(_e, i: number) => choose(tabs[i]!.key)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t.tabsLabel}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', width: 0, minWidth: '100%' }}
      >
        {tabs.map((tab, i) => (
          <Tab key={tab.key} label={tab.label} id={`fiche-tab-${i}`} aria-controls={`fiche-panel-${i}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`fiche-panel-${index}`} aria-labelledby={`fiche-tab-${index}`}>
        {current.render()}
      </Box>
      {candidate ? (
        <EnrolDialog
          id={record.id}
          name={name}
          open={enrolling}
          onClose={() => setEnrolling(false)}
          onDone={(message) => {
            setEnrolling(false);
            notify(message, { type: 'success' });
            refresh();
            if (trainees) navigate(recordPath(trainees, record.id));
          }}
        />
      ) : null}
    </RecordContextProvider>
  );
}

function TraineeShow({ raw }: { raw: ViewConfig }) {
  const view = useProfiledView(raw);
  const can = useCanAccess();
  const { id } = useParams();
  const onError = useShowErrorOptions(view.key);
  if (!can('list', view)) return <AccessDeniedPage />;
  return (
    <ShowBase resource={view.key} id={id} queryOptions={onError}>
      <Box sx={{ mt: 1, minWidth: 0, maxWidth: '100%' }}>
        <Content view={view} />
      </Box>
    </ShowBase>
  );
}

function TraineePage({ viewKey }: { viewKey: string }) {
  const { views } = useAppConfig();
  const raw = views.find((v) => v.key === viewKey);
  return raw ? <TraineeShow raw={raw} /> : <NotFoundPage />;
}

export function StagiairePage() {
  return <TraineePage viewKey="stagiaires" />;
}

export function CandidaturePage() {
  return <TraineePage viewKey="candidatures" />;
}
