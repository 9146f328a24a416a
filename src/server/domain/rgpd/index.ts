// RGPD requests on a trainee (/rgpd). Every data the product holds on a person is found through
// the schemas (every resource with a relation to etudiants), so a new resource is exported and erased without code.
//   GET  /api/rgpd/etudiants/{id}/export: the trainee and every related record, by resource (JSON), recorded in the
//        register (rgpd_demandes, type 1).
//   POST /api/rgpd/etudiants/{id}/effacement: in one transaction, the records the law does not require to keep are
//        deleted with their files (removed from the disk at once), those it does (contracts, invoices, attendance
//        proofs) are kept stripped of the person (a contract's cerfa loses its apprentice part), the alerts,
//        notifications and mails naming the trainee are deleted, the identity is anonymised, the generation jobs
//        in memory forget them; the answer and the register say, in French words, what was deleted, what was kept
//        and why, and what was anonymised.
// Scope as everywhere: another antenne's or centre's trainee is a 404; only centre-level supervisors and admins
// erase (403 otherwise).
import type { DomainModule } from '../../http/domainModules.ts';
import { sendJsonLd } from '../../http/context.ts';
import { forbidden, HttpError } from '../../http/errors.ts';
import { pathId, requireNotGuest, scopedRow, type IdRequest, withoutBody } from '../../http/request.ts';
import { insertRow } from '../../crud/write.ts';
import { toItem } from '../../hydra/serialize.ts';
import { itemIri } from '../../hydra/iri.ts';
import { isCentreLevel } from '../../auth/access.ts';
import { canAccess } from '../../../shared/access.ts';
import { ROLE_RULES } from '../../../shared/roleRules.ts';
import { model } from '../common.ts';
import { eraseTrainee, personalData } from './data.ts';
import { remove } from '../../files/storage.ts';
import { forgetTraineeInJobs } from '../documents/jobs.ts';
import * as msg from './messages.ts';

const rgpd: DomainModule = {
  register(app, ctx) {
    const etudiants = model(ctx, 'etudiants');
    const demandes = model(ctx, 'rgpd_demandes');

    app.get(
      '/api/rgpd/etudiants/:id/export',
      {
        config: {
          summary: 'Exporter toutes les données d’un stagiaire (RGPD)',
          description:
            'La fiche et chaque enregistrement qui s’y rattache, par ressource ; la demande est inscrite au registre.',
        },
      },
      async (request: IdRequest, reply) => {
        const user = await ctx.auth(request);
        requireNotGuest(user);
        const trainee = await scopedRow(ctx.db, etudiants, user, pathId(request.params.id));
        const data = await personalData(ctx.db, ctx.registry, trainee.id);
        const counts = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.length]));
        await insertRow(ctx.db, demandes, user, {
          type: 1,
          etudiant_id: trainee.id,
          antenne_id: trainee.antenne_id,
          user_id: user.id,
          details: JSON.stringify({ exportes: counts }),
        });
        const day = new Date().toISOString().slice(0, 10);
        reply.header('Content-Disposition', `attachment; filename="rgpd-stagiaire-${trainee.id}-${day}.json"`);
        return sendJsonLd(reply, 200, {
          personne: toItem(etudiants, trainee),
          exporte_le: new Date().toISOString(),
          donnees: data,
        });
      },
    );

    app.post(
      '/api/rgpd/etudiants/:id/effacement',
      withoutBody({
        config: {
          summary: 'Effacer les données d’un stagiaire (RGPD)',
          description:
            'Supprime ce que la loi n’oblige pas à garder, conserve contrats, factures et preuves d’assiduité, ' +
            'anonymise la fiche ; dit ce qui a été conservé et pourquoi.',
        },
      }),
      async (request: IdRequest, reply) => {
        const user = await ctx.auth(request);
        requireNotGuest(user);
        const trainee = await scopedRow(ctx.db, etudiants, user, pathId(request.params.id));
        if (!isCentreLevel(user) || !canAccess(user, { action: 'delete', resource: ROLE_RULES.rgpdErase }))
          throw forbidden();
        if (trainee.lastname === msg.rgpd.anonymousName) throw new HttpError(409, msg.rgpd.alreadyErased);
        const files: string[] = [];
        const result = await ctx.db.transaction(async (tx) => {
          const outcome = await eraseTrainee(tx, ctx.registry, trainee.id, files);
          const row = await insertRow(tx, demandes, user, {
            type: 2,
            etudiant_id: trainee.id,
            antenne_id: trainee.antenne_id,
            user_id: user.id,
            details: JSON.stringify(outcome),
          });
          return { outcome, row };
        });
        ctx.forgetSessions();
        // Once committed: the deleted files leave the storage now, and the kept generation jobs forget them.
        for (const uuid of files) await remove(uuid);
        await forgetTraineeInJobs(ctx.db, trainee.id, msg.rgpd.anonymousFirstname(trainee.id));
        return sendJsonLd(reply, 200, {
          '@id': itemIri('rgpd_demandes', result.row.id),
          etudiant: itemIri('etudiants', trainee.id),
          ...result.outcome,
        });
      },
    );
  },
};
export default rgpd;
