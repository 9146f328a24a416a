// The French notices of the attendance actions (spec 000 section 8), one catalogue for pages and tests.
// The spec's misspelt keys are fixed: the absence-edit failure shows its message, and the pointage failure
// reads « modification » (the original said « modificatin »).
export const attendanceMessages = {
  absenceCreated: "L'absence a bien été créée",
  absenceAdded: "L'absence a bien été ajoutée",
  absenceModified: "L'absence a bien été modifiée",
  absenceAddedToPointage: "L'absence a bien été ajoutée au pointage",
  pointageUpdated: 'Le pointage a bien été mis à jour',
  pointageDeleted: 'La suppression du pointage a bien été effectuée',
  sheetSigned: "La feuille d'émargement a bien été signée",
  sheetCreated: "La feuille d'émargement a bien été créée",
  eventSaved: 'La séance a bien été enregistrée',
  eventDeleted: 'La séance a bien été supprimée',
  absenceAddFailed: "Une erreur s'est produite lors de l'ajout de l'absence",
  absenceEditFailed: "Une erreur s'est produite lors de la modification de l'absence",
  pointageEditFailed: "Une erreur s'est produite lors de la modification du pointage",
  pointageDeleteFailed: "Une erreur s'est produite lors de la suppression du pointage",
  addFailed: "Une erreur s'est produite lors de l'ajout",
  editFailed: "Une erreur s'est produite lors de la modification",
  fetchFailed: "Une erreur s'est produite lors de la récupération des données",
  signFailed: "Une erreur s'est produite lors de la signature de la feuille",
  pdfFailed: "Une erreur s'est produite lors de la création du PDF",
} as const;

/** The refusal of a sheet signed before its session starts (server 422 and the sheet's notice). */
export const sheetNotStartedMessage = (date: string, hour: string): string =>
  `La séance commence le ${date} à ${hour} : la feuille d'émargement ne peut être signée qu'à partir de cette heure.`;

/** The speaker's availabilities: a slot's refusal and the planner's warnings (availability.ts). */
export const availabilityMessages = {
  dayOrDate: 'Indiquez un jour de la semaine ou une date de début.',
  unavailable: (span: string, comment?: string | null) =>
    `L’intervenant est indisponible ${span}${comment ? ` (${comment})` : ''}.`,
  outside: 'La séance est hors des disponibilités déclarées par l’intervenant.',
};

export type AttendanceMessageKey = keyof typeof attendanceMessages;
