// Our French message catalogue: every text the admin writes itself is in this folder. This file holds the texts
// of the shell and the generic screens (start bundle), merged over ra-language-french for react-admin's own texts
// (see i18nProvider.ts). Each bespoke domain has its own file beside it (`attendance.ts`, `inscriptions.ts`,
// `pilotage.ts`…, exporting `<domain>Fr`), imported only by that domain's lazy pages so that its texts travel in
// their chunks; `fill.ts` fills the `%{name}` placeholders of any of them.
import { attendanceMessages } from '../../shared/attendance/messages.ts';

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
      // A read that failed for no reason the server gave (no answer, a server error): the spec's texts.
      fetchFailed: 'Une erreur est survenue lors de la récupération des données',
      traineesFailed: 'Erreur lors du chargement des stagiaires',
      traineeFailed: "Erreur lors du chargement des détails de l'étudiant.",
      // A call answered with another status than the expected 2xx, the server giving no reason (spec 001 §8).
      requestFailed: 'La requête a échoué.',
    },
    loading: 'Chargement en cours',
    /** The name of a list's page navigation (MUI's is English: « pagination navigation »). */
    pagination: 'Navigation entre les pages',
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
      editProfile: 'Modifier mon profil',
      google: 'Google Forms',
      required: 'Ce champ est obligatoire.',
    },
    forgot: {
      title: 'Mot de passe oublié',
      intro: 'Saisissez votre adresse e-mail : vous recevrez un lien pour choisir un nouveau mot de passe.',
      submit: 'Envoyer le lien',
      emailNeeded: 'Saisissez votre adresse e-mail.',
      done:
        'Si un compte existe pour cette adresse, un e-mail vient de vous être envoyé avec un lien de ' +
        'réinitialisation.',
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
      configuration: 'Paramétrage de la configuration',
      configurationText:
        'Les fichiers de ressources et les profils clients des centres : brouillon, vérification, aperçu, publication.',
      open: 'Ouvrir',
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
      routeFiltered: "Liste restreinte par l'adresse de la page.",
      routeUnfilter: 'Afficher toute la liste',
      yes: 'Oui',
      no: 'Non',
      none: '—',
      openLink: 'Ouvrir',
      openTitle: 'Ouvrir une fiche',
      openGone: "Cette fiche n'existe plus, ou vous n'avez pas accès à ses données.",
      edit: 'Modifier',
      create: 'Créer',
      search: 'Rechercher',
      exists: '%{label} renseigné',
      after: '%{label} après le',
      before: '%{label} avant le',
    },
    menu: {
      home: 'Accueil',
      // The menu opened over the page on a phone (a dialog, which must have a name).
      label: 'Menu principal',
    },
    // --- actions on a list's selection that open a bespoke page (src/admin/pages/<domain>/bulkLinks.ts)
    bulkLinks: {
      generateDocuments: 'Générer un document',
    },
    // --- exports
    exports: {
      button: 'Exporter',
      csv: 'Fichier CSV',
      xlsx: 'Classeur Excel',
      selected: 'Exporter la sélection',
      running: 'Export en cours… %{received}',
      failedCsv: "Échec de l'export du fichier CSV.",
      failedXlsx: "Échec de l'export du fichier Excel.",
    },
    // --- archives and the spec's notices of generic operations
    archive: {
      chip: 'Archivés',
      archive: 'Archiver',
      unarchive: 'Désarchiver',
      archiveSelected: 'Archiver la sélection',
      unarchiveSelected: 'Désarchiver la sélection',
      actions: 'Actions',
      // The confirmation of « Archiver » / « Désarchiver » (a list's row, a detail page).
      confirmArchiveTitle: 'Archiver « %{name} » ?',
      confirmArchiveText:
        'L’enregistrement quitte la liste des actifs ; il reste visible sous « Archivés » et peut être désarchivé.',
      confirmUnarchiveTitle: 'Désarchiver « %{name} » ?',
      confirmUnarchiveText: 'L’enregistrement revient dans la liste des actifs.',
      cancel: 'Annuler',
      confirmTitle: 'Supprimer « %{name} » ?',
      confirmText: 'La suppression est définitive : l’enregistrement ne pourra pas être restauré.',
      // Green notices (spec 001 section 8; spec 000 section 8 for the default update notice). %{name} is the
      // resource's label (« Groupe »); the F variants are for a feminine label (« Session »).
      done: {
        created: '%{name} ajouté avec succès',
        createdF: '%{name} ajoutée avec succès',
        updated: 'La donnée a bien été mise à jour',
        deleted: 'Supprimé avec succès',
        archived: '%{name} archivé avec succès',
        archivedF: '%{name} archivée avec succès',
        unarchived: '%{name} désarchivé avec succès',
        unarchivedF: '%{name} désarchivée avec succès',
        archivedMany: 'Sélection archivée : %{count} enregistrement(s)',
        unarchivedMany: 'Sélection désarchivée : %{count} enregistrement(s)',
      },
      // Red notices (spec 000 and 001 section 8), followed by the server's French reason when it gives one;
      // the spec's variants name the record (« …lors de l'ajout du groupe »): %{of} is « du groupe », « de la
      // session », « de l'évaluation » (widgets/archive/notices.ts).
      failed: {
        created: "Une erreur s'est produite lors de l'ajout",
        updated: "Une erreur s'est produite lors de la modification",
        deleted: 'Erreur lors de la suppression',
        archived: "Une erreur s'est produite lors de l'archivage",
        unarchived: "Une erreur s'est produite lors de la restauration",
      },
      failedNamed: {
        created: "Une erreur s'est produite lors de l'ajout %{of}",
        updated: "Une erreur s'est produite lors de la modification %{of}",
        deleted: 'Erreur lors de la suppression %{of}',
        archived: "Une erreur s'est produite lors de l'archivage %{of}",
        unarchived: "Une erreur s'est produite lors de la restauration %{of}",
      },
      of: { masculine: 'du %{name}', feminine: 'de la %{name}', elided: "de l'%{name}" },
      // The spec's own wording for some resources (API resource name), over the notices above.
      byResource: {
        etudiant_document_factures: { done: { created: 'Facture ajoutée avec succès' } },
        etudiant_bilan_parcours: {
          done: { created: 'Bilan créé avec succès', updated: 'Bilan mis à jour avec succès' },
          failed: {
            created: 'Erreur lors de la création du bilan',
            updated: 'Erreur lors de la mise à jour du bilan',
            archived: "Erreur lors de l'archivage du bilan",
            unarchived: 'Erreur lors de la restauration du bilan',
          },
        },
        suivi_rpps: {
          done: {
            created: 'Suivi RPP créé avec succès',
            updated: 'Suivi RPP mis à jour avec succès',
            deleted: 'Suivi RPP supprimé avec succès',
          },
          failed: {
            created: 'Erreur lors de la sauvegarde du suivi RPP',
            updated: 'Erreur lors de la sauvegarde du suivi RPP',
            deleted: 'Erreur lors de la suppression du suivi RPP',
          },
        },
        document_suivi_rpps: {
          done: { created: 'Document uploadé avec succès', deleted: 'Document supprimé avec succès' },
          failed: {
            created: "Erreur lors de l'upload du document",
            deleted: 'Erreur lors de la suppression du document',
          },
        },
        etudiant_acas: {
          done: { updated: 'ACA mise à jour avec succès.' },
          failed: { updated: 'Erreur lors de la mise à jour du statut.' },
        },
        prestataires: {
          done: {
            updated: 'Le prestataire a été modifié avec succès.',
            deleted: 'Le prestataire a été supprimé définitivement avec succès.',
          },
        },
        prestataire_competence_types: {
          done: {
            created: 'La compétence type a été ajoutée avec succès.',
            deleted: 'Compétence type supprimée avec succès. (suppression définitive)',
          },
        },
        // The earlier product showed this one in its failure branch (a known defect): here on success only.
        antenne_diplome_session_delegues: { done: { created: 'Délégué ajouté avec succès' } },
        antenne_diplome_session_details: {
          failed: {
            created: "Erreur lors de l'ajout du détail",
            updated: 'Erreur lors de la modification',
            deleted: 'Erreur lors de la suppression',
          },
        },
        etudiants: { failed: { updated: "Une erreur s'est produite lors de la modification de l'étudiant.e" } },
        etudiant_absences: {
          done: { created: attendanceMessages.absenceAdded, updated: attendanceMessages.absenceModified },
          failed: { created: attendanceMessages.absenceAddFailed, updated: attendanceMessages.absenceEditFailed },
        },
        groupes: { failed: { created: "Une erreur s'est produite lors de l'ajout du groupe" } },
      },
    },
    // --- access, read-only users, French formats, pickers
    /** The rating stars widget (widgets/rating). */
    rating: { star: '1 étoile', stars: '%{n} étoiles', none: 'Non noté' },
    basics: {
      deniedTitle: 'Accès refusé',
      deniedText:
        "Votre rôle ne permet pas d'ouvrir cette page. Adressez-vous à l'administrateur de votre centre si vous en " +
        'avez besoin.',
      searchBy: 'Rechercher par %{fields}',
      or: 'ou',
      readOnly: 'Consultation seule : votre rôle ne permet pas de modifier.',
      invalidDate: 'Date incomplète ou inexistante : saisissez JJ/MM/AAAA ou choisissez-la dans le calendrier.',
      invalidDateTime: 'Date et heure incomplètes ou inexistantes : saisissez JJ/MM/AAAA HH:MM.',
      invalidTime: 'Heure incomplète : saisissez HH:MM.',
    },
    // --- accessibility
    a11y: {},
  },
};
