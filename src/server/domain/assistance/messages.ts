// French messages of the support tickets domain: every sentence its routes and hooks answer with. The server's
// generic messages (access, request, crud…) are re-exported, so a file of the domain reads all it says from one
// `msg`.
export * from '../../http/messages.ts';

/** Support tickets and their mail to support. */
export const ticket = {
  sent: 'Votre demande a bien été envoyée',
  mailSubject: (id: number, subject: string) => `[Ticket n° ${id}] ${subject}`,
  mailText: (author: string, module: string, type: string, message: string, attachment: string | undefined) =>
    `Nouvelle demande d'assistance de ${author}\nModule : ${module}\nType : ${type}\n\n${message}\n\n` +
    (attachment ? `Pièce jointe : ${attachment} (jointe à ce courriel).` : 'Sans pièce jointe.'),
};
