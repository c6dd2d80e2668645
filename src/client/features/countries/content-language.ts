import type { LocalizedText } from '../../../domain/country-facts.ts';

export type ContentLanguage = 'en' | 'fr';

/** The language the API writes descriptions in for this page: French for French, else English. */
export function contentLanguage(language: string | undefined): ContentLanguage {
  return language?.startsWith('fr') ? 'fr' : 'en';
}

/** A fact in the reader's language. */
export function inLanguage(text: LocalizedText, language: string | undefined): string {
  return text[contentLanguage(language)];
}
