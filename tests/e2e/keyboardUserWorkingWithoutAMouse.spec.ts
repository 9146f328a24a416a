// Journey: a member of staff who works without a mouse signs in, opens the trainee list, opens a record, edits
// a field and saves, then archives a group from its row of the group list, with Tab, Enter, Escape and typing
// only. Each Tab moves the focus to another element the user can see (on screen, with a
// focus indicator); the user menu and the archive confirmation open and close with the keyboard, keep the focus
// inside while open and give it back.
import type { Page } from '@playwright/test';
import { antenneIri, checkA11y, expect, seed, test, uniqueName } from './support.ts';

interface Focused {
  tag: string;
  role: string | null;
  name: string;
  text: string;
  /** On screen and drawn with a focus indicator (an outline, or MUI's focus-visible / focused state). */
  visible: boolean;
}

/** What has the focus, and whether the user can see it. */
async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const box = el.getBoundingClientRect();
    const onScreen = box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    let indicator = false;
    for (let node: HTMLElement | null = el, depth = 0; node && depth < 4; node = node.parentElement, depth++) {
      const style = getComputedStyle(node);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      if (outlined || node.classList.contains('Mui-focusVisible') || node.classList.contains('Mui-focused')) indicator = true;
    }
    const label = el.getAttribute('aria-label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ?? '';
    return {
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role'),
      name: label.replace(/\s*\*\s*$/, '').trim(),
      text: (el.textContent ?? '').trim().slice(0, 200),
      visible: onScreen && indicator && el.matches(':focus-visible'),
    };
  });
}

/** Presses Tab until the focused element is the one wanted; every stop on the way must be visibly focused. */
async function tabTo(page: Page, wanted: (f: Focused) => boolean, what: string, max = 60): Promise<void> {
  const trail: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    let now = await focused(page);
    // An element may slide in when focused (react-admin's "Aller au contenu"): a moment to show itself.
    for (let wait = 0; wait < 10 && now && !now.visible; wait++) {
      await page.waitForTimeout(100);
      now = await focused(page);
    }
    expect(now, `après ${i + 1} tabulation(s) vers ${what}, le focus est perdu`).not.toBeNull();
    expect(now!.visible, `focus invisible sur ${JSON.stringify(now)}`).toBe(true);
    if (wanted(now!)) return;
    trail.push(`${now!.tag}[${now!.role ?? ''}] ${now!.name || now!.text.slice(0, 30)}`);
  }
  throw new Error(`${what} : pas atteint en ${max} tabulations ; le focus est passé par : ${trail.join(' → ')}`);
}

// Each key press is followed by a look at the focus: a long form takes a hundred of them on a busy machine.
test.setTimeout(180_000);

test('sans souris : se connecter, ouvrir la liste, ouvrir un stagiaire, le modifier et enregistrer', async ({ page, request }) => {
  const lastname = uniqueName('Clavier');
  const trainee = await seed(request, 'etudiants', { type: 1, lastname, firstname: 'Aude', city: 'Grasse', antenne: await antenneIri(request, 'Nice') });

  // Sign in: the e-mail input has the focus on arrival, Tab goes to the password, Enter sends the form.
  await page.goto('/');
  await expect(page.getByLabel('Adresse e-mail')).toBeFocused();
  await page.keyboard.type('admin@demo.fr');
  await tabTo(page, (f) => f.tag === 'input' && f.name === 'Mot de passe', 'le mot de passe');
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/accueil$/);
  await expect(page.getByRole('button', { name: 'Profil' })).toBeVisible();

  // The user menu: Enter opens it with the focus on its first entry, Escape closes it and gives the focus back.
  await tabTo(page, (f) => f.name === 'Profil', 'le menu Profil');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Modifier mon profil' })).toBeFocused();
  await checkA11y(page, '[role="menu"]');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Modifier mon profil' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Profil' })).toBeFocused();

  // The left menu leads to the list.
  await tabTo(page, (f) => f.role === 'menuitem' && f.text === 'Stagiaires', 'l’entrée Stagiaires du menu');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/stagiaires$/);
  await expect(page.getByRole('textbox', { name: 'Rechercher par nom' })).toBeVisible();

  // The list's search, then the row: a tab stop that Enter opens.
  await tabTo(page, (f) => f.tag === 'input' && f.name.startsWith('Rechercher par nom'), 'la recherche');
  await page.keyboard.type(lastname);
  await expect(page.getByRole('row').filter({ hasText: lastname })).toHaveCount(1);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await tabTo(page, (f) => f.tag === 'tr' && f.text.includes(lastname), 'la ligne du stagiaire');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/stagiaires/${trainee.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${lastname} Aude` })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  // The record's "Modifier", then the city, then "Enregistrer".
  await tabTo(page, (f) => f.text === 'Modifier', 'le bouton Modifier');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/stagiaires/${trainee.id}/modifier$`));
  // The form once loaded (the focus is not looked at while the page replaces its loading state).
  await expect(page.getByRole('textbox', { name: 'Ville', exact: true })).toHaveValue('Grasse');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await tabTo(page, (f) => f.tag === 'input' && f.name === 'Ville', 'la ville');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Vence');
  await tabTo(page, (f) => f.tag === 'button' && f.text === 'Enregistrer', 'le bouton Enregistrer', 150);
  // (A trainee is never hard-deleted, so its form has no « Supprimer » and no confirmation dialog to try here.)
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeFocused();
  const patched = page.waitForResponse((r) => r.url().endsWith(`/api/etudiants/${trainee.id}`) && r.request().method() === 'PATCH');
  await page.keyboard.press('Enter');
  expect(JSON.parse((await patched).request().postData() ?? '{}')).toEqual({ city: 'Vence' });
  await expect(page).toHaveURL(new RegExp(`/stagiaires/${trainee.id}$`));
  await expect(page.getByText('Vence', { exact: true })).toBeVisible();

  // A confirmation dialog, by keyboard alone: « Archiver » of a group's row asks first.
  const groupName = uniqueName('GroupeClavier');
  const group = await seed(request, 'groupes', { name: groupName, antenne: await antenneIri(request, 'Nice') });
  await page.goto('/stagiaire/gestion-des-groupes');
  await expect(page.getByRole('textbox', { name: 'Rechercher un groupe' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // Past the long menu by the skip link, as a keyboard user does: « Aller au contenu », then Tab into the page.
  await tabTo(page, (f) => f.name === 'Aller au contenu' || f.text === 'Aller au contenu', 'le lien « Aller au contenu »');
  await page.keyboard.press('Enter');
  await tabTo(page, (f) => f.tag === 'input' && f.name === 'Rechercher un groupe', 'la recherche des groupes');
  await page.keyboard.type(groupName);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await tabTo(page, (f) => f.tag === 'button' && f.name === `Archiver ${groupName}`, 'le bouton Archiver de la ligne');
  // Enter opens it with the focus on its answer; Escape closes it, nothing changed, the focus back on the button.
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: `Archiver « ${groupName} » ?` });
  await expect(confirm.getByRole('button', { name: 'Archiver' })).toBeFocused();
  await checkA11y(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Archiver ${groupName}` })).toBeFocused();
  await expect(page).toHaveURL(/\/stagiaire\/gestion-des-groupes(\?|$)/);
  // Again; Tab stays inside the dialog (« Annuler », then back to « Archiver »), Enter answers.
  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: 'Archiver' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Archiver' })).toBeFocused();
  const archived = page.waitForResponse((r) => r.url().endsWith(`/api/groupes/${group.id}`) && r.request().method() === 'PATCH');
  await page.keyboard.press('Enter');
  expect(JSON.parse((await archived).request().postData() ?? '{}')).toEqual({ etat: 1 });
  await expect(page.getByText('Groupe archivé avec succès')).toBeVisible();
  await expect(page.locator('tbody tr').filter({ hasText: groupName })).toHaveCount(0);
});
