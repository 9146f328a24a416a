// The hand-over from the first page drawn early (instant.ts) to the app: the early page goes as soon as the
// app shows the list's own rows, an error, or any other page. Once gone it never comes back in this load.

let dismissed = false;
let element: HTMLElement | null = null;
let path: string | null = null;

/** Whether the early page may still be drawn (the app has not taken over yet). */
export const instantWanted = (): boolean => !dismissed;

/** Called by instant.ts once its page is in the document, for the address it was drawn for. */
export function instantShown(el: HTMLElement, at: string): void {
  element = el;
  path = at;
}

/** The path the early page shows, while it is shown. */
export const instantPath = (): string | null => (element ? path : null);

export function dismissInstant(): void {
  dismissed = true;
  element?.remove();
  element = null;
}
