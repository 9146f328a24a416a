// French messages of the billing domain: every sentence its routes and hooks answer with. The server's
// generic messages (access, request, crud…) are re-exported, so a file of the domain reads all it says from one
// `msg`.
export * from '../../http/messages.ts';
export { dashboards } from '../pilotage/messages.ts';
