import { lazy, Suspense, useState } from 'react';
import { useParams } from 'wouter';
import { countryBySlug } from '../../domain/country-facts.ts';
import type { TourPackage } from '../../domain/tours.ts';
import { CountryGuide } from '../features/countries/components/country-guide.tsx';
import { LiberiaGuide } from '../features/countries/components/liberia-guide.tsx';
import NotFoundPage from './not-found.tsx';

const TourBookingDialog = lazy(() =>
  import('../features/tours/components/tour-booking-dialog.tsx').then((m) => ({
    default: m.TourBookingDialog,
  })),
);

/** /country/:slug: the five country pages of spec 2; any other slug is the 404 page. */
export default function CountryPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const country = countryBySlug(slug);
  // A tour's Book Now opens its booking dialog here, as on the operators page.
  const [booking, setBooking] = useState<TourPackage | null>(null);
  if (!country) return <NotFoundPage />;
  return (
    <>
      {country.slug === 'liberia' ? (
        <LiberiaGuide country={country} onBookTour={setBooking} />
      ) : (
        <CountryGuide key={country.slug} country={country} onBookTour={setBooking} />
      )}
      {booking ? (
        <Suspense fallback={null}>
          <TourBookingDialog
            tour={booking}
            onClose={() => setBooking(null)}
            onBooked={() => setBooking(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
