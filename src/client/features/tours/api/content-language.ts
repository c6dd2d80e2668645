/** The language operator and package texts are asked in: French for a French page, else English. */
export function contentLanguage(language: string): 'en' | 'fr' {
  return language.startsWith('fr') ? 'fr' : 'en';
}
