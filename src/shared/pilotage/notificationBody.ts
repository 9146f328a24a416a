// What a notification shows under its title: its message, unless it only repeats the title (the same words,
// whatever the case, spaces or final full stop). Pure: the home, the app bar's bell and the server's clean-up
// of stored notifications read it alike.

const words = (text: string) =>
  text
    .trim()
    .replace(/[.\s]+$/u, '')
    .replace(/\s+/gu, ' ')
    .toLocaleLowerCase('fr');

/** The body to show under the title, or null when there is none worth showing. */
export function notificationBody(n: { title: string; message?: string | null }): string | null {
  const message = n.message?.trim();
  if (!message || words(message) === words(n.title)) return null;
  return message;
}
