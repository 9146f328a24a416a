import { describe, expect, it } from 'vitest';
import { serviceStates } from './services.ts';

describe('external services', () => {
  it('says which services are configured, all variables needed', () => {
    const states = serviceStates({ SMTP_URL: 'smtp://x', GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' });
    expect(states.map((s) => [s.id, s.configured])).toEqual([
      ['mail', true],
      ['franceCompetences', false],
      ['ficheMetier', false],
      ['google', false],
    ]);
    expect(states[1]!.message).toMatch(/n'est pas configurée/);
  });
});
