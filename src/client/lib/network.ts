import { useSyncExternalStore } from 'react';

/** Whether the browser says it has a network; the server drawing a page says it has. */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

function subscribe(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/** The browser's online state, followed as it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
