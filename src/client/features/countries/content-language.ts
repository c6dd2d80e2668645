import type { LocalizedText } from '../../../domain/country-facts.ts';
import { contentLanguage } from '../../lib/content-language.ts';

/** A fact in the reader's language. */
export function inLanguage(text: LocalizedText, language: string | undefined): string {
  return text[contentLanguage(language)];
}
