/** The languages pages, descriptions and documents are written in. */
export const DOCUMENT_LANGUAGES = ['en', 'fr'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/**
 * The cookie that carries the reader's chosen language to the server, so the first page comes
 * drawn in it (the client saves the choice in localStorage too, and writes this with it).
 */
export const LANGUAGE_COOKIE = 'teranga.language';
