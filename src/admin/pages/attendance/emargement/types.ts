// Shapes of the sign-in sheet calls (scheduler_emargement_month, emargement_etudiants, sign_off).
export interface SheetSummary {
  '@id': string;
  id: number;
  event: string;
  speaker: string | null;
  status: number;
  sign_off_at: string | null;
  has_speaker_signature: boolean;
  event_detail: {
    title: string;
    dt_start: string;
    hr_start: string;
    hr_end: string;
    classroom: string | null;
    speaker: string | null;
    group: string | null;
    antenne?: string | null;
  };
  counts: { lines: number; absent: number };
}

export interface SheetLine {
  '@id': string;
  id: number;
  etudiant: string;
  etudiant_name: string;
  status: number | null;
  signature: string | null;
  absence: string | null;
  /** Signed by the trainee on its phone (« Faire signer »): when, and whether after the start. */
  self_signed_at?: string | null;
  self_signed_late?: boolean;
}

export interface SheetFull {
  id: number;
  status: number;
  sign_off_at: string | null;
  speaker_signature: string | null;
}

/** GET scheduler_event_emargements/{id}/preuve: the sheet's hash, the trainees' own signatures and the trail. */
export interface SheetProof {
  sheet_sha256: string;
  signatures: {
    etudiant_name: string;
    signed_at: string;
    late: boolean;
    code: string;
    user_agent: string | null;
    ip: string | null;
    image_sha256: string;
  }[];
  trail: { at: string; kind: 'signature' | 'sign_off' | 'correction'; who: string; reason?: string }[];
  /** Changes after the sign-off: by a coordinator, with a reason, the presences before and after. */
  corrections: SheetCorrection[];
}

export interface SheetCorrection {
  at: string;
  author: string;
  reason: string;
  changes: { etudiant: string; before: number | null; after: number | null }[];
}
