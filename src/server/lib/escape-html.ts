/**
 * Text made safe to put in HTML, as an element's text or an attribute's quoted value; in XML
 * (an SVG drawing, the sitemap) as well, as its five replacements are XML's own.
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The same escape, named for the XML it is used in. */
export const escapeXml = escapeHtml;
