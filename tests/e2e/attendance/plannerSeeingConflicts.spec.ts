// Journey: a planner reads the week's conflicts on the calendar itself (not only when saving): two sessions
// of different groups in one room at the same hour are both marked « Conflit : même salle », a summary counts
// them, and each card names its group and trainer; the trainer declared itself away that morning, so its session's
// card also says « hors des disponibilités de l’intervenant », the reason in the warning's tooltip. A group's timetable (its page's link) shows only its
// group's sessions, and « Voir tout le planning » lifts the filter. The planning's settings open its resources
// and keep the user's own option: the view the planning opens in; an activity shows the training actions it serves.
import { antenneIri, apiToken, expect, seed, signIn, test, uniqueName } from '../support.ts';
import { todayParis } from './support.ts';

test('les conflits de salle se voient sur le calendrier, avec le groupe et l’intervenant de chaque séance', async ({ page, request }) => {
  test.setTimeout(120_000);
  const antenne = await antenneIri(request, 'Nice');
  const token = await apiToken(request);
  const sessions = ((await (await request.get('/api/diplome_sessions?pagination=false', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } })).json()) as { 'hydra:member': { '@id': string; name: string }[] })['hydra:member'];
  const [s1, s2] = [sessions[0]!, sessions[1]!];
  const room = await seed(request, 'scheduler_classrooms', { name: uniqueName('Salle '), antenne });
  const speaker = await seed(request, 'scheduler_speakers', { lastname: uniqueName('Formateur'), firstname: 'Paul' });
  const a = await seed(request, 'scheduler_events', { title: uniqueName('Cours A '), dt_start: todayParis(), hr_start: '09:00', hr_end: '12:00', classroom: room['@id'], diplome_session: s1['@id'], speaker: speaker['@id'], antenne });
  const b = await seed(request, 'scheduler_events', { title: uniqueName('Cours B '), dt_start: todayParis(), hr_start: '10:00', hr_end: '11:30', classroom: room['@id'], diplome_session: s2['@id'], antenne });
  const away = uniqueName('Jury ');
  await seed(request, 'scheduler_speaker_disponibilites', { speaker: speaker['@id'], date_debut: todayParis(), hr_start: '08:00', hr_end: '13:00', disponible: false, comment: away });
  const group = await seed(request, 'groupes', { name: uniqueName('Groupe planning '), antenne, etat: 0, diplome_session: s1['@id'] });

  await signIn(page);
  await page.getByRole('menu', { name: 'STAGIAIRES' }).getByRole('menuitem', { name: 'Planning', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/stagiaire/planning');
  const cardA = page.getByRole('button', { name: new RegExp(`${a.title as string}, 09:00–12:00, en conflit : même salle`) });
  const cardB = page.getByRole('button', { name: new RegExp(`${b.title as string}, 10:00–11:30, en conflit : même salle`) });
  await expect(cardA).toBeVisible();
  await expect(cardB).toBeVisible();
  await expect(cardA).toContainText('Conflit : même salle');
  await expect(cardA).toContainText(`Groupe : ${s1.name}`);
  await expect(cardA).toContainText(`Intervenant : ${speaker.lastname as string} Paul`);
  await expect(cardB).toContainText(`Groupe : ${s2.name}`);
  // Its trainer is away that morning: the card says so too, the reason in the warning's tooltip; B has no trainer.
  // (The demo planning may hold a session of A's group at that hour too, some days: « même groupe » then joins in.)
  await expect(cardA).toContainText(/Conflit : même salle(, même groupe)?, hors des disponibilités de l’intervenant/);
  await expect(cardB).not.toContainText('disponibilités');
  await cardA.getByText(/^Conflit :/).hover();
  const day = todayParis().split('-').reverse().join('/');
  await expect(page.getByRole('tooltip')).toHaveText(`L’intervenant est indisponible le ${day} de 08:00 à 13:00 (${away}).`);
  await expect(page.getByRole('status').filter({ hasText: /séance\(s\) en conflit/ })).toBeVisible();

  // The group's timetable, from its page.
  await page.goto(`/stagiaire/gestion-des-groupes/${group.id}`);
  await page.getByRole('link', { name: 'Emploi du temps du groupe' }).click();
  await expect(page.getByText(`Planning du groupe « ${group.name as string} »`)).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(a.title as string) })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(b.title as string) })).toHaveCount(0);
  await page.getByRole('button', { name: 'Voir tout le planning' }).click();
  await expect(page.getByRole('button', { name: new RegExp(b.title as string) })).toBeVisible();

  // The user's own option, in the planning's settings: it opens in the month view once chosen (then set back).
  const settings = page.getByRole('navigation', { name: 'Paramètres du planning' });
  await settings.getByRole('combobox', { name: 'Ma vue par défaut' }).click();
  await page.getByRole('option', { name: 'Mois' }).click();
  await expect(page.getByText('Vos options du planning sont enregistrées.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Mois', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Mois suivant' })).toBeVisible();
  const me = await (await request.get('/api/scheduler_Options', { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(me.default_view).toBe('month');
  await settings.getByRole('combobox', { name: 'Ma vue par défaut' }).click();
  await page.getByRole('option', { name: 'Semaine' }).click();
  await expect(page.getByText('Vos options du planning sont enregistrées.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Semaine', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // The planning's resources are managed from its settings: the equipments have a screen.
  await page.getByRole('navigation', { name: 'Paramètres du planning' }).getByRole('link', { name: 'Équipements' }).click();
  await expect(page).toHaveURL(/\/stagiaire\/equipements$/);
  await expect(page.getByRole('link', { name: 'Créer' })).toBeVisible();

  // An activity's page lists the training actions it serves (scheduler_activity_action_formations).
  const auth = { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } };
  const link = ((await (await request.get('/api/scheduler_activity_action_formations?itemsPerPage=1', auth)).json()) as { 'hydra:member': { activity: string; diplome_session: string }[] })['hydra:member'][0]!;
  const action = (await (await request.get(link.diplome_session, auth)).json()) as { name: string };
  await page.goto(`/stagiaire/activites/${link.activity.split('/').pop()}`);
  const actions = page.getByRole('region', { name: /Actions de formation/ });
  await expect(actions.getByRole('cell', { name: action.name }).first()).toBeVisible();
  // Its « Intervenants » are the speakers' names, never their IRIs.
  const activity = (await (await request.get(link.activity, auth)).json()) as { speakers: string[] };
  const named = (await (await request.get(activity.speakers[0]!, auth)).json()) as { lastname: string; firstname: string };
  await expect(page.getByText(`${named.lastname} ${named.firstname}`, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('/api/scheduler_speakers/')).toHaveCount(0);
});
