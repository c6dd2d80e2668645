import { useSyncExternalStore } from 'react';

/**
 * A new version of the app, waiting for the traveller's word (docs/decisions/0032): the service
 * worker's new files are in, and the page moves to them only when the traveller taps Update, so
 * a form being filled is never reloaded under them.
 */
let apply: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the service worker's registration (main.tsx) when a new version waits. */
export function offerUpdate(update: () => Promise<void>) {
  apply = update;
  listeners.forEach((listener) => listener());
}

/** The waiting update, or null: `apply` moves the page to it (a reload), `dismiss` waits on. */
export function useAppUpdate() {
  const waiting = useSyncExternalStore(
    subscribe,
    () => apply,
    () => null,
  );
  return waiting
    ? {
        apply: () => void waiting(),
        dismiss: () => {
          apply = null;
          listeners.forEach((listener) => listener());
        },
      }
    : null;
}
