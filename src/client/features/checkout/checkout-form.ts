import {
  checkBirthDate,
  CheckoutSessionBody,
  Passenger,
  PASSENGER_GENDERS,
  PASSENGER_TITLES,
} from '../../../domain/checkout.ts';
import type { DocumentLanguage } from '../../../domain/languages.ts';
import { isIsoDate } from '../../../domain/dates.ts';
import {
  ticketNameProblem,
  titlesFor,
  travellerProblems,
  type PassengerType,
} from '../../../domain/passenger-fares.ts';
import { withTaxes } from '../../../domain/pricing.ts';
import type { PendingBooking } from '../../lib/pending-booking.ts';
import { productOf } from '../../products/index.ts';
import { completePackage } from '../../products/package.tsx';
import { formatAmount, toCents } from '../../../domain/format.ts';
import type { Currency } from '../../../domain/currencies.ts';

export type PassengerTitle = (typeof PASSENGER_TITLES)[number];
export type PassengerGender = (typeof PASSENGER_GENDERS)[number];

/** One traveller as typed; empty strings until the traveller fills them in. */
export type TravellerDraft = {
  /** The fare the traveller flies on; a package's travellers are all adults. */
  type: PassengerType;
  title: PassengerTitle | '';
  given_name: string;
  family_name: string;
  born_on: string;
  gender: PassengerGender | '';
  email: string;
  phone_number: string;
};

export type CheckoutDraft = {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  /** The lead passenger is reached at the customer's e-mail and phone. */
  leadUsesContact: boolean;
  passengers: TravellerDraft[];
};

/**
 * Why a field is refused; the form says it in the reader's language. `fliesAs…`: born on that
 * date, the traveller flies as another type on the day of a flight than the one booked.
 */
export type FieldProblem =
  | 'required'
  | 'choose'
  | 'email'
  | 'phone'
  | 'date'
  | 'past'
  | 'tooLong'
  | 'nameFormat'
  | 'nameTooLong'
  | 'titleGender'
  | 'fliesAsAdult'
  | 'fliesAsChild'
  | 'fliesAsInfant';
export type FieldProblems = Record<string, FieldProblem>;

export const EMPTY_TRAVELLER: TravellerDraft = {
  type: 'adult',
  title: '',
  given_name: '',
  family_name: '',
  born_on: '',
  gender: '',
  email: '',
  phone_number: '',
};

/** A flight + hotel package (offerId complete_…), as against a tour package (tour_…). */
export function isCompletePackage(booking: PendingBooking): boolean {
  return productOf(booking) === completePackage;
}

/** Whether each traveller is named as in their passport: on a flight, alone or in a package. */
export function namesTravellers(booking: PendingBooking): boolean {
  const { travellers } = productOf(booking);
  return travellers === 'passengers' || travellers === 'farePassengers';
}

/**
 * Travellers to name: the offer's passenger count for a flight, the package's travellers for a
 * flight + hotel package, none otherwise.
 */
export function passengerCount(booking: PendingBooking): number {
  return travellerTypes(booking).filter((type) => type === 'adult').length;
}

/**
 * The type of each traveller to name, in the order the form asks for them: the adults (the
 * spec's passengers), then the children, then the infants. A package's travellers are adults.
 */
export function travellerTypes(booking: PendingBooking): PassengerType[] {
  return productOf(booking).travellerTypes(booking.details);
}

/**
 * The local date of every flight of a flight booking, on which each traveller must be of their
 * type; a booking stored before they were kept gives its departure and return dates.
 */
export function flightDatesOf(booking: PendingBooking): string[] {
  return productOf(booking).flightDates(booking.details);
}

/** The form as it starts: only what the traveller typed earlier (the hotel dialog's guest). */
export function initialDraft(booking: PendingBooking): CheckoutDraft {
  const typed = (key: string) => {
    const value = booking.details[key];
    return typeof value === 'string' ? value : '';
  };
  return {
    customerName: booking.customerData?.guestName ?? typed('customerName'),
    customerEmail: booking.customerData?.guestEmail ?? typed('customerEmail'),
    customerPhone: typed('customerPhone'),
    leadUsesContact: true,
    passengers: travellerTypes(booking).map((type) => ({ ...EMPTY_TRAVELLER, type })),
  };
}

/** Subtotal, taxes and fees (10%) and the total charged, in cents. */
export function totalsOf(booking: PendingBooking) {
  return withTaxes(toCents(booking.price));
}

/** Spec 1 section 5: the confirm button waits for a name and an e-mail address. */
export function hasNameAndEmail(draft: CheckoutDraft): boolean {
  return draft.customerName !== '' && draft.customerEmail !== '';
}

function passengersOf(draft: CheckoutDraft, withTypes: boolean) {
  return draft.passengers.map((p, i) => {
    const lead = i === 0;
    const email = lead && draft.leadUsesContact ? draft.customerEmail : p.email;
    const phone = lead && draft.leadUsesContact ? draft.customerPhone : p.phone_number;
    return {
      ...(withTypes ? { type: p.type } : {}),
      title: p.title,
      given_name: p.given_name.trim(),
      family_name: p.family_name.trim(),
      born_on: p.born_on,
      gender: p.gender,
      ...(email.trim() ? { email: email.trim() } : {}),
      ...(phone.trim() ? { phone_number: phone.trim() } : {}),
    };
  });
}

type SessionPassenger = ReturnType<typeof passengersOf>[number];

/** The body of POST /api/checkout/session, as the form sends it. */
export type SessionBody = {
  amount: number;
  currency: 'USD';
  type: PendingBooking['type'];
  rateId?: string | undefined;
  offerId?: string | undefined;
  customerName: string;
  customerEmail: string;
  customerPhone?: string;
  passengers?: SessionPassenger[];
  guests?: { name: string; email?: string }[];
  /** A tour package: the departure chosen and the group, from the booking dialog. */
  startDate?: string;
  travelers?: number;
  /** A flight + hotel package: the rooms its travellers share. */
  rooms?: number;
  language?: DocumentLanguage;
  /** The currency the traveller reads prices in, kept with the booking for its documents. */
  displayCurrency?: Currency;
};

/** POST /api/checkout/session: the amount is the total with taxes and fees, as shown. */
export function buildSessionBody(booking: PendingBooking, draft: CheckoutDraft): SessionBody {
  const product = productOf(booking);
  const customerName = draft.customerName.trim();
  const customerEmail = draft.customerEmail.trim();
  const customerPhone = draft.customerPhone.trim();
  // The product's parts keep the places they have always had in the body: its offer first.
  const body: SessionBody = {
    amount: Number(formatAmount(totalsOf(booking).totalCents)),
    currency: 'USD',
    type: booking.type,
    customerName,
    customerEmail,
    ...product.offerOf(booking),
  };
  if (customerPhone) body.customerPhone = customerPhone;
  // A flight's travellers say their fare; a package's are its adults, as the server counts them.
  if (product.travellers === 'farePassengers') body.passengers = passengersOf(draft, true);
  if (product.travellers === 'passengers') body.passengers = passengersOf(draft, false);
  // The lead guest only: no names are invented for the others.
  if (product.travellers === 'leadGuest') {
    body.guests = [{ name: customerName, email: customerEmail }];
  }
  return { ...body, ...product.choicesOf(booking) };
}

const textFields = new Set(['customerName']);

const FLIES_AS: Record<PassengerType, FieldProblem> = {
  adult: 'fliesAsAdult',
  child: 'fliesAsChild',
  infant: 'fliesAsInfant',
};

/** What is wrong with a field's value; the shared schema says whether it is wrong at all. */
function problemOf(field: string, value: unknown): FieldProblem {
  const text = typeof value === 'string' ? value.trim() : '';
  const leaf = field.split('.').pop() ?? field;
  if (leaf === 'title' || leaf === 'gender') return 'choose';
  if (!text) return 'required';
  if (leaf === 'given_name' || leaf === 'family_name') {
    return ticketNameProblem(text) === 'too_long' ? 'nameTooLong' : 'nameFormat';
  }
  // The lead's full name follows the ticket's letters too; only its length differs.
  if (leaf === 'customerName' && ticketNameProblem(text) === 'invalid_format') return 'nameFormat';
  if (leaf === 'customerEmail' || leaf === 'email') return 'email';
  if (leaf === 'customerPhone' || leaf === 'phone_number') return 'phone';
  if (leaf === 'born_on') return 'date';
  return textFields.has(leaf) ? 'tooLong' : 'required';
}

/**
 * The form's field (as the inputs are named) for a field of the request: the lead passenger's
 * contact is the customer's while they share it.
 */
export function formFieldOf(field: string, draft: CheckoutDraft): string {
  if (draft.leadUsesContact) {
    if (field === 'passengers.0.email') return 'customerEmail';
    if (field === 'passengers.0.phone_number') return 'customerPhone';
  }
  return field;
}

/**
 * Every problem of the form, checked with the same schema the server uses, plus what airlines
 * need: a lead passenger who can be reached, birth dates in the past that fit each traveller's
 * fare on the day of every flight, and titles of that fare.
 */
export function checkDraft(
  booking: PendingBooking,
  draft: CheckoutDraft,
  today: string,
): FieldProblems {
  const body = buildSessionBody(booking, draft);
  const problems: FieldProblems = {};
  const add = (field: string, problem: FieldProblem) => {
    const key = formFieldOf(field, draft);
    problems[key] ??= problem;
  };
  const parsed = CheckoutSessionBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.');
      if (field === 'customerName' || field === 'customerEmail' || field === 'customerPhone') {
        add(field, problemOf(field, body[field]));
      }
    }
  }
  if (namesTravellers(booking)) {
    const dates = flightDatesOf(booking);
    body.passengers?.forEach((passenger, i) => {
      const result = Passenger.safeParse(passenger);
      if (!result.success) {
        for (const issue of result.error.issues) {
          const leaf = String(issue.path[0]);
          const titleGender =
            issue.code === 'custom' &&
            (issue as { params?: { rule?: unknown } }).params?.rule === 'title_gender';
          add(
            `passengers.${i}.${leaf}`,
            titleGender
              ? 'titleGender'
              : problemOf(leaf, passenger[leaf as keyof typeof passenger]),
          );
        }
      }
      if (isIsoDate(passenger.born_on) && checkBirthDate(passenger.born_on, today)) {
        add(`passengers.${i}.born_on`, 'past');
      }
      // Each birth date fits its fare on the day of every flight, as the server checks it.
      const type = draft.passengers[i]?.type ?? 'adult';
      if (isIsoDate(passenger.born_on)) {
        const traveller = { type, born_on: passenger.born_on, title: passenger.title };
        const flies = travellerProblems(traveller, dates).find((problem) => problem.flies);
        if (flies?.flies) add(`passengers.${i}.born_on`, FLIES_AS[flies.flies]);
      }
      if (passenger.title && !titlesFor(type).includes(passenger.title)) {
        add(`passengers.${i}.title`, 'choose');
      }
    });
    const lead = body.passengers?.[0];
    if (lead && !lead.email) add('passengers.0.email', 'required');
    if (lead && !lead.phone_number) add('passengers.0.phone_number', 'required');
  }
  return problems;
}

/**
 * A flight offer, alone or in a package, past the time its fare was promised until (the results
 * page stores it).
 */
export function offerExpired(booking: PendingBooking, nowMs: number): boolean {
  const expiresAt = booking.details.expiresAt;
  return (
    productOf(booking).offerExpires &&
    typeof expiresAt === 'string' &&
    Date.parse(expiresAt) <= nowMs
  );
}
