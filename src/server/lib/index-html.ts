import { escapeHtml } from './escape-html.ts';

/**
 * The built client's index.html as the server sends it: its share-preview tags (Open Graph
 * og:url and og:image, written as paths in src/client/index.html) made absolute under the
 * site's public address, since a preview reads only absolute URLs.
 */
export function withPublicUrl(html: string, publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return html.replace(
    /(<meta\s+property="og:(?:url|image)"\s+content=")(\/[^"]*)"/g,
    (_match, start: string, path: string) => `${start}${base}${path}"`,
  );
}

/**
 * A page as the server drew it: the inside of `<div id="root">`, its head texts, and the data it
 * was drawn with (JSON) when it has some.
 */
export type DrawnPage = {
  html: string;
  meta: { title?: string; description?: string };
  data?: string | undefined;
};

/** The id of the element carrying a drawn page's data (read by src/client/main.tsx). */
export const DRAWN_DATA_ID = 'drawn-data';

/**
 * index.html carrying a page drawn on the server: its language, its own title, description and
 * share preview, and the page itself in `#root`, marked with the language it was drawn in (the
 * browser takes the page over only if it reads the same one; see src/client/main.tsx).
 */
export function withDrawnPage(
  html: string,
  page: DrawnPage,
  language: string,
  path: string,
): string {
  const { title, description } = page.meta;
  const content = (pattern: RegExp, value: string | undefined) => (text: string) =>
    value === undefined
      ? text
      : text.replace(pattern, (_match, start: string) => `${start}${escapeHtml(value)}"`);
  const steps = [
    (text: string) => text.replace(/<html lang="[^"]*"/, `<html lang="${language}"`),
    (text: string) =>
      title === undefined
        ? text
        : text.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`),
    content(/(<meta\s+name="description"\s+content=")[^"]*"/, description),
    content(/(<meta\s+property="og:title"\s+content=")[^"]*"/, title),
    content(/(<meta\s+property="og:description"\s+content=")[^"]*"/, description),
    content(/(<meta\s+property="og:url"\s+content="https?:\/\/[^/"]*)[^"]*"/, path),
    (text: string) =>
      text.replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-drawn-in="${language}">${page.html}</div>` +
          (page.data === undefined
            ? ''
            : // Data, not a script: the browser runs none (and the page's CSP allows none inline).
              // "<" written as an escape, so no text in it can close the element.
              `<script type="application/json" id="${DRAWN_DATA_ID}">${page.data.replaceAll('<', '\\u003c')}</script>`),
      ),
  ];
  return steps.reduce((text, step) => step(text), html);
}
