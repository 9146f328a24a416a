// Which external services this server is configured for, read from its environment, each with its French state.
import * as msg from './messages.ts';

type Env = Record<string, string | undefined>;
const CHECKS: { id: keyof typeof msg.references.services; vars: string[] }[] = [
  { id: 'mail', vars: ['SMTP_URL'] },
  { id: 'franceCompetences', vars: ['FRANCE_COMPETENCES_API_KEY'] },
  { id: 'ficheMetier', vars: ['FRANCE_TRAVAIL_CLIENT_ID', 'FRANCE_TRAVAIL_CLIENT_SECRET'] },
  { id: 'google', vars: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_REDIRECT_URI'] },
];

export function serviceStates(
  env: Env,
): { id: string; name: string; configured: boolean; message: string; variables: string[] }[] {
  return CHECKS.map(({ id, vars }) => {
    const texts = msg.references.services[id];
    const configured = vars.every((v) => Boolean(env[v]));
    return { id, name: texts.name, configured, message: configured ? texts.on : texts.off, variables: vars };
  });
}
