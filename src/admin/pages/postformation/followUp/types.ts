// A follow-up as GET /api/suivis_post_formation_a_faire answers it.
export interface FollowUp {
  '@id': string;
  id: number;
  etudiant: string;
  etudiant_name: string;
  date_sortie: string | null;
  etape: number;
  date_prevue: string;
  date_realisee: string | null;
  situation: number | null;
  type_contrat: number | null;
  employeur: string | null;
  commentaire: string | null;
  is_shared: boolean;
  etat_suivi: 'late' | 'due' | 'upcoming' | 'done';
}
export interface FollowUpList {
  'hydra:member': FollowUp[];
  'hydra:totalItems': number;
  totaux: Record<string, number>;
}
