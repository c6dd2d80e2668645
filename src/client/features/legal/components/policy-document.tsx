import { useTranslation } from 'react-i18next';
import { LinkedText } from '../../../components/ui/linked-text.tsx';

/** A section of a policy as the locale writes it: paragraphs, a list, paragraphs after it. */
type PolicySection = {
  id: string;
  heading: string;
  body?: string[];
  list?: string[];
  after?: string[];
};

function Paragraphs({ texts }: { texts: string[] | undefined }) {
  return (
    <>
      {(texts ?? []).map((text, i) => (
        <p key={i}>
          <LinkedText text={text} />
        </p>
      ))}
    </>
  );
}

/** /privacy and /terms: a title, the date, a table of contents and the numbered sections. */
export function PolicyDocument({ page }: { page: 'privacy' | 'terms' }) {
  const { t } = useTranslation();
  const sections = t(`legal.${page}.sections`, { returnObjects: true }) as unknown as
    PolicySection[] | string;
  const list = Array.isArray(sections) ? sections : [];
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold sm:text-4xl">{t(`legal.${page}.title`)}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('legal.updated')}</p>
      <p className="mt-4 text-lg leading-relaxed text-slate-800">{t(`legal.${page}.intro`)}</p>
      <nav
        aria-labelledby={`${page}-contents`}
        className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
      >
        <h2 id={`${page}-contents`} className="text-sm font-semibold tracking-wide uppercase">
          {t('legal.contents')}
        </h2>
        <ol className="mt-2 grid gap-x-6 text-sm sm:grid-cols-2">
          {list.map((section, i) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="flex min-h-11 items-center gap-2 text-brand-800 hover:underline"
              >
                <span className="w-5 shrink-0 text-slate-500">{i + 1}.</span>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {list.map((section, i) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-8 scroll-mt-4"
        >
          <h2 id={`${section.id}-heading`} className="text-xl font-semibold">
            {i + 1}. {section.heading}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-slate-800">
            <Paragraphs texts={section.body} />
            {section.list ? (
              <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
                {section.list.map((item, j) => (
                  <li key={j}>
                    <LinkedText text={item} />
                  </li>
                ))}
              </ul>
            ) : null}
            <Paragraphs texts={section.after} />
          </div>
        </section>
      ))}
    </article>
  );
}
