import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import type { GuideDocument, GuideTopic } from '../../domain/guide.ts';
import { Skeleton } from '../components/ui/badge.tsx';
import { Button, buttonClasses } from '../components/ui/button.tsx';
import { paths } from '../lib/paths.ts';
import { usePageMeta } from '../lib/page-meta.ts';
import { VisaCheck } from '../features/assistant/components/visa-check.tsx';
import { useGuide } from '../features/guide/api/get-guide.ts';
import { CountryFacts } from '../features/guide/components/country-facts.tsx';
import { CurrencyTable } from '../features/guide/components/currency-table.tsx';
import { GuideContents } from '../features/guide/components/guide-contents.tsx';
import { TopicSection } from '../features/guide/components/topic-section.tsx';
import { YellowFeverCountries } from '../features/guide/components/yellow-fever-countries.tsx';
import { useScrollToHash } from '../features/guide/use-scroll-to-hash.ts';

function AskAssistantLink({ variant }: { variant: 'secondary' | 'primary' }) {
  const { t } = useTranslation();
  return (
    <Link
      href={paths.assistant}
      className={`${buttonClasses(variant, 'lg')} max-w-full text-center`}
    >
      <Sparkles className="h-5 w-5 shrink-0" aria-hidden="true" />
      {t('guide.askAssistant')}
    </Link>
  );
}

/** What a topic adds to its points: the visa check, the yellow fever list, the currencies. */
function TopicExtras({ topic, guide }: { topic: GuideTopic; guide: GuideDocument }) {
  if (topic.topic === 'health') return <YellowFeverCountries countries={guide.countries} />;
  if (topic.topic === 'money') return <CurrencyTable countries={guide.countries} />;
  return null;
}

function GuideBody({ guide }: { guide: GuideDocument }) {
  return (
    <>
      <div className="mt-8 grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <div>
          <GuideContents topics={guide.topics} />
        </div>
        <div className="min-w-0 space-y-10">
          {guide.topics.map((topic) => (
            <div key={topic.topic} className="space-y-10">
              <TopicSection topic={topic}>
                <TopicExtras topic={topic} guide={guide} />
              </TopicSection>
              {topic.topic === 'visas' ? (
                <div className="[&>section]:scroll-mt-24">
                  <VisaCheck />
                </div>
              ) : null}
            </div>
          ))}
        </div>
      </div>
      {/* Full width: the table compares six facts side by side. */}
      <div className="mt-10">
        <CountryFacts countries={guide.countries} />
      </div>
    </>
  );
}

function GuideLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mt-8 space-y-4">
      <p className="text-slate-700">{t('guide.loading')}</p>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-32" />
      ))}
    </div>
  );
}

function GuideError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p>{t('guide.error.text')}</p>
      <Button variant="outline" className="mt-3" onClick={onRetry}>
        {t('guide.error.retry')}
      </Button>
    </div>
  );
}

/**
 * /guide: the travel guide, drawn from the same knowledge base as the assistant, with the visa
 * check, the region's currencies and the countries' quick facts. The assistant's answers link to
 * its sections (/guide#money).
 */
export default function GuidePage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('guide.documentTitle'), description: t('guide.documentDescription') });
  const query = useGuide();
  useScrollToHash(query.isSuccess);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="rounded-2xl bg-brand-900 px-4 py-8 text-white sm:px-8 sm:py-10">
        <p className="text-sm font-semibold tracking-wide text-sun-400 uppercase">
          {t('guide.eyebrow')}
        </p>
        <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{t('guide.title')}</h1>
        <p className="mt-3 max-w-3xl text-brand-50">{t('guide.intro')}</p>
        <div className="mt-6">
          <AskAssistantLink variant="secondary" />
        </div>
      </div>

      {query.isPending ? (
        <GuideLoading />
      ) : query.isError ? (
        <GuideError onRetry={() => void query.refetch()} />
      ) : (
        <GuideBody guide={query.data} />
      )}

      <aside
        aria-labelledby="guide-assistant-title"
        className="mt-12 rounded-2xl border border-brand-100 bg-brand-50 p-6"
      >
        <h2 id="guide-assistant-title" className="text-xl font-bold text-slate-900">
          {t('guide.assistantCta.title')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t('guide.assistantCta.text')}</p>
        <div className="mt-4">
          <AskAssistantLink variant="primary" />
        </div>
      </aside>
    </div>
  );
}
