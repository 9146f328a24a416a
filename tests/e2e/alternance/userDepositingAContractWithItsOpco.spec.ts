// Journey (OPCO deposit): a user deposits a contract's file with the company's OPCO (a local stub):
// it is deposited with the OPCO's number; the stub stopped, a new deposit fails in French and the file stays
// ready (still listed after a reload); the stub back, the file is sent again.
import { antenneIri, checkA11y, expect, seed, signIn, test, uniqueName } from '../support.ts';
import { startOpcoStub, type OpcoStub } from '../opcoStub.ts';

let stub: OpcoStub | undefined;
test.afterEach(async () => { await stub?.close(); stub = undefined; });

test("déposer le dossier d'un contrat à l'OPCO, puis le renvoyer après un échec", async ({ page, request }) => {
  let n = 0;
  const nextNumero = () => `DEP-${++n}`;
  const nice = await antenneIri(request, 'Nice');
  const company = await seed(request, 'entreprises', { name: uniqueName('Club OPCO '), opco: 2, antenne: nice });
  const lastname = uniqueName('Déposé');
  const trainee = await seed(request, 'etudiants', { type: 1, etat: 0, lastname, firstname: 'Noé', antenne: nice });
  const contract = await seed(request, 'etudiant_contrats', { etudiant: trainee['@id'], entreprise: company['@id'], opco: 2, date_debut: '2026-09-01', date_fin: '2028-08-31' });

  stub = await startOpcoStub(nextNumero);
  await signIn(page);
  await page.goto(`/stagiaire/contrats/${contract.id}`);
  await expect(page.getByText("Aucun dépôt à l'OPCO pour ce contrat.")).toBeVisible();
  await checkA11y(page);
  const deposits = page.getByRole('table', { name: "Dépôts à l'OPCO" });

  await page.getByRole('button', { name: "Déposer le dossier à l'OPCO" }).click();
  await expect(page.getByText("Dossier déposé à l'OPCO : n° DEP-1.")).toBeVisible();
  await expect(deposits.getByRole('row', { name: /Déposé/ })).toContainText('DEP-1');
  expect(stub.received[0]!.url).toBe('/depots/2');
  expect(stub.received[0]!.body.dossier.apprenti.lastname).toBe(lastname);

  // The OPCO unreachable: a French error, the file kept ready to send.
  await stub.close();
  stub = undefined;
  await page.getByRole('button', { name: "Déposer le dossier à l'OPCO" }).click();
  await expect(page.getByText(/ne répond pas : le dossier reste prêt à être envoyé\./).first()).toBeVisible();
  await page.reload();
  await expect(deposits.getByRole('row', { name: /Échec : prêt à renvoyer/ })).toBeVisible();

  // Back online: sent again.
  stub = await startOpcoStub(nextNumero);
  await page.getByRole('button', { name: 'Renvoyer le dossier n° 2' }).click();
  await expect(page.getByText("Dossier déposé à l'OPCO : n° DEP-2.")).toBeVisible();
  await expect(deposits.getByRole('row', { name: /Déposé/ })).toHaveCount(2);
});
