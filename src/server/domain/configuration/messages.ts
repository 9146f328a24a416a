// French messages of the configuration domain (resource files and client profiles edited in the admin). They are
// the server's own (`configuration` in `../../http/messages.ts`): the configuration source, infrastructure, says
// them too. Re-exported, so a file of the domain reads all it says from one `msg`.
export * from '../../http/messages.ts';
