/** The pages anyone may open and a search engine may list, besides each country and help article. */
export const PUBLIC_PAGES = [
  '/',
  '/hotels',
  '/flights',
  '/tour-operators',
  '/guide',
  '/assistant',
  '/help',
  '/contact',
  '/privacy',
  '/terms',
  '/about',
] as const;

/** A traveller's own pages and the API: nothing a search result should lead to. */
export const PRIVATE_PREFIXES = [
  '/api/',
  '/admin',
  '/dashboard',
  '/checkout',
  '/booking-success',
  '/bookings',
  '/auth',
  // The trips kept on a device: each reader's own (docs/decisions/0032).
  '/trips',
  '/pay/',
] as const;

/** The test payment processor's phone prompt for one charge (a page, never listed). */
export const TEST_PHONE_ROUTE = '/pay/test-phone/:reference';
export const TEST_PHONE_PAGE = /^\/pay\/test-phone\/([^/]+?)\/?$/i;
export const testPhonePath = (reference: string) =>
  `/pay/test-phone/${encodeURIComponent(reference)}`;
