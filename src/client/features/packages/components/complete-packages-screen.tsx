import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { placeName } from '../../../../domain/place-names.ts';
import type { TourPackage } from '../../../../domain/tours.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../lib/paths.ts';
import { savePendingBooking } from '../../../lib/pending-booking.ts';
import { TourBookingDialog } from '../../tours/index.ts';
import {
  PackageSearchFailed,
  usePackageSearch,
  type PackageSearchProgress,
} from '../api/search-packages.ts';
import {
  combinePackages,
  completePendingBooking,
  EMPTY_PACKAGE_SEARCH,
  offerExpired,
  type CompletePackage,
  type PackageSearch,
  type PackageSearchDraft,
} from '../complete-packages.ts';
import { FeaturedTours } from './featured-tours.tsx';
import { PackageResults, type PackageSearchState } from './package-results.tsx';
import { PackageSearchForm } from './package-search-form.tsx';

const NOTHING_ANSWERED: PackageSearchProgress = { flights: false, hotels: false };

/**
 * Spec 1's Complete Travel Packages screen: the package search with its Flight + Hotel cards,
 * and the featured tour packages. Loaded with its texts when the Travel Packages tab opens.
 */
export default function CompletePackagesScreen({
  headingLevel = 'h2',
}: {
  headingLevel?: 'h2' | 'h3';
}) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<PackageSearchDraft>(EMPTY_PACKAGE_SEARCH);
  const [progress, setProgress] = useState<PackageSearchProgress>(NOTHING_ANSWERED);
  const [tourToBook, setTourToBook] = useState<TourPackage | null>(null);
  const Heading = headingLevel;
  const sectionHeading = headingLevel === 'h2' ? 'h3' : 'h4';

  const searchQuery = usePackageSearch({
    onAnswered: (part) => setProgress((current) => ({ ...current, [part]: true })),
    onSuccess: (result) => {
      toast({
        title: t('packages.search.doneTitle'),
        description: t('packages.search.doneText', {
          flights: t('packages.search.flightCount', { count: result.flights.length }),
          hotels: t('packages.search.hotelCount', { count: result.hotels.length }),
        }),
      });
    },
    onError: (error) => {
      toast({
        title: t('packages.search.failedTitle'),
        description:
          error instanceof PackageSearchFailed
            ? t('packages.search.failed')
            : t('packages.search.failedText'),
        variant: 'destructive',
      });
    },
  });
  const search = searchQuery.variables;
  const packages = useMemo(
    () =>
      searchQuery.data && search
        ? combinePackages(searchQuery.data.flights, searchQuery.data.hotels, search)
        : [],
    [searchQuery.data, search],
  );
  const state: PackageSearchState = searchQuery.isPending
    ? { status: 'searching', progress }
    : searchQuery.isError
      ? { status: 'failed' }
      : { status: 'done', packages };

  function run(next: PackageSearch) {
    setProgress(NOTHING_ANSWERED);
    searchQuery.mutate(next);
  }

  function book(pkg: CompletePackage) {
    if (!search) return;
    // A quoted fare lasts 30 minutes: an older card is searched again rather than refused later.
    if (offerExpired(pkg.flight)) {
      toast({
        title: t('packages.search.expiredTitle'),
        description: t('packages.search.expiredText'),
      });
      run(search);
      return;
    }
    const city = placeName(search.city, i18n.language);
    savePendingBooking(
      completePendingBooking(pkg, {
        name: t('packages.booking.name', { city, hotel: pkg.hotel.name, count: pkg.nights }),
        destination: `${city}, ${placeName(search.country, i18n.language)}`,
      }),
    );
    navigate(paths.checkout);
  }

  return (
    <div data-testid="complete-packages">
      <Heading className="text-xl font-bold">{t('packages.title')}</Heading>
      <p className="mt-1 mb-4 text-slate-700">{t('packages.subtitle')}</p>
      <PackageSearchForm
        draft={draft}
        onDraftChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
        searching={searchQuery.isPending}
        onSearch={run}
      />
      {search ? (
        <PackageResults
          search={search}
          state={state}
          headingLevel={sectionHeading}
          bookingDisabled={searchQuery.isPending}
          onBook={book}
          onRetry={() => run(search)}
        />
      ) : null}
      <FeaturedTours headingLevel={sectionHeading} onBook={setTourToBook} />
      <TourBookingDialog
        tour={tourToBook}
        onClose={() => setTourToBook(null)}
        onBooked={() => setTourToBook(null)}
      />
    </div>
  );
}
