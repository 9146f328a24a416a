// Global loading flag (spec 000 section 4): true while any request runs. A tiny external store read by the
// full-page spinner through useSyncExternalStore. Writes are counted apart: only while one runs does the spinner
// take the clicks (a second click on « Enregistrer » is not a second save); a read, such as the home's counts or a
// list's page, shows the spinner without swallowing the click a user makes meanwhile.
import { useSyncExternalStore } from 'react';

let pending = 0;
let pendingWrites = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** `work` counted as a running request until it settles; `write` for a request that changes something. */
export async function track<T>(work: Promise<T>, write = false): Promise<T> {
  pending += 1;
  if (write) pendingWrites += 1;
  emit();
  try {
    return await work;
  } finally {
    pending -= 1;
    if (write) pendingWrites -= 1;
    emit();
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const isLoading = (): boolean => pending > 0;
/** True while a write runs: the page takes no click until it is answered. */
export const isWriting = (): boolean => pendingWrites > 0;

export const useIsLoading = (): boolean => useSyncExternalStore(subscribe, isLoading);
export const useIsWriting = (): boolean => useSyncExternalStore(subscribe, isWriting);
