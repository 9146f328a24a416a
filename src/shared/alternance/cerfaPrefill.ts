// The cerfa 10103 pre-filled from what the API holds: the contract (type, mode, dates, hours, salary, tutor),
// the trainee (identity, birth date, address), the company (name, SIRET, NAF, IDCC, size, address) and the
// legal minimum remuneration per contract year. Pure: the page fetches, this maps.
import { addMonths, ageAt, contractYears, emptyCerfa, minimumRemuneration, type CerfaData } from './cerfa.ts';
import { types_contrat_cerfa, modes_contractuels_cerfa } from '../reference/cerfa.ts';

type Json = Record<string, unknown>;
const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const day = (v: unknown) => s(v).slice(0, 10);
const inList = (list: readonly { id: number }[], v: unknown): number | '' =>
  typeof v === 'number' && list.some((x) => x.id === v) ? v : '';

/** Company status (entreprises.statut: 3 association, 6 société, 1 entreprise individuelle) → cerfa employer type. */
const employerType = (statut: unknown): number | '' => (statut === 3 ? 15 : statut === 6 ? 12 : statut === 1 ? 11 : '');

export function cerfaFromRecords(contract: Json, trainee: Json, company: Json | null): CerfaData {
  const d = emptyCerfa();
  if (company) {
    d.employeur = {
      ...d.employeur,
      denomination: s(company.name),
      siret: s(company.siret),
      type_employeur: employerType(company.statut),
      code_naf: s(company.code_naf),
      effectif: s(company.effectif),
      idcc: s(company.idcc),
      adresse: [s(company.address), s(company.address_complement)].filter(Boolean).join(', '),
      code_postal: s(company.postal_code),
      commune: s(company.city),
      telephone: s(company.phone),
      courriel: s(company.mail),
    };
  }
  d.apprenti = {
    ...d.apprenti,
    nom: s(trainee.lastname),
    prenom: s(trainee.firstname),
    date_naissance: day(trainee.birthdate),
    sexe: trainee.civility === 0 ? 'M' : trainee.civility === 1 ? 'F' : '',
    adresse: s(trainee.address),
    code_postal: s(trainee.postal_code),
    commune: s(trainee.city),
    telephone: s(trainee.phone_number ?? trainee.phone_number_fix),
    courriel: s(trainee.mail),
  };
  if (contract.tuteur_lastname || contract.tuteur_firstname)
    d.maitres = [{ ...d.maitres[0]!, nom: s(contract.tuteur_lastname), prenom: s(contract.tuteur_firstname) }];
  const start = day(contract.date_debut);
  const end = day(contract.date_fin);
  d.contrat = {
    ...d.contrat,
    type_contrat: inList(types_contrat_cerfa, contract.type_contrat) || 11,
    mode_contractuel: inList(modes_contractuels_cerfa, contract.mode_contractuel) || 1,
    date_conclusion: day(contract.date_conclusion),
    date_debut_execution: start,
    date_debut_formation_pratique: start,
    date_fin: end,
    duree_hebdo: s(contract.duree_hebdo) || '35',
    salaire_brut_mensuel: s(contract.salaire_brut_mensuel),
    remunerations: suggestedRemunerations(d.apprenti.date_naissance, start, end),
  };
  return d;
}

/** The legal minimum per contract year, as a starting point the user may raise. */
export function suggestedRemunerations(birth: string, start: string, end: string): string[] {
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(birth) ||
    !/^\d{4}-\d{2}-\d{2}$/.test(start) ||
    !/^\d{4}-\d{2}-\d{2}$/.test(end) ||
    end <= start
  )
    return [];
  return Array.from({ length: contractYears(start, end) }, (_x, i) =>
    String(minimumRemuneration(ageAt(birth, addMonths(start, 12 * i)), i + 1)),
  );
}
