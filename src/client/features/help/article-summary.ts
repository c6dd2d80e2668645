/** Search results show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

/**
 * An article's description for search results: its first paragraph as plain text (links keep
 * their words), cut at a word before DESCRIPTION_LENGTH characters.
 */
export function articleSummary(body: string): string {
  const first = body.split(/\n\s*\n/).find((block) => block.trim()) ?? '';
  const text = first
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^- /gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.]+$/, '')}…`;
}
