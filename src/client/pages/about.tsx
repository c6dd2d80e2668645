import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { BedDouble, CheckCircle2, Compass, Package, Plane, type LucideIcon } from 'lucide-react';
import { LinkedText } from '../components/ui/linked-text.tsx';
import { usePageMeta } from '../lib/page-meta.ts';
import { paths } from '../lib/paths.ts';

const OFFERS: { key: string; href: string; Icon: LucideIcon }[] = [
  { key: 'stays', href: paths.hotels, Icon: BedDouble },
  { key: 'flights', href: paths.flights, Icon: Plane },
  { key: 'tours', href: paths.tourOperators, Icon: Compass },
  { key: 'packages', href: paths.home, Icon: Package },
];

const asList = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/** /about: who Teranga is and what it offers. */
export default function AboutPage() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('legal.about.documentTitle'),
    description: t('legal.about.documentDescription'),
  });
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="rounded-2xl bg-brand-900 px-4 py-10 text-white sm:px-10">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('legal.about.title')}</h1>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-brand-50">
          {t('legal.about.lead')}
        </p>
      </div>

      <div className="mt-10 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="about-story">
          <h2 id="about-story" className="text-2xl font-semibold">
            {t('legal.about.storyTitle')}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-slate-800">
            {asList(t('legal.about.story', { returnObjects: true })).map((text, i) => (
              <p key={i}>{text}</p>
            ))}
          </div>
        </section>
        <section aria-labelledby="about-name" className="rounded-2xl bg-sun-400/20 p-5">
          <h2 id="about-name" className="text-2xl font-semibold">
            {t('legal.about.nameTitle')}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-800">{t('legal.about.name')}</p>
        </section>
      </div>

      <section aria-labelledby="about-offer" className="mt-12">
        <h2 id="about-offer" className="text-2xl font-semibold">
          {t('legal.about.offerTitle')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {OFFERS.map(({ key, href, Icon }) => (
            <li key={key} className="rounded-2xl border border-slate-200 p-5">
              <h3 className="flex items-center gap-3 text-lg font-semibold">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <Link href={href} className="hover:underline">
                  {t(`legal.about.offers.${key}.title`)}
                </Link>
              </h3>
              <p className="mt-2 text-slate-700">{t(`legal.about.offers.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-principles" className="mt-12">
        <h2 id="about-principles" className="text-2xl font-semibold">
          {t('legal.about.principlesTitle')}
        </h2>
        <ul className="mt-4 space-y-3">
          {asList(t('legal.about.principles', { returnObjects: true })).map((text, i) => (
            <li key={i} className="flex gap-3 leading-relaxed text-slate-800">
              <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                <LinkedText text={text} />
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-contact" className="mt-12 rounded-2xl bg-brand-50 p-5 sm:p-6">
        <h2 id="about-contact" className="text-xl font-semibold">
          {t('legal.about.contactTitle')}
        </h2>
        <p className="mt-2 text-slate-800">
          <LinkedText text={t('legal.about.contact')} />
        </p>
      </section>
    </div>
  );
}
