/**
 * Readable by the page, holding no secret: it tells the page a session may exist, so a guest's
 * pages never ask for the current user (one request less on a slow phone, and no 401 to log),
 * and the server draws a guest's pages signed out. Its value is '1' while it exists.
 */
export const SIGNED_IN_HINT_COOKIE = 'teranga_signed_in';
