// Document types of a trainee (spec 000 section 3): about 110 types in two groups, administrative
// (non-pedagogic) and pedagogic, last id 113. The spec names only the five that expire; the rest is a
// plausible complete list for apprenticeship and sports training centres. Ids 44, 45 and 88 are kept free
// (retired types of the earlier product are assumed there; a free id is never reused for another meaning).
import type { RefList } from './types.ts';

// [id, tag, name]: the tag is a stable key for client profiles (typeDocumentAdministratifs, ...).
type Row = readonly [number, string, string];

/** Only these five expire (spec 000 section 3): the identity papers and the France Travail validity. */
const EXPIRING = new Set(['cni', 'cni_europeenne', 'passeport', 'titre_sejour', 'validite_france_travail']);

const administratifs: Row[] = [
  [1, 'cni', "Carte nationale d'identité"],
  [2, 'cni_europeenne', "Carte d'identité européenne"],
  [3, 'passeport', 'Passeport'],
  [4, 'titre_sejour', 'Titre de séjour'],
  [5, 'validite_france_travail', 'Attestation de validité France Travail'],
  [6, 'inscription_france_travail', "Attestation d'inscription France Travail"],
  [7, 'carte_vitale', 'Carte Vitale'],
  [8, 'attestation_securite_sociale', 'Attestation de sécurité sociale'],
  [9, 'acte_naissance', 'Acte de naissance'],
  [10, 'livret_famille', 'Livret de famille'],
  [11, 'justificatif_domicile', 'Justificatif de domicile'],
  [12, 'photo', "Photo d'identité"],
  [13, 'cv', 'Curriculum vitae'],
  [14, 'lettre_motivation', 'Lettre de motivation'],
  [15, 'rib', "Relevé d'identité bancaire"],
  [16, 'permis_conduire', 'Permis de conduire'],
  [17, 'assurance_rc', "Attestation d'assurance responsabilité civile"],
  [18, 'certificat_medical', 'Certificat médical de non contre-indication'],
  [19, 'recensement', 'Attestation de recensement'],
  [20, 'jdc', 'Certificat de participation à la JDC'],
  [21, 'attestation_caf', 'Attestation de droits CAF'],
  [22, 'rqth', 'Notification MDPH ou RQTH'],
  [23, 'autorisation_parentale', 'Autorisation parentale (mineur)'],
  [24, 'droit_image', "Autorisation de droit à l'image"],
  [25, 'jugement_tutelle', 'Jugement de tutelle ou de curatelle'],
  [26, 'contrat_apprentissage', "Contrat d'apprentissage (cerfa 10103)"],
  [27, 'contrat_professionnalisation', 'Contrat de professionnalisation (cerfa 12434)'],
  [28, 'avenant_contrat', 'Avenant au contrat'],
  [29, 'convention_formation', 'Convention de formation'],
  [30, 'convention_stage', 'Convention de stage'],
  [31, 'prise_en_charge_opco', 'Accord de prise en charge OPCO'],
  [32, 'accord_financement', 'Accord de financement'],
  [33, 'devis', 'Devis de formation'],
  [34, 'facture', 'Facture'],
  [35, 'attestation_entree', "Attestation d'entrée en formation"],
  [36, 'attestation_fin', 'Attestation de fin de formation'],
  [37, 'attestation_assiduite', "Attestation d'assiduité"],
  [38, 'certificat_realisation', 'Certificat de réalisation'],
  [39, 'feuille_emargement', "Feuille d'émargement"],
  [40, 'fiche_inscription', "Fiche d'inscription"],
  [41, 'dossier_candidature', 'Dossier de candidature'],
  [42, 'reglement_interieur', 'Règlement intérieur signé'],
  [43, 'charte_informatique', 'Charte informatique signée'],
  [46, 'declaration_accident', "Déclaration d'accident du travail"],
  [47, 'arret_travail', 'Arrêt de travail'],
  [48, 'justificatif_absence', "Justificatif d'absence"],
  [49, 'rupture_contrat', 'Rupture de contrat'],
  [50, 'attestation_employeur', 'Attestation employeur'],
  [51, 'fiche_poste', 'Fiche de poste'],
  [52, 'kbis_employeur', "Extrait Kbis de l'employeur"],
  [53, 'certificat_travail', 'Certificat de travail'],
  [54, 'bulletin_salaire', 'Bulletin de salaire'],
  [55, 'prise_en_charge_region', 'Accord de prise en charge Région'],
  [56, 'aide_mobilite', "Justificatif d'aide à la mobilité"],
  [57, 'aide_permis', "Justificatif d'aide au permis de conduire"],
  [58, 'aide_equipement', "Demande d'aide au premier équipement"],
  [59, 'attestation_hebergement', "Attestation d'hébergement"],
  [60, 'justificatif_restauration', 'Justificatif de restauration'],
  [61, 'attestation_cpf', 'Attestation CPF'],
  [62, 'demande_derogation', 'Demande de dérogation'],
  [63, 'visite_medicale', "Visite d'information et de prévention"],
  [64, 'psc1', 'Attestation PSC1 (premiers secours)'],
  [65, 'certificat_scolarite', 'Certificat de scolarité'],
  [66, 'releve_notes_diplome', 'Relevé de notes du dernier diplôme'],
  [67, 'dernier_diplome', 'Copie du dernier diplôme obtenu'],
  [68, 'attestation_tep', "Attestation de réussite aux tests d'exigences préalables (TEP)"],
  [69, 'casier_judiciaire', 'Extrait de casier judiciaire (bulletin n° 3)'],
  [70, 'attestation_honorabilite', "Attestation d'honorabilité"],
  [71, 'autre_administratif', 'Autre document administratif'],
];

const pedagogiques: Row[] = [
  [72, 'livret_apprentissage', "Livret d'apprentissage"],
  [73, 'livret_formation', 'Livret de formation'],
  [74, 'livret_accueil', "Livret d'accueil"],
  [75, 'pif', 'Plan individualisé de formation'],
  [76, 'test_positionnement', 'Test de positionnement'],
  [77, 'resultat_positionnement', 'Résultat du positionnement'],
  [78, 'grille_positionnement', "Grille d'entretien de positionnement"],
  [79, 'programme', 'Programme de formation'],
  [80, 'calendrier_alternance', "Calendrier de l'alternance"],
  [81, 'emploi_du_temps', 'Emploi du temps'],
  [82, 'ecf', 'Évaluation en cours de formation (ECF)'],
  [83, 'examen_blanc', 'Examen blanc'],
  [84, 'bulletin_notes', 'Bulletin de notes'],
  [85, 'releve_competences', 'Relevé de compétences'],
  [86, 'bilan_intermediaire', 'Bilan intermédiaire'],
  [87, 'bilan_fin_parcours', 'Bilan de fin de parcours'],
  [89, 'compte_rendu_entretien', "Compte rendu d'entretien"],
  [90, 'visite_entreprise', 'Compte rendu de visite en entreprise'],
  [91, 'suivi_entreprise', 'Fiche de suivi en entreprise'],
  [92, 'evaluation_alternance', 'Évaluation en alternance par le tuteur'],
  [93, 'rapport_stage', 'Rapport de stage'],
  [94, 'dossier_professionnel', 'Dossier professionnel'],
  [95, 'dossier_synthese', 'Dossier de synthèse de pratique professionnelle'],
  [96, 'portfolio', 'Portfolio'],
  [97, 'aca', 'Attestation de compétences acquises (ACA)'],
  [98, 'ccp', 'Certificat de compétences professionnelles (CCP)'],
  [99, 'livret_certification', 'Livret de certification'],
  [100, 'convocation_examen', "Convocation à l'examen"],
  [101, 'pv_jury', 'Procès-verbal de jury'],
  [102, 'resultats_examen', "Relevé de résultats d'examen"],
  [103, 'diplome_obtenu', 'Diplôme obtenu'],
  [104, 'attestation_reussite', 'Attestation de réussite'],
  [105, 'questionnaire_satisfaction', 'Questionnaire de satisfaction'],
  [106, 'enquete_insertion', "Enquête d'insertion"],
  [107, 'projet_professionnel', 'Projet professionnel'],
  [108, 'suivi_rpp', 'Fiche de suivi RPP'],
  [109, 'support_cours', 'Support de cours'],
  [110, 'travaux_stagiaire', 'Travaux du stagiaire'],
  [111, 'devoir', 'Devoir rendu'],
  [112, 'attestation_stage_pratique', 'Attestation de stage pratique'],
  [113, 'autre_pedagogique', 'Autre document pédagogique'],
];

const entry =
  (pedagogic: boolean) =>
  ([id, tag, label]: Row) =>
    ({ id, label, tag, expires: EXPIRING.has(tag), pedagogic }) as const;

/** Every document type: `expires` (has an end of validity), `pedagogic` (its group) and `tag`. */
export const types_document: RefList = [...administratifs.map(entry(false)), ...pedagogiques.map(entry(true))];

export const types_document_administratif: RefList = types_document.filter((t) => !t.pedagogic);
export const types_document_pedagogique: RefList = types_document.filter((t) => t.pedagogic);
