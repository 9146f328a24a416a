// Texts of the invoicing screens: the aid billing list (« Aides mobilisées ») and its CSV.
export const facturationFr = {
  aides: {
    title: 'Aides mobilisées',
    explain:
      'Ce qui a été facturé pour chaque stagiaire (factures actives) : nombre, montant total, payé et restant dû. Le ' +
      'fichier CSV reprend les filtres.',
    antenne: 'Antenne',
    all: 'Toutes',
    lastname: 'Nom du stagiaire',
    typeFacture: 'Type de facture',
    allTypes: 'Tous les types',
    paid: 'Paiement',
    paidAll: 'Tous',
    paidYes: 'Tout payé',
    paidNo: 'Reste dû',
    table: 'Facturation des aides par stagiaire',
    cols: {
      name: 'Stagiaire',
      convention_number: 'Convention',
      nombre_factures: 'Factures',
      montant_total: 'Montant total',
      montant_paye: 'Payé',
      montant_restant: 'Restant',
      derniere_facture: 'Dernière facture',
    } as Record<string, string>,
    none: 'Aucun stagiaire pour ces filtres.',
    total: '%{count} stagiaire(s)',
    export: 'Exporter en CSV',
    exported: 'Fichier des aides mobilisées téléchargé.',
    loadFailed: "Une erreur s'est produite lors de la récupération des données",
    exportFailed: "une erreur s'est produite lors de l'export des données",
    rowsPerPage: 'Lignes par page',
    pageOf: '%{from}–%{to} sur %{count}',
  },
};
