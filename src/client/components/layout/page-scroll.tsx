import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

/** Longest a return to a page keeps trying to reach its place while the page grows back. */
const RESTORE_FOR_MS = 2000;

/** Where the reader last stood on each address of this visit (path and query). */
const positions = new Map<string, number>();
/** The place to return to after Back or Forward, read before the new page shortens the old one. */
let returning: { address: string; y: number } | null = null;

const currentAddress = () => `${window.location.pathname}${window.location.search}`;

/** Runs `step` on each frame until it answers true, the time is up or the reader scrolls. */
function keepTrying(step: () => boolean) {
  const until = performance.now() + RESTORE_FOR_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const)
      window.removeEventListener(type, stop);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const)
    window.addEventListener(type, stop, { passive: true });
  const tick = () => {
    if (step() || performance.now() > until) stop();
    else frame = requestAnimationFrame(tick);
  };
  tick();
  return stop;
}

/**
 * A new page opens at its top (or at its hash); Back and Forward return to where the reader
 * was. A search or a dialog on the same page leaves the page where it is (decision 0020).
 */
export function PageScroll() {
  const [pathname] = useLocation();
  const search = useSearch();
  const lastPathname = useRef<string | null>(null);

  useEffect(() => {
    let frame = 0;
    const remember = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        positions.set(currentAddress(), window.scrollY);
      });
    };
    const onPopState = () => {
      returning = { address: currentAddress(), y: positions.get(currentAddress()) ?? 0 };
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('popstate', onPopState);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  useLayoutEffect(() => {
    const previous = lastPathname.current;
    lastPathname.current = pathname;
    const back = returning?.address === currentAddress() ? returning : null;
    returning = null;
    if (back) {
      return keepTrying(() => {
        window.scrollTo(0, back.y);
        return Math.abs(window.scrollY - back.y) < 2;
      });
    }
    if (previous === null || previous === pathname) return;
    const hash = decodeURIComponent(window.location.hash.slice(1));
    window.scrollTo(0, 0);
    if (!hash) return;
    return keepTrying(() => {
      const target = document.getElementById(hash);
      target?.scrollIntoView();
      return target !== null;
    });
  }, [pathname, search]);

  return null;
}
