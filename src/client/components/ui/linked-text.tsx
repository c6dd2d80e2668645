import type { ReactNode } from 'react';
import { Link } from 'wouter';

const LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * Text in which [words](/path) is a link to one of this site's own pages. Nothing else is
 * markup, and it is drawn as React elements, never as HTML.
 */
export function LinkedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, words, href] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <Link key={`${match.index}-${href}`} href={href!} className={linkClass}>
        {words}
      </Link>,
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
