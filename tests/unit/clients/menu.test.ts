// The menu built from each profile follows spec 000 section 2: reduced antenne level, per-client headings and
// antenne module name, colours of section 9, accessRight and role gates.
import { describe, expect, it } from 'vitest';
import { buildMenu, resolveProfile, type Level, type MenuSection } from '../../../src/shared/clients/index.ts';
import { loadProfilesFromDir } from '../../../src/shared/clients/node-loader.ts';

const { profiles } = await loadProfilesFromDir();
const supervisor = ['ROLE_SUPERVISOR'];
/** Every client of clients/, whatever their number; the platform's own profile (configuration only) apart. */
const centres = profiles.filter((p) => p.key !== 'plateforme').map((p) => p.cfa.id);

function menuOf(cfaId: number, level: Level, roles: string[] = supervisor): MenuSection[] {
  const profile = resolveProfile(profiles, { cfaId, level });
  if (!profile) throw new Error(`no profile for ${cfaId}`);
  return buildMenu(profile, level, roles);
}
const section = (menu: MenuSection[], key: string) => menu.find((s) => s.key === key);
const itemKeys = (menu: MenuSection[]) => menu.flatMap((s) => s.items.map((i) => i.key));

describe('antenne-level reduction, for every client', () => {
  for (const cfaId of centres) {
    it(`centre ${cfaId}: no facturation, post-formation limited to suivis, no parametres`, () => {
      const menu = menuOf(cfaId, 'antenne');
      expect(section(menu, 'facturation')).toBeUndefined();
      expect(section(menu, 'postformation')?.items.map((i) => i.key)).toEqual(['postformation.suivis']);
      expect(itemKeys(menu)).not.toContain('gestion.parametres');
    });
  }

  it('the centre level of the same client keeps them', () => {
    const menu = menuOf(1, 'cfa');
    expect(section(menu, 'facturation')?.items.map((i) => i.to)).toEqual(['/facturation/aides-mobilisees', '/facturation/factures']);
    expect(itemKeys(menu)).toContain('gestion.parametres');
    expect(section(menu, 'postformation')?.items).toHaveLength(3);
  });
});

describe("the platform's profile", () => {
  it('shows its support the configuration only, and a centre role nothing more', () => {
    const platform = profiles.find((p) => p.key === 'plateforme')!.cfa.id;
    expect(itemKeys(menuOf(platform, 'cfa', ['ROLE_PLATFORM']))).toEqual(['gestion.configuration']);
    expect(itemKeys(menuOf(platform, 'cfa', ['ROLE_ADMIN']))).toEqual([]);
    // In a centre's profile too, the platform role alone sees the configuration entry and nothing else.
    expect(itemKeys(menuOf(1, 'cfa', ['ROLE_PLATFORM']))).toEqual(['gestion.configuration']);
    expect(itemKeys(menuOf(1, 'cfa', ['ROLE_ADMIN']))).not.toContain('gestion.configuration');
    expect(itemKeys(menuOf(1, 'cfa'))).toContain('gestion.configuration');
  });
});

describe('per-client headings and names', () => {
  it('training menu reads FORMATION for the demo centre and PÉDAGOGIE for the sports network', () => {
    expect(section(menuOf(1, 'cfa'), 'formation')?.label).toBe('FORMATION');
    expect(section(menuOf(2, 'cfa'), 'formation')?.label).toBe('PÉDAGOGIE');
    expect(section(menuOf(2, 'cfa'), 'gestion')?.label).toBe('GESTION DU RÉSEAU');
  });

  it('the multi-activity association calls its antenne module « Dispositifs de formation »', () => {
    const antenne = section(menuOf(4, 'cfa'), 'gestion')?.items.find((i) => i.key === 'gestion.antenne');
    expect(antenne).toEqual({ key: 'gestion.antenne', label: 'Dispositifs de formation', to: '/futurosud/antennes' });
    expect(resolveProfile(profiles, { cfaId: 4, level: 'cfa' })?.denominations.antenneField).toBe('Dispositif de formation');
    expect(section(menuOf(1, 'cfa'), 'gestion')?.items.find((i) => i.key === 'gestion.antenne')?.label).toBe('Antennes UFA');
  });

  it('the four extra surveys are the multi-activity association\'s, not the default', () => {
    const withSurveys = centres.filter((id) => itemKeys(menuOf(id, 'cfa')).includes('postformation.EnqueteFormateur'));
    expect(withSurveys).toContain(4);
    expect(withSurveys).not.toContain(1);
  });
});

describe('colours and routes', () => {
  it('use the module colours of spec 000 section 9', () => {
    const colours = Object.fromEntries(menuOf(1, 'cfa').map((s) => [s.key, s.color]));
    expect(colours).toMatchObject({
      gestion: '#92CE9E', candidature: '#90CCC6', stagiaire: '#D396BE', formation: '#E09F9F',
      entreprise: '#E8C6A4', postformation: '#989DD6', taxes: '#6AA6DA', statistiques: '#c5e2a5',
    });
  });

  it('point at the spec routes', () => {
    const to = Object.fromEntries(menuOf(1, 'cfa').flatMap((s) => s.items.map((i) => [i.key, i.to])));
    expect(to).toMatchObject({
      'gestion.parametres': '/antenne/parametrage-du-site',
      'gestion.gedcollaborative': '/antenne/ged-collaborative',
      'candidature.demandeInscriptions': '/candidatures/demande-inscriptions',
      'stagiaire.groupes': '/stagiaire/gestion-des-groupes',
      'formation.pif': '/pedagogie/plan_individualise_de_formation',
      'postformation.suivis': '/post-formation/suivi-stagiaire',
      'taxes.all_taxes': '/taxes/annuaire-entreprise',
      'stagiaire.suiviEntretiens': '/stagiaire/tableau-de-bord-entretiens',
      'stagiaire.exportSifa': '/stagiaire/export-sifa',
    });
  });

  it('the interviews dashboard and the SIFA export sit in the trainees section, for the centre and its antennes', () => {
    for (const cfaId of centres) {
      for (const level of ['cfa', 'antenne'] as const) {
        expect(itemKeys(menuOf(cfaId, level, ['ROLE_COORDINATOR']))).toEqual(
          expect.arrayContaining(['stagiaire.suiviEntretiens', 'stagiaire.exportSifa']));
      }
    }
    // The SIFA file is the staff's declaration: a read-only guest is not offered it.
    expect(itemKeys(menuOf(1, 'cfa', ['ROLE_GUEST']))).not.toContain('stagiaire.exportSifa');
  });
});

describe('gates', () => {
  it('accessRight flags hide what they name', () => {
    expect(itemKeys(menuOf(6, 'cfa'))).not.toContain('stagiaire.groupes'); // hasGroups false
    expect(itemKeys(menuOf(5, 'cfa'))).not.toContain('stagiaire.sessions'); // hasSessions false
    expect(itemKeys(menuOf(5, 'cfa'))).not.toContain('gestion.gedcollaborative'); // no GED folder
    expect(itemKeys(menuOf(1, 'cfa'))).toEqual(expect.arrayContaining(['stagiaire.groupes', 'stagiaire.sessions', 'gestion.gedcollaborative']));
  });

  it('an empty sub-module list hides the section', () => {
    expect(section(menuOf(3, 'cfa'), 'taxes')).toBeUndefined();
    expect(section(menuOf(1, 'cfa'), 'taxes')).toBeDefined();
  });

  it('roles: user management for supervisors and admins, no invoicing or taxes for guests', () => {
    expect(itemKeys(menuOf(1, 'cfa', ['ROLE_ADMIN']))).toContain('gestion.gestionutilisateurs');
    expect(itemKeys(menuOf(1, 'cfa', ['ROLE_USER']))).not.toContain('gestion.gestionutilisateurs');
    const guest = menuOf(1, 'cfa', ['ROLE_GUEST']);
    expect(section(guest, 'facturation')).toBeUndefined();
    expect(section(guest, 'taxes')).toBeUndefined();
    expect(itemKeys(guest)).not.toContain('gestion.parametres');
  });

  it('the sports antenne entry keeps its own, shorter management list', () => {
    expect(section(menuOf(2, 'antenne'), 'gestion')?.items.map((i) => i.key.split('.')[1])).toEqual([
      'tableaudebord', 'antenne', 'diplomes', 'statistiques', 'gedcollaborative', 'prestataires',
    ]);
  });
});
