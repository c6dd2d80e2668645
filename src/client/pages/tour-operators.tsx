import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { TourOperator, TourPackage } from '../../domain/tours.ts';
import { paths } from '../lib/paths.ts';
import { usePageMeta } from '../lib/page-meta.ts';
import { useTourOperators } from '../features/tours/api/list-tour-operators.ts';
import { OperatorFiltersForm } from '../features/tours/components/operator-filters.tsx';
import { OperatorResults } from '../features/tours/components/operator-results.tsx';
import { OperatorToursDialog } from '../features/tours/components/operator-tours-dialog.tsx';
import { OperatorContactDialog } from '../features/tours/components/operator-contact-dialog.tsx';
import { TourBookingDialog } from '../features/tours/components/tour-booking-dialog.tsx';
import {
  EMPTY_OPERATOR_SEARCH,
  matchesOperatorText,
  operatorSearchFromQuery,
  operatorSearchToQuery,
  type OperatorSearch,
} from '../features/tours/operator-search.ts';

/** Typing settles this long before the address follows, so history is not one entry a key. */
const TEXT_TO_ADDRESS_MS = 400;

/** Spec 2's tour operators page; its search lives in the address, to share it and go back. */
export default function TourOperatorsPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('tours.meta.title'), description: t('tours.meta.description') });
  const search = useSearch();
  const [, navigate] = useLocation();
  const inAddress = useMemo(() => operatorSearchFromQuery(search), [search]);
  const [text, setText] = useState(inAddress.q);
  const written = useRef(inAddress.q);
  const [toursOf, setToursOf] = useState<TourOperator | null>(null);
  const [contactOf, setContactOf] = useState<TourOperator | null>(null);
  const [booking, setBooking] = useState<TourPackage | null>(null);

  // Back and forward change the address under the field: the field follows.
  useEffect(() => {
    if (inAddress.q !== written.current) {
      written.current = inAddress.q;
      setText(inAddress.q);
    }
  }, [inAddress.q]);

  useEffect(() => {
    if (text === inAddress.q) return;
    const timer = setTimeout(() => {
      written.current = text;
      navigate(`${paths.tourOperators}${operatorSearchToQuery({ ...inAddress, q: text })}`, {
        replace: true,
      });
    }, TEXT_TO_ADDRESS_MS);
    return () => clearTimeout(timer);
  }, [text, inAddress, navigate]);

  function go(next: OperatorSearch) {
    written.current = next.q;
    setText(next.q);
    navigate(`${paths.tourOperators}${operatorSearchToQuery(next)}`);
  }

  const query = useTourOperators(inAddress);
  const specialtyLabel = (specialty: string) =>
    t(`tours.specialties.${specialty}`, { defaultValue: specialty });
  const shown = (query.data ?? []).filter((operator) =>
    matchesOperatorText(operator, text, specialtyLabel),
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('tours.page.title')}</h1>
      <p className="mt-1 mb-6 text-slate-700">{t('tours.page.subtitle')}</p>
      <OperatorFiltersForm
        value={{ ...inAddress, q: text }}
        onTextChange={setText}
        onFiltersChange={(filters) => go({ ...filters, q: text })}
        onClear={() => go(EMPTY_OPERATOR_SEARCH)}
      />
      <OperatorResults
        operators={shown}
        isLoading={query.isPending}
        error={query.isError ? query.error : null}
        onRetry={() => void query.refetch()}
        onClearFilters={() => go(EMPTY_OPERATOR_SEARCH)}
        onViewTours={setToursOf}
        onContact={setContactOf}
      />
      <OperatorToursDialog
        operator={toursOf}
        onClose={() => setToursOf(null)}
        onBook={setBooking}
      />
      <TourBookingDialog
        tour={booking}
        onClose={() => setBooking(null)}
        onBooked={() => {
          setBooking(null);
          setToursOf(null);
        }}
      />
      <OperatorContactDialog operator={contactOf} onClose={() => setContactOf(null)} />
    </div>
  );
}
