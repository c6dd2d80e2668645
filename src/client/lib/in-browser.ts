import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React takes a drawn page over, true from then on: for what the
 * browser writes its own way (a country's name from its own Intl tables, which the server's
 * differ from), so the page is taken over as drawn, then shows it.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
