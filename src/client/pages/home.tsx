import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { placeName } from '../../domain/place-names.ts';
import { BadgeCheck, Bot, Clock4, Globe2, Plane, ShieldCheck, Wallet } from 'lucide-react';
import {
  DESTINATION_CARDS,
  HOME_PREFILL_CHECK_IN_DAYS,
  HOME_PREFILL_CHECK_OUT_DAYS,
} from '../../domain/constants.ts';
import { addDays, localIsoDate } from '../../domain/dates.ts';
import { DEFAULT_HOTEL_SEARCH, type HotelSearchParams } from '../../domain/hotel-search.ts';
import { buttonClasses } from '../components/ui/button.tsx';
import { Button } from '../components/ui/button.tsx';
import { PackagesPanel } from '../components/packages-panel.tsx';
import { SearchTypeTabs, type SearchType } from '../components/search-type-tabs.tsx';
import { HotelSearchSection } from '../features/hotels/components/hotel-search-section.tsx';
import { setAssistantOpen } from '../lib/assistant-dialog.ts';
import { paths } from '../lib/paths.ts';
import { usePageMeta } from '../lib/page-meta.ts';
import { cn } from '../lib/utils.ts';

const HomeFlightSearch = lazy(
  () => import('../features/flights/components/home-flight-search.tsx'),
);

const FEATURES = [
  { key: 'verified', icon: BadgeCheck },
  { key: 'prices', icon: Wallet },
  { key: 'local', icon: Globe2 },
  { key: 'support', icon: Clock4 },
  { key: 'secure', icon: ShieldCheck },
  { key: 'assistant', icon: Bot },
] as const;

export function HomePage() {
  const { t, i18n } = useTranslation();
  usePageMeta({ title: t('meta.home.title'), description: t('meta.home.description') });
  const [tab, setTab] = useState<SearchType>('hotels');
  const [hotelParams, setHotelParams] = useState<HotelSearchParams>(DEFAULT_HOTEL_SEARCH);
  // Results wait for a search: the page stays short enough to reach the destinations.
  const [hotelsSearched, setHotelsSearched] = useState(false);

  function searchHotels(params: HotelSearchParams) {
    setHotelParams(params);
    setHotelsSearched(true);
  }
  const [flightDestination, setFlightDestination] = useState<string>('');
  const searchRef = useRef<HTMLElement>(null);

  function scrollToSearch() {
    searchRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  function showHotels(city: string) {
    const today = localIsoDate();
    searchHotels({
      ...DEFAULT_HOTEL_SEARCH,
      destination: city,
      checkIn: addDays(today, HOME_PREFILL_CHECK_IN_DAYS),
      checkOut: addDays(today, HOME_PREFILL_CHECK_OUT_DAYS),
      guests: 2,
    });
    setTab('hotels');
    scrollToSearch();
  }

  function showFlights(airport: string) {
    setFlightDestination(airport);
    setTab('flights');
    scrollToSearch();
  }

  return (
    <>
      <section className="relative overflow-hidden bg-brand-900 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(242,183,5,0.35),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(20,120,74,0.8),transparent_50%)]"
        />
        <div className="relative mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <p className="text-sm font-semibold tracking-widest text-sun-400 uppercase">
            {t('home.hero.kicker')}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-extrabold sm:text-5xl">
            {t('home.hero.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{t('home.hero.subtitle')}</p>
          <div className="mt-8 grid gap-3 sm:grid-cols-3">
            <Link
              href={paths.flights}
              className={cn(buttonClasses('secondary', 'lg'), 'justify-start')}
            >
              <Plane className="h-5 w-5" aria-hidden="true" />
              {t('home.hero.flights')}
            </Link>
            <Link
              href={paths.hotels}
              className={cn(
                buttonClasses('outline', 'lg'),
                'justify-start border-white/40 bg-white/10 text-white hover:bg-white/20',
              )}
            >
              <BadgeCheck className="h-5 w-5" aria-hidden="true" />
              {t('home.hero.hotels')}
            </Link>
            <button
              type="button"
              onClick={() => setAssistantOpen(true)}
              aria-haspopup="dialog"
              className={cn(
                buttonClasses('outline', 'lg'),
                'justify-start border-white/40 bg-white/10 text-white hover:bg-white/20',
              )}
            >
              <Bot className="h-5 w-5" aria-hidden="true" />
              {t('home.hero.assistant')}
            </button>
          </div>
        </div>
      </section>

      <section
        ref={searchRef}
        id="search"
        aria-labelledby="search-heading"
        className="mx-auto max-w-6xl scroll-mt-20 px-4 py-10"
      >
        <h2 id="search-heading" className="mb-4 text-2xl font-bold">
          {t('home.search.title')}
        </h2>
        <SearchTypeTabs value={tab} onChange={setTab} panelId="search-panel" />
        <div id="search-panel" role="tabpanel" aria-labelledby={tab} className="mt-4">
          {tab === 'hotels' ? (
            <HotelSearchSection
              params={hotelParams}
              onParamsChange={searchHotels}
              preview={{ searched: hotelsSearched }}
            />
          ) : tab === 'flights' ? (
            <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
              <HomeFlightSearch key={flightDestination} destination={flightDestination} />
            </Suspense>
          ) : (
            <PackagesPanel headingLevel="h3" />
          )}
        </div>
      </section>

      <section aria-labelledby="destinations-heading" className="mx-auto max-w-6xl px-4 py-6">
        <h2 id="destinations-heading" className="text-2xl font-bold">
          {t('home.destinations.title')}
        </h2>
        <p className="mt-1 text-slate-700">{t('home.destinations.subtitle')}</p>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {DESTINATION_CARDS.map((card) => (
            <li
              key={card.city}
              className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
              data-testid={`destination-${card.city}`}
            >
              <img
                src={`/images/stays/${card.city.toLowerCase()}-city/1.svg`}
                alt=""
                width="800"
                height="500"
                loading="lazy"
                className="aspect-[8/5] w-full object-cover"
              />
              <div className="p-4">
                <h3 className="text-lg font-semibold">{card.city}</h3>
                <p className="text-sm text-slate-600">{placeName(card.country, i18n.language)}</p>
                <p className="mt-2 text-sm text-slate-700">
                  {t(`home.destinations.blurb.${card.city}`)}
                </p>
                <div className="mt-3 grid grid-cols-2 gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => showFlights(card.airport)}
                    aria-label={t('home.destinations.flightsTo', { city: card.city })}
                  >
                    {t('home.destinations.flights')}
                  </Button>
                  <Button
                    size="sm"
                    onClick={() => showHotels(card.city)}
                    aria-label={t('home.destinations.hotelsIn', { city: card.city })}
                  >
                    {t('home.destinations.hotels')}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="features-heading" className="text-2xl font-bold">
          {t('home.features.title')}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl border border-slate-200 p-5">
              <Icon className="h-7 w-7 text-brand-700" aria-hidden="true" />
              <h3 className="mt-3 font-semibold">{t(`home.features.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-700">{t(`home.features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
