import { useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import {
  AMENITIES,
  POPULAR_DESTINATION_LINKS,
  PROPERTY_TYPES,
  type Amenity,
  type PropertyType,
} from '../../domain/constants.ts';
import {
  DEFAULT_HOTEL_SEARCH,
  toAccommodationQuery,
  type HotelSearchParams,
} from '../../domain/hotel-search.ts';
import { isIsoDate } from '../../domain/dates.ts';
import { toQueryString } from '../lib/api.ts';
import { usePageMeta } from '../lib/page-meta.ts';
import { searchNavigation } from '../lib/history-entries.ts';
import { HotelSearchSection } from '../features/hotels/components/hotel-search-section.tsx';

function listParam<T extends string>(raw: string | null, allowed: readonly T[]): T[] {
  if (!raw) return [];
  return raw.split(',').filter((v): v is T => (allowed as readonly string[]).includes(v));
}

function numberParam(raw: string | null, fallback: number) {
  const n = Number(raw);
  return raw !== null && Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** The hotels page keeps its search in the address, so a search can be shared and reloaded. */
export function paramsFromSearch(search: string): HotelSearchParams {
  const q = new URLSearchParams(search);
  const date = (key: string) => {
    const value = q.get(key) ?? '';
    return isIsoDate(value) ? value : '';
  };
  return {
    destination: q.get('destination') ?? '',
    checkIn: date('checkIn'),
    checkOut: date('checkOut'),
    guests: Math.min(10, Math.max(1, numberParam(q.get('guests'), DEFAULT_HOTEL_SEARCH.guests))),
    minPrice: numberParam(q.get('minPrice'), DEFAULT_HOTEL_SEARCH.minPrice),
    maxPrice: numberParam(q.get('maxPrice'), DEFAULT_HOTEL_SEARCH.maxPrice),
    amenities: listParam<Amenity>(q.get('amenities'), AMENITIES),
    propertyTypes: listParam<PropertyType>(q.get('propertyTypes'), PROPERTY_TYPES),
  };
}

export default function HotelsPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('meta.hotels.title'), description: t('meta.hotels.description') });
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = useMemo(() => paramsFromSearch(search), [search]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('hotels.page.title')}</h1>
      <p className="mt-1 mb-6 text-slate-700">{t('hotels.page.subtitle')}</p>
      <HotelSearchSection
        params={params}
        withCountrySelect
        onParamsChange={(next) => {
          const to = `/hotels${toQueryString(toAccommodationQuery(next))}`;
          navigate(to, searchNavigation(to));
        }}
      />
      <section className="mt-12" aria-labelledby="popular-destinations">
        <h2 id="popular-destinations" className="text-xl font-bold">
          {t('hotels.page.popularDestinations')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {POPULAR_DESTINATION_LINKS.map((link) => (
            <li key={link.city}>
              <Link
                href={link.path}
                className="inline-block rounded-full border border-brand-600 px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
              >
                {link.city}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
