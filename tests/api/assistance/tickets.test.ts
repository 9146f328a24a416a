// API of support tickets: the life cycle (create, read, the filters the spec's calls use, update, French 422,
// delete) and scope, and a ticket sent as form data with an attachment (send_ticket), mailed with its file.
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { crudLifecycle, domainServer } from '../domainCrud.ts';

const { S, T, ref } = domainServer(import.meta.url);
beforeAll(async () => {
  ref.admin = (await S().req('GET', '/api/users/me', { token: T().admin })).body['@id'];
});

describe('tickets', () => {
  crudLifecycle(S, T, {
    resource: 'tickets', scope: 'antenne',
    body: () => ({ module: 5, type: 2, subject: 'Fusion de deux entreprises', message: 'Deux fiches pour la même entreprise.', user: ref.admin }),
    filter: () => 'status=1&module=5', update: { status: 3 },
    bad: { body: () => ({ module: 9, type: 2, subject: 'x', message: 'y', user: ref.admin }), property: 'module' },
  });

  it('sends a ticket as form data with an attachment, authored by the signed-in user, in French on a bad form', async () => {
    const mailDir = mkdtempSync(join(tmpdir(), 'ticket-mail-'));
    process.env.MAIL_DIR = mailDir;
    const form = new FormData();
    form.append('module', '5');
    form.append('type', '2');
    form.append('subject', "Doublon d'entreprise");
    form.append('message', 'Deux fiches pour la même entreprise.');
    form.append('file', new Blob(['capture'], { type: 'text/plain' }), 'capture.txt');
    const res = await fetch(`${S().base}/api/send_ticket`, { method: 'POST', headers: { authorization: `Bearer ${T().antenne1}` }, body: form });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(201);
    const me = (await S().req('GET', '/api/users/me', { token: T().antenne1 })).body['@id'];
    expect([body.user, body.status, body.antenne, body.module]).toEqual([me, 1, '/api/antennes/2', 5]);
    expect(body.file).toMatch(/^\/api\/media_objects\/\d+$/);
    expect(body.message).toBe('Votre demande a bien été envoyée');
    const mail = (await S().db.query<{ recipient: string; subject: string; body: string }>('SELECT recipient, subject, body FROM mail_outbox WHERE subject LIKE $1', [`[Ticket n° ${body.id}]%`])).rows;
    expect(mail).toEqual([{ recipient: 'support@futurosud.fr', subject: `[Ticket n° ${body.id}] Doublon d'entreprise`, body: expect.stringContaining('Module : Entreprise') }]);
    expect(mail[0]!.body).toContain('Pièce jointe : capture.txt (jointe à ce courriel).');
    // The file itself goes with the mail, by its name and with its content, not a pointer to the back-office.
    const outbox = await S().db.query('SELECT attachments FROM mail_outbox WHERE subject LIKE $1',
      [`[Ticket n° ${body.id}]%`]);
    const type = 'text/plain; charset=utf-8';
    expect(outbox.rows[0]!.attachments).toEqual([{ filename: 'capture.txt', contentType: type, size: 7 }]);
    const written = readdirSync(mailDir).find((f) => f.endsWith('.txt'))!;
    expect(readFileSync(join(mailDir, written), 'utf8')).toContain(`Attachment: capture.txt (${type}, 7)`);
    expect(readFileSync(join(mailDir, written.replace(/\.txt$/, '.pieces'), 'capture.txt'), 'utf8')).toBe('capture');
    delete process.env.MAIL_DIR;
    const bad = new FormData();
    bad.append('module', '9');
    bad.append('subject', 'Sans message');
    const refused = await fetch(`${S().base}/api/send_ticket`, { method: 'POST', headers: { authorization: `Bearer ${T().antenne1}` }, body: bad });
    const violations = (await refused.json()).violations.map((v: any) => `${v.propertyPath}: ${v.message}`);
    expect(refused.status).toBe(422);
    expect(Number((await S().db.query<{ n: string }>("SELECT count(*) AS n FROM mail_outbox WHERE subject LIKE '[Ticket%'")).rows[0]!.n)).toBe(1);
    expect(violations).toEqual(expect.arrayContaining(['message: Message : Ce champ est obligatoire.', 'module: Module : Cette valeur ne fait pas partie des choix possibles.']));
  });
});
