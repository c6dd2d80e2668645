import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import './styles.css';
import i18n, { textsReady } from './lib/i18n.ts';
import { App, newQueryClient } from './app.tsx';

const container = document.getElementById('root')!;
const queryClient = newQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

// A French reader's texts come in their own file: the page is made live once they are there.
void textsReady.then(() => {
  // The server drew the public pages in the reader's language (src/server/lib/drawn-pages.ts):
  // React takes such a page over as it is, as a transition, so in short slices that leave the
  // phone responsive. A page drawn in another language than the one read here (a choice saved
  // before the language cookie existed) is drawn again.
  if (container.dataset.drawnIn === i18n.language) {
    // The answers the page was drawn with (src/server/lib/index-html.ts): taken over with them.
    const data = document.getElementById('drawn-data')?.textContent;
    if (data) hydrate(queryClient, JSON.parse(data) as DehydratedState);
    // Taps from now on are React's own (it holds them until their part of the page is live).
    const taps = window.earlyTaps ?? [];
    window.earlyTaps = undefined;
    startTransition(() => void hydrateRoot(container, app));
    whenPageLive(() => redoEarlyInput(taps));
  } else {
    window.earlyTaps = undefined;
    window.earlyInputs = undefined;
    createRoot(container).render(app);
  }
});

declare global {
  interface Window {
    /** Buttons tapped before the page was live, kept by the boot module (vite.config.ts). */
    earlyTaps?: HTMLButtonElement[] | undefined;
    /** The last value of each field typed in or chosen before the page was live, likewise. */
    earlyInputs?: Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>;
  }
}

/** Runs `then` once the page is live (src/client/lib/page-meta.ts marks it). */
function whenPageLive(then: () => void) {
  const root = document.documentElement;
  if (root.hasAttribute('data-page-live')) return then();
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute('data-page-live')) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-page-live'] });
}

/**
 * What a traveller typed, chose and tapped on the drawn page before React had it: React set
 * the fields back to their drawn values and the taps did nothing. The values are put back as
 * if typed (so the page's own state has them), then the last tap is made again.
 */
function redoEarlyInput(taps: HTMLButtonElement[]) {
  const inputs = window.earlyInputs ?? new Map();
  window.earlyInputs = undefined;
  for (const [field, value] of inputs) {
    if (!field.isConnected) continue;
    // React notes a value written through the field itself, not one written by the browser's
    // own setter: it notes another value first, so the typed one then reads as a change.
    field.value = value === '' ? ' ' : '';
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }
  const last = taps.at(-1);
  if (last?.isConnected) last.click();
}
