import { useEffect, useRef } from 'react';

/** The dialogs open in the current history entry, innermost last. */
export function dialogsInEntry(): string[] {
  const state: unknown = window.history.state;
  const dialogs =
    state && typeof state === 'object' ? (state as { dialogs?: unknown }).dialogs : [];
  return Array.isArray(dialogs) ? dialogs.filter((d): d is string => typeof d === 'string') : [];
}

/**
 * A page left from inside a dialog replaces the dialog's history entry: Back from there returns
 * to the page the dialog was opened on, not to an entry whose dialog is gone.
 */
export const leavingDialog = () => ({ replace: dialogsInEntry().length > 0 });

/** Dialogs open now; StrictMode runs an effect twice, and the second run keeps the entry. */
const live = new Set<string>();

/**
 * An open dialog has its own history entry (decision 0020): Back closes it, and closing it
 * otherwise takes the entry away again, so Back then leaves the page as it would have.
 */
export function useDialogHistory(open: boolean, id: string, close: () => void) {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return;
    live.add(id);
    if (!dialogsInEntry().includes(id)) {
      const state: unknown = window.history.state;
      const kept = state && typeof state === 'object' ? state : {};
      window.history.pushState({ ...kept, dialogs: [...dialogsInEntry(), id] }, '');
    }
    const onPopState = () => {
      if (!dialogsInEntry().includes(id)) closeRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      live.delete(id);
      window.removeEventListener('popstate', onPopState);
      queueMicrotask(() => {
        if (!live.has(id) && dialogsInEntry().at(-1) === id) window.history.back();
      });
    };
  }, [open, id]);
}

/**
 * A search is a history entry of its own, so Back returns to the previous search's results
 * (decision 0020); the same search again adds none.
 */
export const searchNavigation = (to: string) => ({
  replace: to === `${window.location.pathname}${window.location.search}`,
});
