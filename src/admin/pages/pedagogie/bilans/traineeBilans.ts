// A trainee of GET /api/stagiaires_bilan_parcours with its bilans (archived ones included): the active ones,
// latest first (by date, then the newest record), which the trainee list counts and opens.
export interface ListedBilan {
  '@id': string;
  date_bilan: string | null;
  is_deleted?: boolean | null;
  titre?: string | null;
}
export interface TraineeBilans {
  '@id': string;
  id: number;
  lastname: string | null;
  firstname: string | null;
  etudiant_bilan_parcours: ListedBilan[];
}

const idNumber = (iri: string) => Number(iri.split('/').pop()) || 0;

export function activeBilans(trainee: Pick<TraineeBilans, 'etudiant_bilan_parcours'>): ListedBilan[] {
  return trainee.etudiant_bilan_parcours
    .filter((b) => !b.is_deleted)
    .sort((a, b) => (b.date_bilan ?? '').localeCompare(a.date_bilan ?? '') || idNumber(b['@id']) - idNumber(a['@id']));
}
