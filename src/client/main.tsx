import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import i18n, { textsReady } from './lib/i18n.ts';
import { App, newQueryClient } from './app.tsx';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App queryClient={newQueryClient()} />
  </StrictMode>
);

// A French reader's texts come in their own file: the page is made live once they are there.
void textsReady.then(() => {
  // The server drew the public pages in the reader's language (src/server/lib/drawn-pages.ts):
  // React takes such a page over as it is, as a transition, so in short slices that leave the
  // phone responsive. A page drawn in another language than the one read here (a choice saved
  // before the language cookie existed) is drawn again.
  if (container.dataset.drawnIn === i18n.language) {
    startTransition(() => void hydrateRoot(container, app));
    replayEarlyTap();
  } else {
    window.earlyTaps = undefined;
    createRoot(container).render(app);
  }
});

declare global {
  interface Window {
    /** Buttons tapped before the page was live, kept by the boot module (vite.config.ts). */
    earlyTaps?: HTMLButtonElement[] | undefined;
  }
}

/**
 * A button tapped on the drawn page before React had taken it over did nothing: the last one
 * tapped is tapped again now. React holds the tap until that part of the page is live.
 */
function replayEarlyTap() {
  const last = window.earlyTaps?.at(-1);
  window.earlyTaps = undefined;
  if (last?.isConnected) last.click();
}
