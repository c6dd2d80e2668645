import { paths } from '../../../lib/paths.ts';

const ORIGIN = 'https://teranga.invalid';

/**
 * Where to go after signing in: the `next` of the address when it is a path of this site (never
 * another site, `//host` or `/\host`, nor the sign-in page itself), else the dashboard.
 */
export function nextPathOf(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return paths.dashboard;
  }
  let url: URL;
  try {
    url = new URL(next, ORIGIN);
  } catch {
    return paths.dashboard;
  }
  // The URL parser drops tabs and line breaks, so `/\t/host` is checked again as it is read.
  if (url.origin !== ORIGIN || url.pathname.startsWith('//')) return paths.dashboard;
  if (url.pathname === paths.auth || url.pathname.startsWith(`${paths.auth}/`)) {
    return paths.dashboard;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A link to the sign-in page (or one of its steps) that keeps where to go afterwards. */
export function authHref(step: string | null, search: string): string {
  const next = new URLSearchParams(search).get('next');
  const base = step ? `${paths.auth}/${step}` : paths.auth;
  return next ? `${base}?${new URLSearchParams({ next }).toString()}` : base;
}
