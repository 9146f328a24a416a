// Texts of the quality screens: Qualiopi's indicators with their proofs, notes and GED documents.
export const qualiteFr = {
  qualiopi: {
    title: 'Qualiopi — indicateurs et preuves',
    explain:
      'Pour chaque indicateur du Référentiel National Qualité, les preuves que le logiciel détient sur la ' +
      "période, les stagiaires ou intervenants qui n'en ont pas, et les documents de la GED joints à la main.",
    debut: 'Début de la période',
    fin: 'Fin de la période',
    antenne: 'Antenne',
    allAntennes: 'Toutes',
    critere: 'Critère %{n}',
    indicateur: 'Indicateur %{n}',
    cfa: 'Spécifique CFA',
    coverage: '%{covered} sur %{total}',
    proofs: 'Preuves dans le logiciel',
    noComputed: 'Le logiciel ne peut pas prouver cet indicateur : joignez les documents de la GED.',
    noRecord: 'Aucun enregistrement',
    more: '… et %{n} autres',
    note: 'Note sur l’indicateur',
    saveNote: 'Enregistrer la note',
    saved: 'La note a bien été enregistrée.',
    documents: 'Documents joints (GED)',
    addDocument: 'Joindre un document de la GED',
    removeDocument: 'Retirer %{name}',
    fetchFailed: 'Impossible de charger les indicateurs.',
  },
};
