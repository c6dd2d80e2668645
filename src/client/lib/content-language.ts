export type ContentLanguage = 'en' | 'fr';

/**
 * The language the API writes descriptions in for this page (stays, operators, packages):
 * French for a French page, else English.
 */
export function contentLanguage(language: string | undefined): ContentLanguage {
  return language?.startsWith('fr') ? 'fr' : 'en';
}
