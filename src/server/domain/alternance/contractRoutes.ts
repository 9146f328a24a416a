// Trainee contracts (spec 001 section 7: "POST etudiant_contrats; POST a url for update; PATCH a url for rupture"):
// POST /api/etudiant_contrats/{id}: an update, as the earlier back-office posted its contract form: a JSON
//   object or multipart form fields (empty field = cleared), saved and answered exactly as a PATCH (crud/save.ts);
// the rupture rule on every write of a contract (this POST, and the generic POST, PUT and PATCH through the
//   beforeWrite hook of groupes/hooks.ts): a rupture date is not before the contract's start date nor after
//   its end date (the schema already asks for a reason once a rupture date is given).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import type { ResourceModel } from '../../schema/model.ts';
import { resourceBody, withForm } from '../../http/request.ts';
import type { Violation } from '../../schema/validate.ts';
import type { AuthUser } from '../../auth/access.ts';
import { badRequest, unprocessable } from '../../http/errors.ts';
import { respondWith, save } from '../../crud/save.ts';
import { fieldValue } from '../../crud/form.ts';
import { model, writableRow, type IdRequest } from '../formation/groupesShared.ts';
import * as msg from './messages.ts';

const RESOURCE = 'etudiant_contrats';

/** The rupture rule on a contract's whole new state (dates as YYYY-MM-DD strings). */
export function ruptureViolations(c: Record<string, unknown>): Violation[] {
  const rupture = typeof c.date_rupture === 'string' ? c.date_rupture.slice(0, 10) : null;
  if (!rupture || !/^\d{4}-\d{2}-\d{2}$/.test(rupture)) return [];
  const start = typeof c.date_debut === 'string' ? c.date_debut.slice(0, 10) : null;
  const end = typeof c.date_fin === 'string' ? c.date_fin.slice(0, 10) : null;
  if (start && /^\d{4}-\d{2}-\d{2}$/.test(start) && rupture < start) {
    return [{ propertyPath: 'date_rupture', message: msg.contrats.ruptureBeforeStart }];
  }
  if (end && /^\d{4}-\d{2}-\d{2}$/.test(end) && rupture > end) {
    return [{ propertyPath: 'date_rupture', message: msg.contrats.ruptureAfterEnd }];
  }
  return [];
}

export function checkRupture(c: Record<string, unknown>): void {
  const v = ruptureViolations(c);
  if (v.length > 0) throw unprocessable(v);
}

async function formBody(r: ResourceModel, request: FastifyRequest): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for await (const part of request.parts({ limits: { fields: 60, files: 0 } })) {
    if (part.type === 'file') {
      part.file.resume();
      throw badRequest(msg.files.contractNoFile);
    }
    const p = r.byName.get(part.fieldname);
    if (p && !p.readOnly) out[part.fieldname] = fieldValue(r, part.fieldname, String(part.value ?? ''));
  }
  return out;
}

async function update(ctx: AppContext, user: AuthUser, request: IdRequest, reply: FastifyReply) {
  const r = model(ctx, RESOURCE);
  const existing = await writableRow(ctx, user, r, request.params.id);
  const body = request.isMultipart() ? await formBody(r, request) : request.body;
  // The contract's one write path, as PATCH: rupture rule, offered values, antenne guard, database errors,
  // and the trainee's course state (parcours/hooks.ts); answered through the resource's respond hook.
  const row = await save(ctx, r, user, body, { mode: 'merge', existing });
  return respondWith(ctx, r, user, reply, 200, row, { kind: 'patch', mode: 'merge', existing, request });
}

export function registerContractRoutes(app: FastifyInstance, ctx: AppContext): void {
  // config.multipart: the files module refuses multipart bodies on routes that do not opt in.
  const contract = resourceBody(model(ctx, RESOURCE));
  app.post('/api/etudiant_contrats/:id', withForm({ fieldsOf: contract, json: contract }), async (request, reply) => {
    const user = await ctx.auth(request);
    return update(ctx, user, request as IdRequest, reply);
  });
}
