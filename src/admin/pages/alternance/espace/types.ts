// Shapes of the tutor space's and the booklet's calls (/api/tuteur/..., /api/moi/livret, /api/etudiants/{id}/livret).
export interface Activite {
  competence: number | null;
  competence_label: string | null;
  taches: string;
}
export interface Periode {
  id: number;
  titre: string | null;
  date_debut: string;
  date_fin: string;
  activites: Activite[];
  appreciation_tuteur: string | null;
  tuteur_nom: string | null;
  tuteur_saisi_le: string | null;
  cote_cfa: string | null;
  formateur_nom: string | null;
  formateur_saisi_le: string | null;
  signe_le: string | null;
  statut: 'a_remplir' | 'a_signer' | 'signee';
  statut_label: string;
}
export interface Competence {
  id: number;
  code: string | null;
  label: string;
}
export interface Livret {
  firstname: string;
  lastname: string;
  diplome: string | null;
  competences: Competence[];
  periodes: Periode[];
}
