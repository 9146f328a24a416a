// The client profiles of the session now stored. The server serves a user its own centre's profile only, so
// those loaded at start-up (without a session on the login page, or another user's before a sign-out) are not
// the next user's: a sign-in loads them again, a sign-out drops them, and the app reads them from here.
import { useSyncExternalStore } from 'react';
import { loadClientProfiles, type LoadedProfiles } from './load.ts';

// undefined until a sign-in or sign-out: the start-up's profiles are used.
let current: LoadedProfiles | undefined;
const listeners = new Set<() => void>();

function set(next: LoadedProfiles): void {
  current = next;
  listeners.forEach((listener) => listener());
}

/** After a sign-in: the profiles the new session may read. */
export async function reloadClientProfiles(): Promise<void> {
  set(await loadClientProfiles());
}

/** After a sign-out: no profile until the next sign-in. */
export function dropClientProfiles(): void {
  set({ profiles: [], errors: [] });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The profiles loaded since the last sign-in or sign-out, else undefined (the start-up's hold). */
export function useSessionProfiles(): LoadedProfiles | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
