import { hashKey, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AccommodationPage, type Accommodation } from '../../../../domain/accommodations.ts';
import { toAccommodationQuery, type HotelSearchParams } from '../../../../domain/hotel-search.ts';
import type { SortOption, StaysPage } from '../../../../domain/stay-sort.ts';
import { apiRequest, toQueryString } from '../../../lib/api.ts';
import { contentLanguage } from '../../../lib/content-language.ts';

export type StaysPageRequest = { sort: SortOption; limit: number; cursor?: string | undefined };

/** One page of the search, in the order asked for: the server filters and sorts before it cuts. */
export function searchAccommodationPage(
  params: HotelSearchParams,
  { sort, limit, cursor }: StaysPageRequest,
  language = 'en',
): Promise<StaysPage<Accommodation>> {
  const query = {
    ...toAccommodationQuery(params),
    lang: contentLanguage(language),
    sort,
    limit,
    cursor,
  };
  return apiRequest('GET', `/api/accommodations${toQueryString(query)}`, undefined, {
    schema: AccommodationPage,
    // The spec's own words for this failure.
    failureMessage: (response) => `Failed to fetch accommodations: ${response.statusText}`,
  });
}

/**
 * The search's pages, `pageSize` at a time; `fetchNextPage` asks for the ones after the last.
 * Another sort or filter keeps the cards shown until its first page arrives (a tick on a phone
 * then repaints at once, rather than swapping two dozen cards for placeholders); another place,
 * dates or guests start over.
 */
export function useAccommodationPages(
  params: HotelSearchParams,
  { sort, pageSize, enabled = true }: { sort: SortOption; pageSize: number; enabled?: boolean },
) {
  const { i18n } = useTranslation();
  const language = contentLanguage(i18n.language);
  const { minPrice, maxPrice, amenities, propertyTypes, ...stay } = toAccommodationQuery(params);
  const search = ['accommodations', 'pages', stay, language, pageSize];
  const filters = { minPrice, maxPrice, amenities, propertyTypes };
  return useInfiniteQuery({
    queryKey: [...search, filters, sort],
    queryFn: ({ pageParam }) =>
      searchAccommodationPage(params, { sort, limit: pageSize, cursor: pageParam }, language),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: (previous, previousQuery) =>
      previousQuery && hashKey(previousQuery.queryKey.slice(0, -2)) === hashKey(search)
        ? previous
        : undefined,
    enabled,
  });
}
