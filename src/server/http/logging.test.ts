// What an error leaves in a log line: no field but kind, code, message and stack; e-mail addresses masked.
import { describe, expect, it } from 'vitest';
import { maskEmails, safeError } from './logging.ts';
import { parseTrustProxy } from '../config.ts';

describe('safeError', () => {
  it('drops the database detail that quotes the row, and masks addresses in the message', () => {
    const err = Object.assign(new Error('duplicate key value violates unique constraint "users_email_ci_key"'), {
      code: '23505',
      detail: 'Key (lower(email))=(jeanne.martin@exemple.fr) already exists.',
      where: 'ligne 3',
    });
    const logged = safeError(err);
    expect(Object.keys(logged).sort()).toEqual(['code', 'message', 'stack', 'type']);
    expect(JSON.stringify(logged)).not.toContain('jeanne');
    expect(safeError(new Error('550 unknown user <j.martin@exemple.fr>')).message).toBe(
      '550 unknown user <<courriel>>',
    );
  });

  it('masks every address of a text', () => {
    expect(maskEmails('à a.b@c.fr et x@y.org.')).toBe('à <courriel> et <courriel>');
  });
});

describe('TRUST_PROXY', () => {
  it('reads off, a hop count, any, or a list of addresses and ranges', () => {
    expect([undefined, '', '0', 'off', 'false'].map(parseTrustProxy)).toEqual([false, false, false, false, false]);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.5, 192.168.0.0/16,loopback')).toEqual(['10.0.0.5', '192.168.0.0/16', 'loopback']);
  });
});
