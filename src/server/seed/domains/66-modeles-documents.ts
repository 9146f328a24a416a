// Demo document models with real files: in each centre's « Documents des stagiaires » folder
// (stagiaire_documents, made by 40-suivi.ts), the models get a DOCX using the catalogue's variables
// (src/shared/documents/variables.ts), stored like an upload, so that generating them works from the start.
// Deterministic and drawing nothing from the seeding PRNG.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { DomainSeeder } from '../domainSeeders.ts';
import { insertMany } from '../insert.ts';
import { store } from '../../files/storage.ts';
import { minimalDocx } from '../../domain/documents/docx.ts';
import { placeholdersOf } from '../../../shared/documents/index.ts';

const BODIES: Record<string, string[]> = {
  'Attestation de présence': [
    'ATTESTATION DE PRÉSENCE',
    '{centre.nom} – {antenne.nom}',
    '{antenne.adresse}',
    '',
    'Je soussigné(e), responsable de {antenne.nom}, atteste que {etudiant.civilite} {etudiant.prenom} ' +
      '{etudiant.nom}, né(e) le {etudiant.date_naissance}, suit la formation {formation.diplome} (session ' +
      '{formation.session}) depuis le {etudiant.date_entree}.',
    'Cette attestation est délivrée pour servir et valoir ce que de droit.',
    '',
    'Fait à {antenne.ville}, le {date.jour}.',
  ],
  "Attestation d'entrée en formation": [
    "ATTESTATION D'ENTRÉE EN FORMATION",
    '{centre.nom} – {antenne.nom}',
    '{antenne.adresse}',
    '',
    'Je soussigné(e), responsable de {antenne.nom}, atteste que {etudiant.civilite} {etudiant.prenom} ' +
      '{etudiant.nom}, né(e) le {etudiant.date_naissance}, demeurant {etudiant.adresse} {etudiant.code_postal} ' +
      '{etudiant.ville}, est entré(e) en formation le {etudiant.date_entree}.',
    'Formation : {formation.diplome} ({formation.code_rncp}), session {formation.session}, du {formation.date_debut} ' +
      'au {formation.date_fin}.',
    "Entreprise d'accueil : {entreprise.raison_sociale} (SIRET {entreprise.siret}), tuteur : {tuteur.nom_complet}.",
    '',
    'Fait à {antenne.ville}, le {date.jour}.',
  ],
  'Convocation aux épreuves': [
    'CONVOCATION AUX ÉPREUVES',
    '{etudiant.civilite} {etudiant.prenom} {etudiant.nom}',
    '{etudiant.adresse}',
    '{etudiant.code_postal} {etudiant.ville}',
    '',
    'Vous êtes convoqué(e) aux épreuves de la formation {formation.diplome}, session {formation.session}, à ' +
      '{antenne.nom}, {antenne.adresse}.',
    'Présentez-vous muni(e) de cette convocation et d’une pièce d’identité. Pour toute question : ' +
      '{antenne.telephone}, {antenne.email}.',
    '',
    '{antenne.ville}, le {date.jour}',
  ],
};

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const seed: DomainSeeder = async ({ tx, centres }) => {
  for (const { cfaId } of centres) {
    const models = (
      await tx.query<{ id: number; name: string; slug: string | null }>(
        `SELECT m.id, m.name, m.slug FROM modeles m JOIN modele_dossiers f ON f.id = m.folder_id
        WHERE m.cfa_id = $1 AND f.slug = 'stagiaire_documents' ORDER BY m.id`,
        [cfaId],
      )
    ).rows;
    for (const m of models) {
      const body = BODIES[m.name];
      if (!body) continue;
      const uuid = randomUUID();
      const { size } = await store(uuid, Readable.from([minimalDocx(body)]));
      const [fileId] = await insertMany(tx, 'media_objects', [
        { cfa_id: cfaId, antenne_id: null, name: `${m.slug ?? `modele-${m.id}`}.docx`, mime_type: DOCX, size, uuid },
      ]);
      await tx.query('UPDATE modeles SET file_id = $2, variables = $3::jsonb, format = $4 WHERE id = $1', [
        m.id,
        fileId,
        JSON.stringify(placeholdersOf(body.join('\n'))),
        m.name.startsWith('Convocation') ? 'docx' : 'pdf',
      ]);
    }
  }
};
export default seed;
