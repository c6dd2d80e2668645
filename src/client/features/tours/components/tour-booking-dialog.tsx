import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { withProfileContact } from '../../../../domain/accounts.ts';
import { useCurrentUser } from '../../../lib/account.ts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Check } from 'lucide-react';
import { placeName } from '../../../../domain/place-names.ts';
import { tourTotalCents, type TourPackage } from '../../../../domain/tours.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input, Label, NativeSelect } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { focusFirstProblem, schemaProblems, type FieldProblems } from '../../../lib/field-rules.ts';
import { paths } from '../../../lib/paths.ts';
import { errorText } from '../../../lib/refusals.ts';
import { savePendingBooking } from '../../../lib/pending-booking.ts';
import { useTourPackage } from '../api/get-tour-package.ts';
import {
  EMPTY_TOUR_BOOKING,
  TOUR_BOOKING_FIELDS,
  groupSizeOf,
  missesRequired,
  placesShort,
  schemaValues,
  tourBookingSchema,
  tourPendingBooking,
  type TourBookingDraft,
  type TourBookingField,
} from '../tour-booking.ts';
import { DifficultyBadge, TextArea, TourImage } from './tour-bits.tsx';
import { leavingDialog } from '../../../lib/history-entries.ts';
import { formatCalendarDate } from '../../../../domain/format.ts';
import { useMoney } from '../../../lib/money.ts';

/** Spec 2's tour-package booking dialog: it stores the pending booking and goes to /checkout. */
export function TourBookingDialog({
  tour,
  onClose,
  onBooked,
}: {
  tour: TourPackage | null;
  onClose: () => void;
  /** The booking is stored: every dialog closes before the checkout opens. */
  onBooked: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Dialog
      open={tour !== null}
      onOpenChange={(open) => !open && onClose()}
      title={tour ? t('tours.booking.title', { name: tour.name }) : ''}
      description={
        tour
          ? t('tours.booking.operatedBy', {
              name: tour.operatorName,
              place: `${tour.destination}, ${placeName(tour.country, i18n.language)}`,
            })
          : undefined
      }
    >
      {tour ? <TourBooking tour={tour} onBooked={onBooked} /> : null}
    </Dialog>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function TourBooking({ tour, onBooked }: { tour: TourPackage; onBooked: () => void }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const language = i18n.language;
  const id = useId();
  const [, navigate] = useLocation();
  const detail = useTourPackage(tour.id);
  const departures = detail.data?.departures ?? [];
  const [draft, setDraft] = useState<TourBookingDraft>(EMPTY_TOUR_BOOKING);
  const [problems, setProblems] = useState<FieldProblems>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const { data: user } = useCurrentUser();

  // A signed-in traveller starts with the profile's name, e-mail and phone (what /auth promises).
  useEffect(() => {
    if (user) setDraft((current) => withProfileContact(current, user));
  }, [user]);

  // After the dialog's own focus trap has taken over from the tours dialog under it.
  useEffect(() => {
    const frame = requestAnimationFrame(() => nameRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const fieldId = (field: string) => `${id}-${field}`;
  const groupSize = groupSizeOf(draft, tour.maxGroupSize);
  const totalCents = groupSize === null ? null : tourTotalCents(tour.pricePerPerson, groupSize);

  function change(field: TourBookingField, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    // A corrected field stops being marked; the others keep their message until the next try.
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  }

  /** The props that tie a field to its message. */
  function described(field: TourBookingField, hint?: string) {
    const ids = [problems[field] ? `${fieldId(field)}-error` : '', hint ?? ''].filter(Boolean);
    return {
      id: fieldId(field),
      'aria-invalid': problems[field] ? true : undefined,
      className: problems[field] ? 'border-red-600' : undefined,
      'aria-describedby': ids.length ? ids.join(' ') : undefined,
    };
  }

  function problemOf(field: TourBookingField) {
    const problem = problems[field];
    return problem ? (
      <p id={`${fieldId(field)}-error`} className="mt-1 text-sm text-red-700">
        {problem}
      </p>
    ) : null;
  }

  function book(event: FormEvent) {
    event.preventDefault();
    const found = schemaProblems(tourBookingSchema(tour, departures), schemaValues(draft), t);
    const short = found.travelers ? null : placesShort(draft, departures, groupSize);
    if (short !== null) found.travelers = t('tours.booking.placesLeft', { count: short });
    setProblems(found);
    if (missesRequired(draft)) {
      toast({
        title: t('tours.booking.missingTitle'),
        description: t('tours.booking.missingText'),
        variant: 'destructive',
      });
    }
    if (Object.values(found).some(Boolean)) {
      focusFirstProblem(TOUR_BOOKING_FIELDS, found, fieldId);
      return;
    }
    savePendingBooking(tourPendingBooking(tour, draft));
    onBooked();
    navigate(paths.checkout, leavingDialog());
  }

  const groupHintId = `${fieldId('travelers')}-hint`;
  const category = t(`tours.specialties.${tour.category}`, { defaultValue: tour.category });

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
      <section aria-labelledby={`${id}-about`} className="min-w-0">
        <h3 id={`${id}-about`} className="sr-only">
          {tour.name}
        </h3>
        <TourImage
          src={tour.imageUrl}
          alt=""
          width="640"
          height="400"
          className="aspect-[8/5] w-full rounded-xl"
        />
        <dl className="mt-3 divide-y divide-slate-100 text-sm">
          <Fact label={t('tours.booking.duration')}>
            {t('tours.duration', { count: tour.duration })}
          </Fact>
          <Fact label={t('tours.booking.maxGroupSize')}>
            {t('tours.tours.maxGroup', { count: tour.maxGroupSize })}
          </Fact>
          <Fact label={t('tours.booking.difficulty')}>
            <DifficultyBadge difficulty={tour.difficulty} />
          </Fact>
          <Fact label={t('tours.booking.category')}>{category}</Fact>
          <Fact label={t('tours.booking.operator')}>
            {tour.operatorName}, {tour.destination}, {placeName(tour.country, language)}
          </Fact>
        </dl>
        {tour.inclusions.length ? (
          <>
            <h4 className="mt-3 text-sm font-semibold">{t('tours.booking.inclusions')}</h4>
            <ul className="mt-1 space-y-0.5 text-sm">
              {tour.inclusions.map((item) => (
                <li key={item} className="flex items-start gap-1.5">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section
        aria-labelledby={`${id}-form`}
        className="min-w-0 rounded-xl border border-slate-200 bg-slate-50 p-4"
      >
        <h3 id={`${id}-form`} className="text-lg font-semibold">
          {t('tours.booking.formTitle')}
        </h3>
        <p className="text-xs text-slate-600">{t('tours.booking.requiredNote')}</p>
        <form className="mt-3 space-y-3" onSubmit={book} noValidate>
          <div>
            <Label htmlFor={fieldId('customerName')}>{t('tours.booking.fullName')} *</Label>
            <Input
              ref={nameRef}
              autoComplete="name"
              aria-required="true"
              value={draft.customerName}
              onChange={(e) => change('customerName', e.target.value)}
              {...described('customerName')}
            />
            {problemOf('customerName')}
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <Label htmlFor={fieldId('customerEmail')}>{t('tours.booking.email')} *</Label>
              <Input
                type="email"
                autoComplete="email"
                aria-required="true"
                value={draft.customerEmail}
                onChange={(e) => change('customerEmail', e.target.value)}
                {...described('customerEmail')}
              />
              {problemOf('customerEmail')}
            </div>
            <div>
              <Label htmlFor={fieldId('customerPhone')}>{t('tours.booking.phone')}</Label>
              <Input
                type="tel"
                autoComplete="tel"
                value={draft.customerPhone}
                onChange={(e) => change('customerPhone', e.target.value)}
                {...described('customerPhone')}
              />
              {problemOf('customerPhone')}
            </div>
          </div>
          <div className="grid gap-3 sm:grid-cols-[1fr_2fr]">
            <div>
              <Label htmlFor={fieldId('travelers')}>{t('tours.booking.groupSize')}</Label>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={tour.maxGroupSize}
                step={1}
                value={draft.travelers}
                onChange={(e) => change('travelers', e.target.value)}
                {...described('travelers', groupHintId)}
              />
              <p id={groupHintId} className="mt-1 text-xs text-slate-600">
                {t('tours.booking.groupSizeHint', { max: tour.maxGroupSize })}
              </p>
              {problemOf('travelers')}
            </div>
            <div>
              <Label htmlFor={fieldId('startDate')}>{t('tours.booking.startDate')} *</Label>
              <NativeSelect
                aria-required="true"
                value={draft.startDate}
                disabled={detail.isPending}
                onChange={(e) => change('startDate', e.target.value)}
                {...described('startDate')}
              >
                <option value="">
                  {detail.isPending
                    ? t('tours.booking.loadingDates')
                    : t('tours.booking.chooseDate')}
                </option>
                {departures.map((departure) => (
                  <option key={departure.startDate} value={departure.startDate}>
                    {t('tours.booking.departure', {
                      date: formatCalendarDate(departure.startDate, language),
                      count: departure.placesLeft,
                    })}
                  </option>
                ))}
              </NativeSelect>
              {problemOf('startDate')}
              {detail.isError ? (
                <p className="mt-1 text-sm text-red-700" role="alert">
                  {errorText(detail.error, t, language, 'tours.booking.datesError')}
                </p>
              ) : detail.isSuccess && departures.length === 0 ? (
                <p className="mt-1 text-sm text-slate-700">{t('tours.booking.noDates')}</p>
              ) : null}
            </div>
          </div>
          <div>
            <Label htmlFor={fieldId('specialRequests')}>{t('tours.booking.specialRequests')}</Label>
            <TextArea
              rows={3}
              maxLength={2000}
              value={draft.specialRequests}
              onChange={(e) => change('specialRequests', e.target.value)}
              {...described('specialRequests')}
            />
          </div>
          <dl className="divide-y divide-slate-200 border-t border-slate-200 text-sm">
            <Fact label={t('tours.booking.pricePerPerson')}>
              {money.price(tour.pricePerPerson, 'trim')}
            </Fact>
            <Fact label={t('tours.booking.groupSize')}>{groupSize ?? '–'}</Fact>
            <div className="flex flex-wrap items-center justify-between gap-x-3 py-2 text-base font-bold">
              <dt>{t('tours.booking.total')}</dt>
              <dd data-testid="tour-total" aria-live="polite">
                {totalCents === null ? '–' : money.cents(totalCents, 'trim')}
              </dd>
            </div>
          </dl>
          <p className="text-xs text-slate-600">{t('tours.booking.totalNote')}</p>
          <Button type="submit" size="lg" className="w-full">
            {t('tours.booking.submit')}
          </Button>
        </form>
      </section>
    </div>
  );
}
