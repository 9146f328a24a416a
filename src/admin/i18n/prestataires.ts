// French texts of the providers' bespoke pages: the trainer space's « Mes documents » and its expiry alerts.
export const prestatairesFr = {
  mesDocuments: {
    title: 'Mes documents',
    intro: 'Les documents de votre fiche d’intervenant, à tenir à jour auprès du centre.',
    none: 'Aucun document sur votre fiche d’intervenant.',
    expires: 'Expire le %{date}',
    expired: 'Expiré depuis le %{date}',
    noExpiry: 'Sans date d’expiration',
    status: { expire: 'Expiré', bientot: 'Expire bientôt', valide: 'Valide', sans: 'Sans expiration' },
    alert: '%{count} document(s) à renouveler : %{names}.',
    alertLink: 'Voir mes documents',
  },
};
