// The public company registry's answer (recherche-entreprises.api.gouv.fr, GET /search?q=<siren|siret>) mapped
// to our entreprise fields: name, sign, SIRET, NAF code and sector (its two-digit division), legal form (INSEE
// category, level II), status, size band, address, postal code, city, department. Values our reference lists
// do not know are left null rather than guessed.
import { formes_juridiques } from '../../../shared/reference/nomenclatures/formes-juridiques.ts';
import { secteurs_activite } from '../../../shared/reference/nomenclatures/secteurs-activite.ts';
import { departements } from '../../../shared/reference/nomenclatures/territoires.ts';

type Json = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

export interface RegistryEstablishment extends Json {
  siret?: string;
  adresse?: string;
  code_postal?: string;
  libelle_commune?: string;
  departement?: string;
  activite_principale?: string;
  numero_voie?: string;
  indice_repetition?: string;
  type_voie?: string;
  libelle_voie?: string;
  complement_adresse?: string;
  liste_enseignes?: string[] | null;
  etat_administratif?: string;
  est_siege?: boolean;
  tranche_effectif_salarie?: string | null;
}
export interface RegistryUnit extends Json {
  siren?: string;
  nom_complet?: string;
  nom_raison_sociale?: string | null;
  nature_juridique?: string | null;
  activite_principale?: string | null;
  tranche_effectif_salarie?: string | null;
  date_creation?: string | null;
  etat_administratif?: string;
  siege?: RegistryEstablishment;
  matching_etablissements?: RegistryEstablishment[];
}

/** The unit and establishment that answer the lookup: the establishment of that SIRET, or the head office. */
export function pickEstablishment(
  results: RegistryUnit[],
  siren: string,
  siret: string | null,
): { unit: RegistryUnit; etab: RegistryEstablishment } | null {
  const unit = results.find((r) => r.siren === siren);
  if (!unit) return null;
  if (!siret) return unit.siege ? { unit, etab: unit.siege } : null;
  const etab = [unit.siege, ...(unit.matching_etablissements ?? [])].find((e) => e?.siret === siret);
  return etab ? { unit, etab } : null;
}

/** INSEE size bands (tranche d'effectif) → our four sizes: under 10, 10-49, 50-99, 100 and more. */
function taille(code: string | null): number | null {
  if (code === null || !/^\d{2}$/.test(code)) return null;
  const n = Number(code);
  return n <= 3 ? 1 : n <= 12 ? 2 : n === 21 ? 3 : 4;
}

/** Legal category → our status: 92 association, 5x company (société), 1x sole trader (entreprise), else other. */
function statut(nature: string | null): number | null {
  if (!nature) return null;
  if (nature.startsWith('92')) return 3;
  if (nature.startsWith('5')) return 6;
  if (nature.startsWith('1')) return 1;
  return 5;
}

export function toEntreprise(unit: RegistryUnit, etab: RegistryEstablishment): Json {
  const nature = str(unit.nature_juridique);
  const forme = nature && /^\d{2}/.test(nature) ? Number(nature.slice(0, 2)) : null;
  const naf = str(etab.activite_principale) ?? str(unit.activite_principale);
  const nafOk = naf !== null && /^[0-9]{2}\.?[0-9]{2}[A-Z]$/.test(naf);
  const division = nafOk ? Number(naf!.slice(0, 2)) : null;
  const street = [etab.numero_voie, etab.indice_repetition, etab.type_voie, etab.libelle_voie]
    .map(str)
    .filter(Boolean)
    .join(' ');
  const postal = str(etab.code_postal);
  const dep = str(etab.departement);
  return {
    name: str(unit.nom_raison_sociale) ?? str(unit.nom_complet),
    enseigne: str(etab.liste_enseignes?.[0]),
    siren: str(unit.siren),
    siret: str(etab.siret),
    code_naf: nafOk ? naf : null,
    secteur_activite: secteurs_activite.some((s) => s.id === division) ? division : null,
    forme_juridique: formes_juridiques.some((f) => f.id === forme) ? forme : null,
    statut: statut(nature),
    taille: taille(str(etab.tranche_effectif_salarie) ?? str(unit.tranche_effectif_salarie)),
    address: street || str(etab.adresse),
    address_complement: str(etab.complement_adresse),
    postal_code: postal && /^\d{5}$/.test(postal) ? postal : null,
    city: str(etab.libelle_commune),
    departement: departements.some((d) => d.id === dep) ? dep : null,
    date_creation: str(unit.date_creation),
    ferme: etab.etat_administratif === 'F' || unit.etat_administratif === 'C',
    est_siege: etab.est_siege ?? etab.siret === unit.siege?.siret,
  };
}
