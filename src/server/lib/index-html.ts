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
