import { useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';

const STORAGE_KEY = 'teranga.dataSaver';

/** The traveller's own choice, remembered like the language; null until one is made. */
type Choice = 'on' | 'off' | null;

type State = {
  choice: Choice;
  /** The browser asks to save data (Save-Data, or its own data saver). */
  browserAsks: boolean;
  /** The page whose images the traveller asked to see while saving data, until they leave it. */
  shownOn: string | null;
};

function readChoice(): Choice {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved === 'on' || saved === 'off' ? saved : null;
  } catch {
    return null; // storage can be blocked: the browser's wish decides
  }
}

/**
 * Whether the browser asks for less data: Chromium's data saver (navigator.connection.saveData),
 * or a `Save-Data: on` request header, which the server marks on the page it sends
 * (`<html data-save-data="on">`, src/server/http/client-pages.ts).
 */
function readBrowserAsks(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true || document.documentElement.dataset.saveData === 'on';
}

let state: State | null = null;
const listeners = new Set<() => void>();

function current(): State {
  state ??= { choice: readChoice(), browserAsks: readBrowserAsks(), shownOn: null };
  return state;
}

function update(next: Partial<State>) {
  state = { ...current(), ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Drawn on the server, and while React takes the page over: images as without a saver (the
// drawn pages show no property photos, so nothing is requested before the browser decides).
const ON_THE_SERVER: State = { choice: null, browserAsks: false, shownOn: null };

/** Whether data is saved: the traveller's choice, else the browser's wish. */
export const isSaving = (s: State) => (s.choice ? s.choice === 'on' : s.browserAsks);

/** Turns the data saver on or off, for this visit and the next ones. */
export function setDataSaver(on: boolean) {
  try {
    localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // the choice still applies to this visit
  }
  update({ choice: on ? 'on' : 'off', shownOn: null });
}

/**
 * The data saver as a page reads it: `saving` (the setting), `hideImages` (saving, and the
 * traveller has not asked to see this page's images), and the calls that change them.
 */
export function useDataSaver() {
  const s = useSyncExternalStore(subscribe, current, () => ON_THE_SERVER);
  const [path] = useLocation();
  const saving = isSaving(s);
  return {
    saving,
    hideImages: saving && s.shownOn !== path,
    setSaving: setDataSaver,
    /** Shows every image of this page, the data saver staying on for the next ones. */
    showImagesHere: () => update({ shownOn: path }),
  };
}
