import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './app-update.ts';

/** How often an open page asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Registers the service worker (built by vite-plugin-pwa), in the browser's built app only. */
export async function startServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const update = registerSW({
    onNeedRefresh: () => offerUpdate(() => update(true)),
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      // A tab left open for days still hears of a deploy: on coming back to it, and hourly.
      const check = () => void registration.update().catch(() => undefined);
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
  });
}
