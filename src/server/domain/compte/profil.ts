// The signed-in user's own profile (/modifier-profil):
//   PATCH /api/users/me  {lastname?, firstname?, email?, password?, current_password?}: name freely; e-mail and
//        password only with the current password (422 `current_password` otherwise); the password policy of the
//        reset applies. A new password moves the token version on (other sessions end) and the answer carries a
//        fresh `token` for this one. Roles, antenne and state are not the user's to change here (422).
import type { DomainModule } from '../../http/domainModules.ts';
import { sendJsonLd } from '../../http/context.ts';
import { unprocessable } from '../../http/errors.ts';
import type { Violation } from '../../schema/validate.ts';
import { b, bodyOf, withBody } from '../../http/request.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { passwordProblem } from '../../auth/passwordPolicy.ts';
import { loadActiveUser, toAuthUser } from '../../auth/session.ts';
import { signToken } from '../../auth/jwt.ts';
import { toItem } from '../../hydra/serialize.ts';
import { model } from '../common.ts';
import * as msg from './messages.ts';

const m = msg.profile;
const EDITABLE = new Set([
  'lastname',
  'firstname',
  'email',
  'password',
  'current_password',
  '@id',
  '@type',
  '@context',
  'id',
]);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const profil: DomainModule = {
  register(app, ctx) {
    const users = model(ctx, 'users');
    app.patch(
      '/api/users/me',
      withBody(
        {
          properties: {
            lastname: b.text('Nom', '100 caractères au plus.'),
            firstname: b.text('Prénom', '100 caractères au plus.'),
            email: b.text('Adresse électronique', 'Avec current_password.'),
            password: b.text('Nouveau mot de passe', 'Avec current_password ; met fin aux autres sessions.'),
            current_password: b.text('Mot de passe actuel'),
          },
        },
        {
          config: {
            summary: 'Modifier son propre profil',
            description:
              'Nom, prénom ; e-mail et mot de passe avec le mot de passe actuel. Un nouveau mot de passe met fin aux ' +
              'autres sessions et la réponse porte un nouveau `token`.',
          },
        },
      ),
      async (request, reply) => {
        const user = await ctx.auth(request);
        const body = bodyOf(request, true);
        const row = (await loadActiveUser(ctx.db, user.id))!;
        const violations: Violation[] = [];
        for (const key of Object.keys(body))
          if (!EDITABLE.has(key)) violations.push({ propertyPath: key, message: m.unknownField(key) });
        const sets: Record<string, unknown> = {};
        for (const name of ['lastname', 'firstname'] as const) {
          if (!(name in body)) continue;
          const v = typeof body[name] === 'string' ? (body[name] as string).trim() : '';
          if (v.length === 0 || v.length > 100) violations.push({ propertyPath: name, message: m.nameRequired });
          else sets[name] = v;
        }
        const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : body.email;
        const emailChanges = 'email' in body && email !== String(row.email).toLowerCase();
        if (emailChanges) {
          if (typeof email !== 'string' || !EMAIL.test(email) || email.length > 180)
            violations.push({ propertyPath: 'email', message: m.emailInvalid });
          else if (
            (await ctx.db.query('SELECT 1 FROM users WHERE lower(email) = $1 AND id <> $2', [email, user.id])).rows
              .length > 0
          )
            violations.push({ propertyPath: 'email', message: m.emailTaken });
          else sets.email = email;
        }
        const password = body.password;
        if (password !== undefined) {
          const problem =
            typeof password === 'string'
              ? passwordProblem(password, (sets.email as string | undefined) ?? String(row.email))
              : msg.profile.nameRequired;
          if (problem) violations.push({ propertyPath: 'password', message: problem });
        }
        if (emailChanges || password !== undefined) {
          const current = body.current_password;
          if (typeof current !== 'string' || current === '')
            violations.push({ propertyPath: 'current_password', message: m.currentNeeded });
          else if (!(await verifyPassword(current, row.password as string)))
            violations.push({ propertyPath: 'current_password', message: m.currentWrong });
        }
        if (violations.length > 0) throw unprocessable(violations);
        if (typeof password === 'string') sets.password = await hashPassword(password);
        const names = Object.keys(sets);
        let updated = row;
        if (names.length > 0) {
          const bump = typeof password === 'string' ? ', token_version = token_version + 1' : '';
          updated = (
            await ctx.db.query(
              `UPDATE users SET ${names.map((n, i) => `"${n}" = $${i + 2}`).join(', ')}${bump}, updated_at = now() WHERE
                id = $1 RETURNING *`,
              [user.id, ...Object.values(sets)],
            )
          ).rows[0]!;
          ctx.forgetSessions();
        }
        const item: Record<string, unknown> = toItem(users, updated, true);
        if (typeof password === 'string' || emailChanges)
          item.token = await signToken(ctx.jwt, toAuthUser(updated), Number(updated.token_version ?? 0));
        return sendJsonLd(reply, 200, item);
      },
    );
  },
};
export default profil;
