// French messages of the companies and the public company registry domain: every sentence its routes and hooks answer
// with. The server's generic messages (access, request, crud…) are re-exported, so a file of the domain reads all it
// says from one `msg`.
export * from '../../http/messages.ts';

/** Companies and the public company registry. */
export const entreprises = {
  registryNotFound: "L'entreprise n'a pas été trouvée.",
  registryMoved: "Une erreur s'est produite lors de la connexion.",
  registryUnavailable: 'Le service est indisponible.',
  registryOther: "Une erreur est survenue lors de la connexion à l'API.",
  registryNotConfigured: "Aucun annuaire des entreprises n'est configuré : saisissez l'entreprise à la main.",
  opcoMissing: "Aucun OPCO n'est indiqué pour ce contrat ni pour son entreprise : renseignez-le avant le dépôt.",
  opcoNotConfigured: (opco: string) =>
    `Aucun point de dépôt n'est configuré pour ${opco} : le dossier reste prêt à être envoyé.`,
  opcoUnreachable: (opco: string) => `${opco} ne répond pas : le dossier reste prêt à être envoyé.`,
  opcoRefused: (opco: string, status: number) =>
    `${opco} a refusé le dépôt (réponse ${status}) : le dossier reste prêt à être envoyé.`,
  opcoDeposited: (opco: string) => `Dossier déposé auprès de ${opco}.`,
  opcoAlreadyDeposited: "Ce dossier est déjà déposé auprès de l'OPCO.",
  cerfaStep: "L'étape du cerfa est un entier de 0 (l'employeur) à 3 (le contrat et la formation).",
  cerfaValues: 'Les valeurs du cerfa doivent être un objet (employeur, apprenti, maitres, contrat, formation).',
  cerfaPreviousStep: "L'étape précédente du cerfa doit d'abord être validée.",
  cerfaStatut:
    'Le statut du cerfa est un entier de 2 à 4 (envoi à l\u2019entreprise, validation des données entreprise, ' +
    'vérification des signatures).',
  cerfaStatutOrder: (wanted: string, needed: string) => `« ${wanted} » demande d'abord « ${needed} ».`,
  siret: 'Le SIRET doit comporter 14 chiffres.',
  siretTaken: (name: string) =>
    `Une entreprise active porte déjà ce SIRET : « ${name} ». Ouvrez sa fiche plutôt que d'en créer une seconde.`,
  siren: 'Le SIREN doit comporter 9 chiffres.',
  siretOrSiren: "Indiquez le SIRET (14 chiffres) ou le SIREN (9 chiffres) de l'entreprise à rechercher.",
};
