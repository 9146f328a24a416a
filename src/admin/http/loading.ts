// Global loading flag (spec 000 section 4): true while any request runs. A tiny external store read by the
// full-page spinner through useSyncExternalStore.
import { useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export async function track<T>(work: Promise<T>): Promise<T> {
  pending += 1;
  emit();
  try {
    return await work;
  } finally {
    pending -= 1;
    emit();
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useIsLoading = (): boolean => useSyncExternalStore(subscribe, () => pending > 0);
