import { useEffect } from 'react';
import { useLocation } from 'wouter';

export type PageMeta = {
  /** The tab's title, as a search result shows it. */
  title: string;
  /** One or two sentences a search result shows under the title. */
  description: string;
};

/** The head's `<meta name|property=key>`, made if index.html does not have it. */
function metaTag(attribute: 'name' | 'property', key: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  return tag;
}

/**
 * The page's own title and description in the reader's language, kept current on navigation
 * and on a language switch, and its share preview (Open Graph) to match. index.html carries
 * the home page's, for crawlers that run no JavaScript; the server makes its og:url absolute
 * under the site's public address, which the page's own og:url keeps.
 */
export function usePageMeta({ title, description }: PageMeta) {
  const [path] = useLocation();
  useEffect(() => {
    document.title = title;
    metaTag('name', 'description').content = description;
    metaTag('property', 'og:title').content = title;
    metaTag('property', 'og:description').content = description;
    const url = metaTag('property', 'og:url');
    const base = /^https?:\/\//.test(url.content) ? url.content : window.location.origin;
    url.content = new URL(path, base).href;
  }, [title, description, path]);
}
