// French texts of « Créer un accès » (compte domain): a company tutor's or a trainer's account and its invitation.
export const accesFr = {
  title: 'Accès à son espace',
  explain:
    'Ouvre un compte %{role} pour cette personne : elle reçoit par courriel un lien pour choisir son mot de passe, ' +
    'puis ne voit que son espace.',
  create: 'Créer un accès',
  sent: "Accès créé : l'invitation à choisir son mot de passe est envoyée à %{email}.",
  open: 'Un accès est ouvert pour cette personne.',
  tutorRole: 'de tuteur en entreprise',
  trainerRole: 'de formateur',
};
