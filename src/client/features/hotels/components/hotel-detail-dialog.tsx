import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { placeName } from '../../../../domain/place-names.ts';
import { useLocation } from 'wouter';
import { ChevronLeft, ChevronRight, Clock, MapPin, ShieldCheck, Star } from 'lucide-react';
import { encodeStayRateId, type Accommodation } from '../../../../domain/accommodations.ts';
import { cancellationPolicy, stayStartsAt } from '../../../../domain/checkout.ts';
import { addDays, isIsoDate, localIsoDate } from '../../../../domain/dates.ts';
import { countNights, hotelTotalCents } from '../../../../domain/pricing.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PropertyImage } from '../../../components/property-image.tsx';
import { picturesOf } from '../../../lib/property-pictures.ts';
import { Input, Label } from '../../../components/ui/input.tsx';
import { GuestsSelect } from './guests-select.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../lib/paths.ts';
import { termsText } from '../../../lib/cancellation-terms.ts';
import { stayBreakdown } from '../../../lib/price-breakdown.ts';
import { savePendingBooking } from '../../../lib/pending-booking.ts';
import { leavingDialog } from '../../../lib/history-entries.ts';
import { formatAmount, formatRating } from '../../../../domain/format.ts';
import { useMoney } from '../../../lib/money.ts';

export type StayDefaults = { checkIn: string; checkOut: string; guests: number };

export function HotelDetailDialog({
  hotel,
  defaults,
  focusBooking,
  onClose,
}: {
  hotel: Accommodation | null;
  defaults: StayDefaults;
  focusBooking: boolean;
  onClose: () => void;
}) {
  const { i18n } = useTranslation();
  return (
    <Dialog
      open={hotel !== null}
      onOpenChange={(open) => !open && onClose()}
      title={hotel?.name ?? ''}
      description={
        hotel ? `${hotel.location}, ${placeName(hotel.country, i18n.language)}` : undefined
      }
    >
      {hotel ? (
        <HotelDetail
          hotel={hotel}
          defaults={defaults}
          focusBooking={focusBooking}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function HotelDetail({
  hotel,
  defaults,
  focusBooking,
  onClose,
}: {
  hotel: Accommodation;
  defaults: StayDefaults;
  focusBooking: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const id = useId();
  const [, navigate] = useLocation();
  const images = picturesOf(hotel);
  const [photo, setPhoto] = useState(0);
  const [form, setForm] = useState({
    guestName: '',
    guestEmail: '',
    ...defaults,
    guests: Math.min(defaults.guests, 5),
  });
  const nameRef = useRef<HTMLInputElement>(null);
  const today = localIsoDate();

  useEffect(() => {
    if (focusBooking) nameRef.current?.focus();
  }, [focusBooking]);

  const datesChosen = Boolean(form.checkIn && form.checkOut);
  const totalCents = datesChosen
    ? hotelTotalCents(hotel.pricePerNight, form.checkIn, form.checkOut, form.guests)
    : 0;
  const nights = datesChosen ? countNights(form.checkIn, form.checkOut) : 0;
  const datesInOrder = !datesChosen || form.checkOut > form.checkIn;
  // The property's own terms, from the rule the refund is computed with; with a check-in date,
  // the exact deadline in the property's local time.
  const checkInKnown = isIsoDate(form.checkIn);
  const terms = cancellationPolicy({
    type: 'hotel',
    startsAt: checkInKnown ? stayStartsAt(form.checkIn, hotel.timeZone) : new Date(0),
    policy: hotel.cancellationPolicy,
  });
  const generalTerms = termsText(t, i18n.language, terms);
  const datedTerms = checkInKnown
    ? termsText(t, i18n.language, terms, {
        freeUntil: terms.freeUntil,
        timeZone: hotel.timeZone,
        place: hotel.city,
      })
    : generalTerms;

  function book(event: FormEvent) {
    event.preventDefault();
    const guestName = form.guestName.trim();
    const guestEmail = form.guestEmail.trim();
    if (!guestName || !guestEmail || !form.checkIn || !form.checkOut) {
      toast({
        title: t('hotels.booking.missingTitle'),
        description: t('hotels.booking.missingText'),
        variant: 'destructive',
      });
      return;
    }
    if (!datesInOrder) {
      toast({
        title: t('hotels.booking.datesTitle'),
        description: t('hotels.booking.datesText'),
        variant: 'destructive',
      });
      return;
    }
    savePendingBooking({
      type: 'hotel',
      rateId: encodeStayRateId({
        accommodationId: hotel.id,
        checkIn: form.checkIn,
        checkOut: form.checkOut,
        guests: form.guests,
      }),
      details: {
        accommodationId: hotel.id,
        name: hotel.name,
        location: `${hotel.location}, ${hotel.country}`,
        checkIn: form.checkIn,
        checkOut: form.checkOut,
        guests: form.guests,
        nights,
        pricePerNight: hotel.pricePerNight,
        rating: hotel.rating,
        amenities: hotel.amenities.map((a) => a.name),
        manualConfirmation: hotel.manualConfirmation,
        imageUrl: images[0]!.src,
      },
      price: Number(formatAmount(totalCents)),
      currency: 'USD',
      customerData: {
        guestName,
        guestEmail,
        guests: [{ id: 'guest-1', name: guestName, email: guestEmail }],
      },
    });
    onClose();
    navigate(paths.checkout, leavingDialog());
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div>
        <div
          className="relative overflow-hidden rounded-xl bg-slate-100"
          role="group"
          aria-roledescription={t('hotels.detail.carousel')}
          aria-label={t('hotels.detail.photosOf', { name: hotel.name })}
        >
          <div className="aspect-[8/5] w-full">
            <PropertyImage
              picture={images[photo]!}
              alt={t('hotels.detail.photoAlt', { name: hotel.name, n: photo + 1 })}
              name={hotel.name}
              sizes="(min-width: 1024px) 600px, 100vw"
              eager
            />
          </div>
          <button
            type="button"
            onClick={() => setPhoto((p) => (p - 1 + images.length) % images.length)}
            aria-label={t('hotels.detail.previousPhoto')}
            className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-white/90 p-2 shadow hover:bg-white"
          >
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => setPhoto((p) => (p + 1) % images.length)}
            aria-label={t('hotels.detail.nextPhoto')}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-white/90 p-2 shadow hover:bg-white"
          >
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
          </button>
          <span
            className="absolute right-2 bottom-2 rounded-full bg-slate-900/75 px-3 py-1 text-xs text-white"
            aria-live="polite"
            data-testid="photo-counter"
          >
            {t('hotels.detail.photoCounter', { n: photo + 1, total: images.length })}
          </span>
        </div>
        <div className="mt-4 space-y-4">
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
            <span className="flex items-center gap-1">
              <MapPin className="h-4 w-4" aria-hidden="true" />
              {hotel.location}, {placeName(hotel.country, i18n.language)}
            </span>
            {hotel.rating ? (
              <span className="flex items-center gap-1">
                <Star className="h-4 w-4 fill-sun-400 text-sun-500" aria-hidden="true" />
                {t('hotels.detail.ratingWithReviews', {
                  rating: formatRating(hotel.rating, i18n.language),
                  count: hotel.reviewCount,
                })}
              </span>
            ) : null}
            <span>
              {t(`propertyTypes.${hotel.propertyType}`, { defaultValue: hotel.propertyType })}
            </span>
          </p>
          {hotel.description ? <p className="text-slate-800">{hotel.description}</p> : null}
          <section>
            <h3 className="font-semibold">{t('hotels.detail.amenities')}</h3>
            <ul className="mt-2 grid grid-cols-1 gap-1 text-sm min-[420px]:grid-cols-2">
              {hotel.amenities.map((amenity) => (
                <li key={amenity.name} className="flex items-center gap-1.5">
                  <ShieldCheck className="h-4 w-4 text-brand-700" aria-hidden="true" />
                  {t(`amenities.${amenity.name}`, { defaultValue: amenity.name })}
                  {amenity.verified ? (
                    <span className="text-xs text-brand-700">({t('hotels.detail.verified')})</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h3 className="font-semibold">{t('hotels.detail.cancellationPolicy')}</h3>
            <p className="mt-1 text-sm text-slate-700" data-testid="stay-terms">
              {generalTerms}
            </p>
          </section>
          {hotel.manualConfirmation ? (
            <p
              className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
              data-testid="manual-confirmation"
            >
              <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {t('hotels.detail.manualConfirmation')}
            </p>
          ) : null}
        </div>
      </div>

      <aside
        aria-labelledby={`${id}-book`}
        className="rounded-xl border border-slate-200 bg-slate-50 p-4 lg:self-start"
      >
        <h3 id={`${id}-book`} className="text-lg font-semibold">
          {t('hotels.booking.title')}
        </h3>
        <p className="text-2xl font-bold text-brand-800">
          {t('hotels.card.perNight', {
            price: money.price(hotel.pricePerNight, 'trim'),
          })}
        </p>
        <form className="mt-3 space-y-3" onSubmit={book} noValidate>
          <div>
            <Label htmlFor={`${id}-name`}>{t('hotels.booking.guestName')} *</Label>
            <Input
              ref={nameRef}
              id={`${id}-name`}
              autoComplete="name"
              value={form.guestName}
              onChange={(e) => setForm({ ...form, guestName: e.target.value })}
              aria-required="true"
            />
          </div>
          <div>
            <Label htmlFor={`${id}-email`}>{t('hotels.booking.email')} *</Label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={form.guestEmail}
              onChange={(e) => setForm({ ...form, guestEmail: e.target.value })}
              aria-required="true"
            />
          </div>
          <div className="grid grid-cols-2 gap-2">
            <div>
              <Label htmlFor={`${id}-in`}>{t('hotels.search.checkIn')} *</Label>
              <Input
                id={`${id}-in`}
                type="date"
                min={today}
                value={form.checkIn}
                onChange={(e) => setForm({ ...form, checkIn: e.target.value })}
                aria-required="true"
              />
            </div>
            <div>
              <Label htmlFor={`${id}-out`}>{t('hotels.search.checkOut')} *</Label>
              <Input
                id={`${id}-out`}
                type="date"
                min={checkInKnown ? addDays(form.checkIn, 1) : today}
                value={form.checkOut}
                onChange={(e) => setForm({ ...form, checkOut: e.target.value })}
                aria-required="true"
                aria-invalid={datesInOrder ? undefined : true}
                aria-describedby={datesInOrder ? undefined : `${id}-out-error`}
              />
              {datesInOrder ? null : (
                <p id={`${id}-out-error`} className="mt-1 text-sm text-red-700" role="alert">
                  {t('hotels.booking.datesText')}
                </p>
              )}
            </div>
          </div>
          <GuestsSelect
            id={`${id}-guests`}
            value={form.guests}
            onChange={(guests) => setForm({ ...form, guests })}
          />
          {datesChosen && datesInOrder ? (
            <p className="text-sm text-slate-700" data-testid="stay-total">
              {t('hotels.booking.total', {
                breakdown: stayBreakdown(t, money, {
                  pricePerNight: hotel.pricePerNight,
                  nights,
                  guests: form.guests,
                }),
                total: money.cents(totalCents, 'trim'),
              })}
            </p>
          ) : null}
          <Button type="submit" size="lg" className="w-full">
            {t('hotels.booking.submit')}
          </Button>
          <p className="text-center text-xs text-slate-600" data-testid="stay-terms-deadline">
            {datedTerms}
          </p>
        </form>
      </aside>
    </div>
  );
}
