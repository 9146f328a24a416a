// Demo data of the GED collaborative: every centre gets the default folders its client profile offers
// (accessRight.gedFolders), as the first open of the GED would make them; the demo centre also gets a filing
// plan and a dozen documents with one to three versions each (real small PDFs stored like uploads): the
// centre's shared procedures, the head office's forms, Marseille's own documents (what antenne1@demo.fr
// changes) and one of Nice (what Marseille does not see). Deterministic, drawing nothing from the PRNG.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Queryable } from '../../db/index.ts';
import type { DomainSeeder } from '../domainSeeders.ts';
import { insertMany } from '../insert.ts';
import { store } from '../../files/storage.ts';
import { profileOfUser } from '../../clients/profiles.ts';
import { defaultParameters } from '../../../shared/clients/defaults.ts';
import { ensureDefaultFolders } from '../../domain/ged/folders.ts';
import { folderDirs } from '../../configsource/source.ts';

async function pdf(title: string, version: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText(title.replace(/[’«»–]/g, "'"), { x: 56, y: 770, size: 18, font });
  page.drawText(`Version ${version}`, { x: 56, y: 740, size: 12, font });
  return Buffer.from(await doc.save());
}

interface DemoDoc {
  name: string;
  type: 1 | 2; // types_ged: 1 Procédure, 2 Formulaire
  file: string;
  description?: string;
  /** Comments of the versions, oldest first. */
  versions: string[];
  statut?: 1 | 2;
}

/** Where each demo document goes: a default folder (by kind, and for the antenne spaces the antenne's index),
 * optionally a subfolder made in it. */
const PLAN: { kind: string; antenne?: number; sub?: string; docs: DemoDoc[] }[] = [
  {
    kind: 'centre',
    sub: 'Procédures qualité',
    docs: [
      {
        name: 'Procédure de gestion des réclamations',
        type: 1,
        file: 'procedure-reclamations.pdf',
        description: 'Indicateur 31 du référentiel Qualiopi.',
        versions: ['Création', 'Ajout du délai de réponse de 15 jours', 'Relecture annuelle'],
      },
      {
        name: "Procédure d'accueil des personnes en situation de handicap",
        type: 1,
        file: 'procedure-handicap.pdf',
        description: 'Référent handicap et adaptations possibles.',
        versions: ['Création', 'Coordonnées du référent mises à jour'],
      },
      { name: 'Procédure de veille réglementaire', type: 1, file: 'procedure-veille.pdf', versions: ['Création'] },
    ],
  },
  {
    kind: 'centre',
    sub: 'Modèles de formulaires',
    docs: [
      {
        name: 'Formulaire de réclamation',
        type: 2,
        file: 'formulaire-reclamation.pdf',
        versions: ['Création', 'Ajout du champ « suite donnée »'],
      },
      {
        name: "Questionnaire de positionnement à l'entrée",
        type: 2,
        file: 'questionnaire-positionnement.pdf',
        versions: ['Création'],
        statut: 2,
      },
    ],
  },
  {
    kind: 'siege',
    docs: [
      {
        name: 'Note de frais',
        type: 2,
        file: 'note-de-frais.pdf',
        description: 'À retourner au siège avant le 5 du mois.',
        versions: ['Création', 'Nouveau barème kilométrique'],
      },
      {
        name: 'Procédure de recrutement des formateurs',
        type: 1,
        file: 'recrutement-formateurs.pdf',
        versions: ['Création'],
      },
    ],
  },
  {
    kind: 'antenne',
    antenne: 1,
    sub: "Livret d'accueil",
    docs: [
      {
        name: "Livret d'accueil des apprentis – Marseille",
        type: 1,
        file: 'livret-accueil-marseille.pdf',
        description: 'Remis à chaque apprenti le jour de la rentrée.',
        versions: ['Création', 'Plan d’accès mis à jour', 'Rentrée de septembre'],
      },
      {
        name: 'Règlement intérieur – Marseille',
        type: 1,
        file: 'reglement-interieur-marseille.pdf',
        versions: ['Création', 'Article sur les retards'],
      },
    ],
  },
  {
    kind: 'antenne',
    antenne: 1,
    sub: 'Réunions pédagogiques',
    docs: [
      {
        name: 'Compte rendu de réunion pédagogique',
        type: 2,
        file: 'cr-reunion-pedagogique.pdf',
        versions: ['Réunion de rentrée'],
      },
      { name: "Fiche d'émargement des réunions", type: 2, file: 'emargement-reunions.pdf', versions: ['Création'] },
    ],
  },
  {
    kind: 'antenne',
    antenne: 2,
    docs: [
      {
        name: "Livret d'accueil des apprentis – Nice",
        type: 1,
        file: 'livret-accueil-nice.pdf',
        versions: ['Création', 'Rentrée de septembre'],
      },
    ],
  },
];

async function folderId(
  tx: Queryable,
  cfaId: number,
  kind: string,
  antenneId: number | null,
  sub?: string,
): Promise<number | undefined> {
  const root = (
    await tx.query<{ id: number }>(
      'SELECT id FROM ged_dossiers WHERE cfa_id = $1 AND kind = $2 AND antenne_id IS NOT DISTINCT FROM $3',
      [cfaId, kind, antenneId],
    )
  ).rows[0];
  if (!root || !sub) return root?.id;
  return (
    await insertMany(tx, 'ged_dossiers', [{ cfa_id: cfaId, antenne_id: antenneId, parent_id: root.id, name: sub }])
  )[0];
}

const seed: DomainSeeder = async ({ tx, centres }) => {
  for (const { cfaId } of centres) {
    const kinds =
      (await profileOfUser({ cfaId, antenneId: null }, folderDirs.clients))?.accessRight.gedFolders ??
      defaultParameters.accessRight.gedFolders;
    await ensureDefaultFolders(tx, cfaId, null, kinds);
  }
  const demo = centres.find((c) => c.client === 'demo');
  if (!demo) return;
  const authors = (
    await tx.query<{ id: number; antenne_id: number | null }>(
      "SELECT id, antenne_id FROM users WHERE email IN ('admin@demo.fr', 'antenne1@demo.fr') ORDER BY antenne_id " +
        'NULLS FIRST',
    )
  ).rows;
  const now = Date.now();
  let step = 0;
  for (const place of PLAN) {
    const antenneId = place.antenne === undefined ? null : demo.antenneIds[place.antenne]!;
    const folder = await folderId(tx, demo.cfaId, place.kind, antenneId, place.sub);
    if (folder === undefined) continue; // the client does not offer this folder
    const author = authors.find((u) => u.antenne_id === antenneId)?.id ?? authors[0]!.id;
    for (const d of place.docs) {
      const [docId] = await insertMany(tx, 'ged_documents', [
        {
          cfa_id: demo.cfaId,
          antenne_id: antenneId,
          dossier_id: folder,
          name: d.name,
          type: d.type,
          statut: d.statut ?? 1,
          description: d.description ?? null,
          version: 0,
        },
      ]);
      let last: Record<string, unknown> = {};
      for (const [i, comment] of d.versions.entries()) {
        const uuid = randomUUID();
        const { size } = await store(uuid, Readable.from(await pdf(d.name, i + 1)));
        const [fileId] = await insertMany(tx, 'media_objects', [
          { cfa_id: demo.cfaId, antenne_id: antenneId, name: d.file, mime_type: 'application/pdf', size, uuid },
        ]);
        // Versions a few weeks apart, the latest ones most recent.
        const date = new Date(now - (d.versions.length - i) * 21 * 86_400_000 - (step++ % 7) * 3_600_000).toISOString();
        last = {
          numero: i + 1,
          file_id: fileId,
          nom_fichier: d.file,
          taille: size,
          auteur_id: author,
          date_depot: date,
        };
        await insertMany(tx, 'ged_document_versions', [
          { cfa_id: demo.cfaId, antenne_id: antenneId, document_id: docId, commentaire: comment, ...last },
        ]);
      }
      await tx.query(
        'UPDATE ged_documents SET version = $2, fichier_id = $3, nom_fichier = $4, taille = $5, auteur_id = $6, ' +
          'date_version = $7 WHERE id = $1',
        [docId, last.numero, last.file_id, last.nom_fichier, last.taille, last.auteur_id, last.date_depot],
      );
    }
  }
};
export default seed;
