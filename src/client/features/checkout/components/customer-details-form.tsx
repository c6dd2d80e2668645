import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HOLD_MINUTES, PASSENGER_GENDERS } from '../../../../domain/checkout.ts';
import { addDays, localIsoDate } from '../../../../domain/dates.ts';
import { titlesFor } from '../../../../domain/passenger-fares.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import type { PendingBooking } from '../../../lib/pending-booking.ts';
import { productOf } from '../../../products/index.ts';
import {
  hasNameAndEmail,
  namesTravellers,
  type CheckoutDraft,
  type FieldProblems,
  type TravellerDraft,
} from '../checkout-form.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { StepHeading } from './step-heading.tsx';

/** The details step: who books, and for a flight (alone or in a package) who flies. */
export function CustomerDetailsForm({
  booking,
  draft,
  onDraftChange,
  problems,
  serverErrors,
  busy,
  amount,
  notice,
  focusHeading,
  onSubmit,
}: {
  booking: PendingBooking;
  draft: CheckoutDraft;
  onDraftChange: (draft: CheckoutDraft) => void;
  problems: FieldProblems;
  serverErrors: Record<string, string>;
  busy: boolean;
  amount: string;
  notice: ReactNode;
  focusHeading: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const fieldId = (field: string) => `${id}-${field.replaceAll('.', '-')}`;
  const errorOf = (field: string) =>
    serverErrors[field] ??
    (problems[field] ? t(`checkout.problems.${problems[field]}`) : undefined);
  const ready = hasNameAndEmail(draft);
  const { travellers } = productOf(booking);
  const isFlight = namesTravellers(booking);
  const problemCount = new Set([...Object.keys(problems), ...Object.keys(serverErrors)]).size;

  function setPassenger(index: number, patch: Partial<TravellerDraft>) {
    onDraftChange({
      ...draft,
      passengers: draft.passengers.map((p, i) => (i === index ? { ...p, ...patch } : p)),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-customer`} className="space-y-6">
      {problemCount > 0 ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900"
        >
          {t('checkout.problems.summary', { count: problemCount })}
        </p>
      ) : null}
      <fieldset className="rounded-2xl border border-slate-200 p-4 sm:p-5">
        <legend className="px-1">
          <StepHeading focus={focusHeading} id={`${id}-customer`} className="text-lg font-semibold">
            {t('checkout.customer.title')}
          </StepHeading>
        </legend>
        <div className="mt-1 grid gap-4 sm:grid-cols-2">
          <FormField
            id={fieldId('customerName')}
            label={t('checkout.customer.fullName')}
            required
            error={errorOf('customerName')}
            className="sm:col-span-2"
            hint={travellers === 'leadGuest' ? t('checkout.customer.leadGuest') : undefined}
          >
            <Input
              autoComplete="name"
              value={draft.customerName}
              onChange={(e) => onDraftChange({ ...draft, customerName: e.target.value })}
            />
          </FormField>
          <FormField
            id={fieldId('customerEmail')}
            label={t('checkout.customer.email')}
            required
            error={errorOf('customerEmail')}
          >
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              value={draft.customerEmail}
              onChange={(e) => onDraftChange({ ...draft, customerEmail: e.target.value })}
            />
          </FormField>
          <FormField
            id={fieldId('customerPhone')}
            label={t('checkout.customer.phone')}
            required={isFlight && draft.leadUsesContact}
            optional={!(isFlight && draft.leadUsesContact)}
            hint={t('checkout.customer.phoneHint')}
            error={errorOf('customerPhone')}
          >
            <Input
              type="tel"
              autoComplete="tel"
              value={draft.customerPhone}
              onChange={(e) => onDraftChange({ ...draft, customerPhone: e.target.value })}
            />
          </FormField>
        </div>
      </fieldset>

      {isFlight ? (
        <section aria-labelledby={`${id}-travellers`} className="space-y-4">
          <div>
            <h2 id={`${id}-travellers`} className="text-lg font-semibold">
              {t('checkout.travellers.title')}
            </h2>
            <p className="text-sm text-slate-700">{t('checkout.travellers.intro')}</p>
          </div>
          {draft.passengers.map((passenger, index) => (
            <PassengerFields
              key={index}
              index={index}
              // Counted within its type: Adult 1, Adult 2, Child 1, Infant 1.
              ordinal={
                draft.passengers.slice(0, index + 1).filter((p) => p.type === passenger.type).length
              }
              typed={travellers === 'farePassengers'}
              passenger={passenger}
              leadUsesContact={draft.leadUsesContact}
              onLeadUsesContactChange={(leadUsesContact) =>
                onDraftChange({ ...draft, leadUsesContact })
              }
              onChange={(patch) => setPassenger(index, patch)}
              fieldId={fieldId}
              errorOf={errorOf}
            />
          ))}
        </section>
      ) : null}

      {notice}

      <div className="space-y-2">
        <Button
          type="submit"
          size="lg"
          className="h-auto min-h-12 w-full py-2"
          disabled={!ready || busy}
          aria-describedby={ready ? `${id}-next` : `${id}-hint`}
        >
          {busy ? t('checkout.holding') : t('checkout.confirm', { amount })}
        </Button>
        {ready ? null : (
          <p id={`${id}-hint`} className="text-center text-sm text-slate-700">
            {t('checkout.confirmHint')}
          </p>
        )}
        <p id={`${id}-next`} className="text-center text-xs text-slate-600">
          {t('checkout.nextStepNote', { minutes: HOLD_MINUTES })}
        </p>
      </div>
    </form>
  );
}

function PassengerFields({
  index,
  ordinal,
  typed,
  passenger,
  leadUsesContact,
  onLeadUsesContactChange,
  onChange,
  fieldId,
  errorOf,
}: {
  index: number;
  ordinal: number;
  /** A flight's travellers are named by their fare; a package's are its passengers. */
  typed: boolean;
  passenger: TravellerDraft;
  leadUsesContact: boolean;
  onLeadUsesContactChange: (value: boolean) => void;
  onChange: (patch: Partial<TravellerDraft>) => void;
  fieldId: (field: string) => string;
  errorOf: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const lead = index === 0;
  const f = (name: keyof TravellerDraft) => `passengers.${index}.${name}`;
  const yesterday = addDays(localIsoDate(), -1);
  return (
    <fieldset
      className="rounded-2xl border border-slate-200 p-4 sm:p-5"
      data-testid="passenger-form"
    >
      <legend className="px-1 font-semibold">
        {typed
          ? t(`checkout.travellers.${lead ? 'adultLead' : passenger.type}`, { n: ordinal })
          : lead
            ? t('checkout.travellers.lead', { n: index + 1 })
            : t('checkout.travellers.passenger', { n: index + 1 })}
      </legend>
      <div className="mt-1 grid gap-4 sm:grid-cols-6">
        <FormField
          id={fieldId(f('title'))}
          label={t('checkout.travellers.nameTitle')}
          required
          error={errorOf(f('title'))}
          className="sm:col-span-2"
        >
          <NativeSelect
            value={passenger.title}
            onChange={(e) => onChange({ title: e.target.value as TravellerDraft['title'] })}
          >
            <option value="">{t('checkout.travellers.choose')}</option>
            {titlesFor(passenger.type).map((title) => (
              <option key={title} value={title}>
                {t(`checkout.travellers.titles.${title}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id={fieldId(f('given_name'))}
          label={t('checkout.travellers.givenName')}
          required
          error={errorOf(f('given_name'))}
          className="sm:col-span-2"
        >
          <Input
            autoComplete={lead ? 'given-name' : 'off'}
            value={passenger.given_name}
            onChange={(e) => onChange({ given_name: e.target.value })}
          />
        </FormField>
        <FormField
          id={fieldId(f('family_name'))}
          label={t('checkout.travellers.familyName')}
          required
          error={errorOf(f('family_name'))}
          className="sm:col-span-2"
        >
          <Input
            autoComplete={lead ? 'family-name' : 'off'}
            value={passenger.family_name}
            onChange={(e) => onChange({ family_name: e.target.value })}
          />
        </FormField>
        <FormField
          id={fieldId(f('born_on'))}
          label={t('checkout.travellers.bornOn')}
          required
          error={errorOf(f('born_on'))}
          hint={typed ? t(`checkout.travellers.ageOnTravel.${passenger.type}`) : undefined}
          className="sm:col-span-3"
        >
          <Input
            type="date"
            min="1900-01-01"
            max={yesterday}
            autoComplete={lead ? 'bday' : 'off'}
            value={passenger.born_on}
            onChange={(e) => onChange({ born_on: e.target.value })}
          />
        </FormField>
        <FormField
          id={fieldId(f('gender'))}
          label={t('checkout.travellers.gender')}
          required
          error={errorOf(f('gender'))}
          className="sm:col-span-3"
        >
          <NativeSelect
            value={passenger.gender}
            onChange={(e) => onChange({ gender: e.target.value as TravellerDraft['gender'] })}
          >
            <option value="">{t('checkout.travellers.choose')}</option>
            {PASSENGER_GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`checkout.travellers.genders.${gender}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {lead ? (
          <div className="sm:col-span-6">
            <label className="flex cursor-pointer items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
                checked={leadUsesContact}
                onChange={(e) => onLeadUsesContactChange(e.target.checked)}
              />
              {t('checkout.travellers.sameContact')}
            </label>
          </div>
        ) : null}
        {lead && !leadUsesContact ? (
          <>
            <FormField
              id={fieldId(f('email'))}
              label={t('checkout.travellers.email')}
              required
              error={errorOf(f('email'))}
              className="sm:col-span-3"
            >
              <Input
                type="email"
                inputMode="email"
                value={passenger.email}
                onChange={(e) => onChange({ email: e.target.value })}
              />
            </FormField>
            <FormField
              id={fieldId(f('phone_number'))}
              label={t('checkout.travellers.phone')}
              required
              error={errorOf(f('phone_number'))}
              className="sm:col-span-3"
            >
              <Input
                type="tel"
                value={passenger.phone_number}
                onChange={(e) => onChange({ phone_number: e.target.value })}
              />
            </FormField>
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
