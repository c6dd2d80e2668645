/**
 * A request's URL with its path in one canonical spelling (RFC 3986 section 6.2.2): escapes of
 * unreserved characters decoded (`/%61pi` is `/api`), other escapes in upper case, runs of
 * slashes made one, and `.` and `..` segments resolved. The router, the cross-site check, the rate
 * limits and the not-found answer then all read the same path: a spelling the router would serve
 * can no longer slip past a check that compares text. Case is kept: paths are case-sensitive.
 */
export function canonicalUrl(url: string): string {
  const queryAt = url.search(/[?#]/);
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : url.slice(queryAt);
  // Nothing to do for the usual path: no escape, no doubled slash, no dot segment.
  if (!/%|\/\/|\/\.\.?(?:\/|$)/.test(path)) return url;
  const decoded = path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : escape.toUpperCase();
  });
  return removeDotSegments(decoded.replace(/\/{2,}/g, '/')) + rest;
}

/** RFC 3986 section 5.2.4 on a path that starts with a slash; never climbs above the root. */
function removeDotSegments(path: string): string {
  const kept: string[] = [];
  const segments = path.split('/').slice(1);
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') kept.pop();
      // A path that ends in a dot segment names the folder: it keeps its trailing slash.
      if (last) kept.push('');
      return;
    }
    kept.push(segment);
  });
  return `/${kept.join('/')}`;
}
