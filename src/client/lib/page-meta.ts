import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'wouter';

export type PageMeta = {
  /** The tab's title, as a search result shows it. */
  title: string;
  /** One or two sentences a search result shows under the title. */
  description: string;
};

/**
 * Where a page drawn on the server leaves its title and description for the server to put in
 * the head (entry-server.tsx); absent in the browser, where the effect below writes the head.
 */
export const PageMetaSink = createContext<Partial<PageMeta> | null>(null);

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
  const sink = useContext(PageMetaSink);
  if (sink) Object.assign(sink, { title, description });
  useEffect(() => {
    document.title = title;
    metaTag('name', 'description').content = description;
    metaTag('property', 'og:title').content = title;
    metaTag('property', 'og:description').content = description;
    const url = metaTag('property', 'og:url');
    const base = /^https?:\/\//.test(url.content) ? url.content : window.location.origin;
    url.content = new URL(path, base).href;
    // The page is live (React has it, also when the server drew it): the end-to-end tests
    // wait for this before they type or tap.
    document.documentElement.dataset.pageLive = '';
  }, [title, description, path]);
}
