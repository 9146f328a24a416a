// Our French message catalogue (one file): every text the admin writes itself. Merged over
// ra-language-french for react-admin's own texts (see i18nProvider.ts).
export const fr = {
  app: {
    product: 'Futurosud',
    tagline: 'Back-office des centres de formation',
    notification: {
      success: 'La donnée a bien été mise à jour',
      error: 'Une erreur est survenue',
      created: 'La donnée a bien été créée',
      deleted: 'La donnée a bien été supprimée',
      close: 'Fermer',
    },
    loading: 'Chargement en cours',
    auth: {
      title: 'Connexion',
      email: 'Adresse e-mail',
      password: 'Mot de passe',
      submit: 'Se connecter',
      forgot: 'Mot de passe oublié ?',
      badCredentials: 'Identifiant ou mot de passe incorrect.',
      wrongResponse: 'Réponse inattendue du serveur : aucun jeton dans la réponse de connexion.',
      meNotObject: "Impossible de lire la réponse de /users/me : l'utilisateur n'est pas un objet.",
      unreadableUser: "L'utilisateur enregistré est illisible : la session est effacée.",
      logout: 'Se déconnecter',
      apiReference: "Référence de l'API",
      required: 'Ce champ est obligatoire.',
    },
    forgot: {
      title: 'Mot de passe oublié',
      intro: 'Saisissez votre adresse e-mail : vous recevrez un lien pour choisir un nouveau mot de passe.',
      submit: 'Envoyer le lien',
      done: 'Si un compte existe pour cette adresse, un e-mail vient de vous être envoyé avec un lien de réinitialisation.',
      back: 'Retour à la connexion',
    },
    reset: {
      title: 'Nouveau mot de passe',
      password: 'Nouveau mot de passe',
      confirm: 'Confirmez le mot de passe',
      submit: 'Enregistrer le mot de passe',
      mismatch: 'Les deux mots de passe ne sont pas identiques.',
      tooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
      missingToken: 'Lien de réinitialisation invalide : le jeton est absent.',
      done: 'Votre mot de passe a bien été modifié. Vous pouvez vous connecter.',
    },
    home: {
      title: 'Accueil',
      greeting: 'Bonjour %{name}',
      centre: 'Centre : %{name}',
      antenne: 'Antenne : %{name}',
      trainees: 'Stagiaires',
      candidates: 'Candidatures',
      seeList: 'Voir la liste',
    },
    notFound: {
      title: 'Page introuvable',
      text: "La page demandée n'existe pas ou a été déplacée.",
      home: "Retour à l'accueil",
    },
    resources: {
      brokenFile: 'Fichier de ressource invalide : %{message}',
      introspectionFailed: "Impossible de lire la documentation de l'API : %{message}",
      createTitle: 'Nouveau : %{name}',
      createTitleF: 'Nouvelle : %{name}',
      editTitle: 'Modifier : %{name}',
      otherFields: 'Autres informations',
      empty: 'Aucun enregistrement pour le moment.',
      emptyFiltered: 'Aucun résultat ne correspond aux filtres.',
      yes: 'Oui',
      no: 'Non',
      none: '—',
      edit: 'Modifier',
      create: 'Créer',
      search: 'Rechercher',
      exists: '%{label} renseigné',
      after: '%{label} après le',
      before: '%{label} avant le',
    },
    menu: {
      home: 'Accueil',
    },
    // Issue 12 lanes: each fills its own section (kept apart so that parallel work merges cleanly).
    files: {
      drop: 'Déposez un fichier ici ou cliquez pour le choisir',
      dropActive: 'Relâchez pour déposer le fichier',
      limits: 'Taille maximale : %{size}. Types acceptés : %{types}.',
      limitsLoading: 'Lecture des limites d’envoi…',
      uploading: 'Envoi de « %{name} » en cours…',
      replace: 'Remplacer',
      remove: 'Retirer',
      cancel: "Annuler l'envoi",
      download: 'Télécharger %{name}',
      open: 'Aperçu',
      close: "Fermer l'aperçu",
      previewOf: 'Aperçu de %{name}',
      loading: 'Chargement du fichier…',
      unavailable: "Le fichier n'a pas pu être chargé.",
      wrongType: "Le fichier « %{name} » n'est pas d'un type accepté. Types acceptés : %{types}.",
      tooLarge: 'Le fichier « %{name} » pèse %{size} : la taille maximale autorisée est %{max}.',
      empty: 'Le fichier « %{name} » est vide.',
      waitUpload: "Attendez la fin de l'envoi du fichier avant d'enregistrer.",
      uploadFailed: "L'envoi du fichier a échoué : vérifiez la connexion puis réessayez.",
      expired: 'Expiré depuis le %{date}',
      soon: 'Expire le %{date}',
      validUntil: "Valable jusqu'au %{date}",
      // Names of the accepted types (fileRules.ts typeLabel): by MIME type, `image` for any image.
      typeNames: {
        'application/pdf': 'PDF', image: 'Image', 'application/msword': 'Word', 'application/vnd.ms-excel': 'Excel',
        'text/csv': 'CSV', 'text/plain': 'Texte', wordprocessingml: 'Word', spreadsheetml: 'Excel', opendocument: 'OpenDocument',
      },
    },
    // --- exports
    exports: {
    },
    // --- archives and the spec's notices of generic operations
    archive: {
    },
    // --- join lists (many-to-many editors)
    joinList: {
    },
    // --- client settings
    settings: {
    },
    // --- access, read-only users, French formats, pickers
    basics: {
    },
    // --- accessibility
    a11y: {
    },
  },
};
