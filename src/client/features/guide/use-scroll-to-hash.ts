import { useEffect } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';

const currentHash = () => location.hash;

/**
 * Brings the address's #fragment into view once `ready` (the anchors come with the data), and
 * again when the fragment changes: an in-app link such as the assistant's /guide#money changes
 * it without the browser scrolling. The target gets the focus, so a screen reader goes there.
 */
export function useScrollToHash(ready: boolean) {
  const hash = useLocationProperty(currentHash, () => '');
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    if (target.tabIndex === -1) target.focus({ preventScroll: true });
  }, [hash, ready]);
}
