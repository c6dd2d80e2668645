import { startTransition, StrictMode } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import './styles.css';

// The page starts in steps, each in its own task, so the phone paints and answers a tap between
// them rather than once at the end (docs/decisions/0017): the texts, then React's DOM, then the
// app, then the class merger's first call, then the takeover of the drawn page. The boot module (vite.config.ts) has asked for all
// their files at once already; each step only runs what has arrived.
void start();

async function start() {
  const { default: i18n, textsReady } = await import('./lib/i18n.ts');
  // A French reader's texts come in their own file: the page is made live once they are there.
  await textsReady;
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const [{ App, newQueryClient }, { hydrate }, { cn }, { maySignedIn }] = await Promise.all([
    import('./app.tsx'),
    import('@tanstack/react-query'),
    import('./lib/utils.ts'),
    import('./lib/account.ts'),
  ]);
  await nextTask();
  // The class merger builds its tables on its first call, in one piece: here, on its own.
  cn('p-0');
  await nextTask();

  const container = document.getElementById('root')!;
  // A guest's page was drawn signed out (src/server/app.ts): taken over as such.
  const queryClient = newQueryClient({ guest: !maySignedIn() });
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
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
  // Installable and readable offline (docs/decisions/0032): the service worker, once the page is up.
  const { startServiceWorker } = await import('./lib/service-worker.ts');
  await startServiceWorker();
}

/** Ends the current task: what waits next runs in a new one, after the browser's own work. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

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
