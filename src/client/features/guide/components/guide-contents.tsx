import { useTranslation } from 'react-i18next';
import type { GuideTopic } from '../../../../domain/guide.ts';

/** The in-page table of contents: each topic, the visa check and the countries. */
export function GuideContents({ topics }: { topics: GuideTopic[] }) {
  const { t } = useTranslation();
  // In the page's order: the visa check follows the visas section.
  const links = [
    ...topics.flatMap((topic) => [
      { href: `#${topic.topic}`, label: topic.title },
      ...(topic.topic === 'visas'
        ? [{ href: '#visa-check', label: t('assistant.visa.title') }]
        : []),
    ]),
    { href: '#countries', label: t('guide.countries.title') },
  ];
  return (
    <nav
      aria-labelledby="guide-contents-title"
      className="rounded-xl border border-slate-200 bg-white p-4 lg:sticky lg:top-24"
    >
      <h2
        id="guide-contents-title"
        className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
      >
        {t('guide.contents')}
      </h2>
      <ol className="mt-2 grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-1">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="flex min-h-11 items-center rounded-md px-2 py-1 text-sm text-brand-800 hover:bg-brand-50 hover:underline lg:min-h-9"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
