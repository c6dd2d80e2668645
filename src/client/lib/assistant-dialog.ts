import { useSyncExternalStore } from 'react';

/** Whether the assistant dialog is open: any page's button may open it (home hero, launcher). */
let open = false;
const listeners = new Set<() => void>();

export function setAssistantOpen(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}

export function useAssistantOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
