/** The languages pages, descriptions and documents are written in. */
export const DOCUMENT_LANGUAGES = ['en', 'fr'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];
