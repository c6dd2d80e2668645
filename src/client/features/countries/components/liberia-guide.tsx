import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { BedDouble, Compass, LayoutGrid, Map as MapIcon, Plane } from 'lucide-react';
import type { CountryFacts } from '../../../../domain/country-facts.ts';
import type { TourPackage } from '../../../../domain/tours.ts';
import { placeName } from '../../../../domain/place-names.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/utils.ts';
import { COUNTRY_PALETTES } from '../country-palettes.ts';
import { isLiberiaTab, LIBERIA_TABS, type LiberiaTab } from '../liberia.ts';
import { flightsHref } from '../tour-links.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { OtherCountries } from './country-links.tsx';
import { AboutCountry, AttractionCards } from './country-overview.tsx';
import { CountryHero } from './country-hero.tsx';
import { FactCards } from './fact-cards.tsx';
import { LiberiaHotels } from './liberia-hotels.tsx';
import { LiberiaPackages } from './liberia-packages.tsx';
import { formatList } from '../../../../domain/format.ts';

const TAB_ICONS = { overview: LayoutGrid, hotels: BedDouble, packages: Compass, flights: Plane };

const tabTriggerClasses =
  'flex min-h-11 min-w-0 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-white/60 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow';

/** The flights tab: the airports, and the flight search with Monrovia filled in. */
function LiberiaFlights({ country }: { country: CountryFacts }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="flights-heading" className="max-w-2xl">
      <h3 id="flights-heading" className="text-xl font-bold">
        {t('countries.plan.flightsTo', { city: country.capital })}
      </h3>
      <p className="mt-2 text-slate-700">
        {t('countries.liberia.flights.text', {
          airports: formatList(country.airports, i18n.language),
        })}
      </p>
      <Link
        href={flightsHref(country.capital)}
        className={cn(buttonClasses('primary', 'lg'), 'mt-4 h-auto min-h-12 py-2')}
        data-testid="liberia-flights-button"
      >
        <Plane className="h-5 w-5" aria-hidden="true" />
        {t('countries.liberia.flights.search', { city: country.capital })}
      </Link>
    </section>
  );
}

/** /country/liberia: a hero and four tabs (spec 2 "Country pages"); ?tab= keeps the open one. */
export function LiberiaGuide({
  country,
  onBookTour,
}: {
  country: CountryFacts;
  onBookTour: (tour: TourPackage) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = placeName(country.name, i18n.language);
  usePageMeta({
    title: t('countries.pageTitle', { country: name }),
    description: t('countries.pageDescription', { country: name }),
  });
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: LiberiaTab = isLiberiaTab(requested) ? requested : 'overview';
  const tabList = useRef<HTMLDivElement>(null);
  const focusTabs = useRef(false);

  function openTab(value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'overview') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  }

  // The hero's buttons open a tab below: bring it into view and put the focus on it.
  function jumpTo(value: LiberiaTab) {
    focusTabs.current = true;
    openTab(value);
  }
  useEffect(() => {
    if (!focusTabs.current) return;
    focusTabs.current = false;
    tabList.current?.scrollIntoView({ block: 'start' });
    tabList.current
      ?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
      ?.focus({ preventScroll: true });
  }, [tab]);

  return (
    <div>
      <CountryHero
        palette={COUNTRY_PALETTES.liberia}
        eyebrow={t('countries.eyebrow')}
        title={name}
        actions={
          <>
            <Button variant="secondary" size="lg" onClick={() => jumpTo('hotels')}>
              <BedDouble className="h-5 w-5" aria-hidden="true" />
              {t('countries.liberia.findHotels')}
            </Button>
            <Button variant="outline" size="lg" onClick={() => jumpTo('packages')}>
              <MapIcon className="h-5 w-5" aria-hidden="true" />
              {t('countries.liberia.exploreTours')}
            </Button>
          </>
        }
      >
        <p>{t('countries.tagline.liberia')}</p>
      </CountryHero>

      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <Tabs.Root value={tab} onValueChange={openTab}>
          <Tabs.List
            ref={tabList}
            aria-label={t('countries.liberia.tabsLabel')}
            className="grid scroll-mt-20 grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:max-w-2xl sm:grid-cols-4"
          >
            {LIBERIA_TABS.map((value) => {
              const Icon = TAB_ICONS[value];
              return (
                <Tabs.Trigger key={value} value={value} className={tabTriggerClasses}>
                  <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
                  {t(`countries.liberia.tabs.${value}`)}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>

          <Tabs.Content value="overview" className="mt-8 space-y-12">
            <FactCards country={country} />
            <AboutCountry country={country} />
            <AttractionCards country={country} />
          </Tabs.Content>
          <Tabs.Content value="hotels" className="mt-8">
            <h2 className="sr-only">{t('countries.liberia.tabs.hotels')}</h2>
            <LiberiaHotels country={country} />
          </Tabs.Content>
          <Tabs.Content value="packages" className="mt-8">
            <h2 className="sr-only">{t('countries.liberia.tabs.packages')}</h2>
            <LiberiaPackages onBookTour={onBookTour} />
          </Tabs.Content>
          <Tabs.Content value="flights" className="mt-8">
            <h2 className="sr-only">{t('countries.liberia.tabs.flights')}</h2>
            <LiberiaFlights country={country} />
          </Tabs.Content>
        </Tabs.Root>

        <OtherCountries country={country} />
      </div>
    </div>
  );
}
