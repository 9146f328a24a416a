// Demo data of the post-training domain: an RGPD export in the register, the follow-ups of trainees who left (some
// recorded, some late or due), two survey models per centre (satisfaction, insertion) and a campaign with answered and
// awaiting links.
import { randomBytes } from 'node:crypto';
import type { DomainSeeder } from '../domainSeeders.ts';
import { insertMany } from '../insert.ts';
import { schedule } from '../../../shared/postformation/index.ts';
import { inPresent } from '../calendar.ts';

const SATISFACTION = [
  { id: 'accueil', label: "Comment jugez-vous l'accueil au centre de formation ?", kind: 'scale' },
  { id: 'contenu', label: 'Le contenu de la formation a-t-il répondu à vos attentes ?', kind: 'scale' },
  { id: 'formateurs', label: 'Comment jugez-vous la qualité des formateurs ?', kind: 'scale' },
  {
    id: 'recommander',
    label: 'Recommanderiez-vous cette formation ?',
    kind: 'choice',
    choices: ['Oui', 'Non', 'Peut-être'],
  },
  { id: 'remarques', label: 'Vos remarques et suggestions', kind: 'text', required: false },
];
const INSERTION = [
  {
    id: 'situation',
    label: 'Quelle est votre situation aujourd’hui ?',
    kind: 'choice',
    choices: ['En emploi', "En recherche d'emploi", 'En formation', 'Autre'],
  },
  {
    id: 'lien',
    label: 'Votre emploi est-il en lien avec la formation suivie ?',
    kind: 'choice',
    choices: ['Oui', 'Non', 'Sans objet'],
    required: false,
  },
  { id: 'utilite', label: 'La formation vous a-t-elle aidé dans votre parcours ?', kind: 'scale' },
  { id: 'precisions', label: 'Précisions (employeur, poste, projet)', kind: 'text', required: false },
];
const COMMENTS = [
  'Très bonne ambiance de groupe.',
  'Plus de mises en situation pratiques seraient utiles.',
  'Formateurs disponibles et à l’écoute.',
  null,
  null,
];
const SITUATIONS = [1, 1, 1, 2, 3, 4];
const today = new Date().toISOString().slice(0, 10);

const seed: DomainSeeder = async ({ tx, rng, centres }) => {
  for (const { cfaId } of centres) {
    const left = (
      await tx.query<{ id: number; antenne_id: number; date_sortie: string; mail: string | null }>(
        "SELECT id, antenne_id, to_char(date_sortie, 'YYYY-MM-DD') AS date_sortie, mail FROM etudiants WHERE cfa_id " +
          '= $1 AND type = 1 AND date_sortie IS NOT NULL ORDER BY id',
        [cfaId],
      )
    ).rows;
    const followUps = left.flatMap((t) =>
      schedule(t.date_sortie, rng.chance(0.15) ? rng.pick([12, 16]) : null).map((s) => {
        const done = s.date_prevue < today && rng.chance(0.6);
        return {
          cfa_id: cfaId,
          antenne_id: t.antenne_id,
          etudiant_id: t.id,
          etape: s.etape,
          date_prevue: s.date_prevue,
          date_realisee: done ? s.date_prevue : null,
          situation: done ? rng.pick(SITUATIONS) : null,
          type_contrat: null,
          employeur: null,
          commentaire: done ? 'Contact téléphonique.' : null,
          is_shared: done && rng.chance(0.3),
          etat: 0,
        };
      }),
    );
    await insertMany(tx, 'suivi_post_formations', followUps);
    // The RGPD register: a trainee who left asked for their data.
    const staff = (
      await tx.query<{ id: number }>(
        'SELECT id FROM users WHERE cfa_id = $1 AND antenne_id IS NULL ORDER BY id LIMIT 1',
        [cfaId],
      )
    ).rows[0];
    if (left[0]) {
      await insertMany(tx, 'rgpd_demandes', [
        {
          cfa_id: cfaId,
          antenne_id: left[0].antenne_id,
          etudiant_id: left[0].id,
          type: 1,
          user_id: staff?.id ?? null,
          details: JSON.stringify({
            exportes: { etudiant_absences: 3, etudiant_interviews: 2, suivi_post_formations: 4 },
          }),
        },
      ]);
    }

    const [satisfaction, insertion] = await insertMany(tx, 'enquetes', [
      {
        cfa_id: cfaId,
        name: 'Satisfaction en fin de formation',
        categorie: 1,
        introduction: 'Votre avis nous aide à améliorer nos formations (indicateur Qualiopi 30).',
        questions: SATISFACTION,
        etat: 0,
      },
      {
        cfa_id: cfaId,
        name: 'Insertion à 6 mois',
        categorie: 2,
        introduction: 'Quelques questions sur votre situation depuis la fin de la formation.',
        questions: INSERTION,
        etat: 0,
      },
    ]);
    const recipients = left.filter((t) => t.mail).slice(0, 24);
    await insertMany(
      tx,
      'enquete_envois',
      recipients.flatMap((t, i) => {
        const answered = rng.chance(0.6);
        const reponses = {
          accueil: rng.int(2, 4),
          contenu: rng.int(1, 4),
          formateurs: rng.int(2, 4),
          recommander: rng.pick(['Oui', 'Oui', 'Non', 'Peut-être']),
          remarques: rng.pick(COMMENTS),
        };
        return [
          {
            cfa_id: cfaId,
            antenne_id: t.antenne_id,
            etudiant_id: t.id,
            enquete_id: i % 3 === 2 ? insertion : satisfaction,
            status: answered ? 2 : 1,
            type: 0,
            token: randomBytes(24).toString('base64url'),
            date_envoi: inPresent('2025-07-01T09:00:00Z'),
            date_reponse: answered ? inPresent('2025-07-04T18:30:00Z') : null,
            reponses: answered
              ? JSON.stringify(
                  i % 3 === 2
                    ? {
                        situation: rng.pick(['En emploi', 'En emploi', "En recherche d'emploi", 'En formation']),
                        lien: 'Oui',
                        utilite: rng.int(2, 4),
                        precisions: null,
                      }
                    : reponses,
                )
              : null,
          },
        ];
      }),
    );
  }
};

export default seed;
