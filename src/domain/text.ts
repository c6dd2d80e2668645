/** Letters no decomposition splits, written as their letters, so 'oeuvre' finds 'Œuvre'. */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o' };

/**
 * The one folding of text that searches compare, on the server (stored search columns, queries)
 * and in the page alike: compatibility forms unpacked (NFKD: 'ﬁ' is 'fi'), accents dropped ('Lomé'
 * is 'lome'), lower case, one kind of apostrophe ('d’Ivoire' is "d'ivoire"), runs of white space
 * as one space, trimmed. Hyphens stay: 'Saint-Louis' is 'saint-louis'.
 */
export function normalizeSearchText(value: string): string {
  return value
    .replace(/[’‘ʼ`´]/g, "'")
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[œæßø]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}
