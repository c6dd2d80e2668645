import type { BookingNote } from '../../../domain/booking-view.ts';
import type { DocumentLanguage } from '../../../domain/languages.ts';
import { PACKAGE_DISCOUNT_RATE, TAX_RATE } from '../../../domain/constants.ts';
import { frenchOf } from '../../../domain/place-names.ts';

/**
 * Every word of a booking's documents (voucher, calendar file, e-mails), in each language a
 * traveller can book in. The documents go out in the language the booking was made in.
 */
export type Wording = {
  /** The locale dates and money are written in. */
  locale: string;
  /** How an amount names its currency: 'USD 1,250.00' in English, '1 250,00 $US' in French. */
  currencyDisplay: 'code' | 'symbol';
  /** 'Label: value' as the language writes it (French sets the colon apart). */
  pair: (label: string, value: string) => string;
  tagline: string;
  voucherHeading: string;
  confirmationNumber: string;
  bookedFor: (name: string, email: string) => string;
  issued: (when: string) => string;
  yourBooking: string;
  priceSummary: string;
  subtotal: string;
  taxes: string;
  total: string;
  totalPaid: string;
  /** An amount in the traveller's currency with what was charged beside it. */
  displayed: (shown: string, charged: string) => string;
  /** The rate amounts were shown at, and its day: '1 USD = 565.48 XOF (rates of 25 Nov 2026)'. */
  rateNote: (p: { currency: string; rate: string; asOf: string; charged: string }) => string;
  cancelledHeading: string;
  importantInformation: string;
  footerValid: string;
  footerCancelled: string;
  page: (n: number, of: number) => string;
  status: (status: string) => string;
  awaitingBadge: string;
  lines: {
    property: string;
    address: string;
    checkIn: string;
    checkOut: string;
    nights: string;
    guests: string;
    leadGuest: string;
    outbound: string;
    return: string;
    cabin: string;
    passenger: (n: number) => string;
    airlineReference: string;
    tour: string;
    operator: string;
    startsOn: string;
    endsOn: string;
    travelers: string;
    rooms: string;
    packageDiscount: string;
  };
  /** A booked flight's rows: each flight, each change, the days an arrival moves on. */
  itinerary: {
    flight: (n: number) => string;
    duration: string;
    change: string;
    layover: (airport: string, length: string) => string;
    dayOffset: (days: number) => string;
    /** The calendar event of one flight: 'Flight AW 150 LOS -> ACC'. */
    event: (flightNumber: string, from: string, to: string) => string;
  };
  /** A flight + hotel package's parts, named before each part's terms. */
  parts: { flight: string; stay: string };
  cabins: Record<string, string>;
  titles: Record<string, string>;
  /** Said after a child's or an infant's name; an adult's name stands alone. */
  passengerTypes: Record<'child' | 'infant', string>;
  notes: Record<BookingNote, string>;
  terms: {
    nonRefundable: string;
    /** A live airline's flight: refunded as the airline quotes when cancelled. */
    byAirline: string;
    /** 'Cancellation: free until <deadline>; <what a later cancellation costs>' */
    freeUntil: (deadline: string, late: string) => string;
    late: Record<'first_night' | 'half' | 'all' | 'fare', string>;
    /** A tour's late fees: its first day, half or all of it. */
    lateTour: Record<'first_night' | 'half' | 'all', string>;
    /** The free deadline has passed: what cancelling now costs. */
    feeNow: Record<'first_night' | 'half' | 'all' | 'fare', string>;
    feeNowTour: Record<'first_night' | 'half' | 'all', string>;
    /** A booking awaiting its property: withdrawn for a full refund until confirmed. */
    untilConfirmed: string;
    localTime: (when: string, place: string) => string;
  };
  /** A wallet's booking: what the phone was charged, in its money, and the wallet. */
  paidWith: (amount: string, wallet: string) => string;
  cancelled: (c: {
    when: string;
    refund: string | null;
    pending: boolean;
    card: string | null;
    /** The wallet that paid ('Orange Money ···4501'): the refund goes back to it. */
    wallet: string | null;
    fee: string | null;
  }) => string;
  email: {
    subjectConfirmed: (reference: string) => string;
    subjectAwaiting: (reference: string) => string;
    subjectCancelled: (reference: string) => string;
    introConfirmed: string;
    introAwaiting: string;
    introCancelled: string;
    hello: (name: string) => string;
    lookup: string;
    /** Above the link to the booking's page. */
    openBooking: string;
    /** What the e-mail carries: the voucher (PDF) and the calendar file (.ics). */
    attached: string;
    signOff: string;
    statusLine: (status: string) => string;
  };
};

const TAX_PERCENT = Math.round(TAX_RATE * 100);
const DISCOUNT_PERCENT = Math.round(PACKAGE_DISCOUNT_RATE * 100);

const EN: Wording = {
  locale: 'en-GB',
  currencyDisplay: 'code',
  pair: (label, value) => `${label}: ${value}`,
  tagline: 'Travel West Africa',
  voucherHeading: 'Booking voucher',
  confirmationNumber: 'Confirmation number',
  bookedFor: (name, email) => `Booked for ${name} (${email})`,
  issued: (when) => `Issued ${when}`,
  yourBooking: 'Your booking',
  priceSummary: 'Price summary',
  subtotal: 'Subtotal',
  taxes: `Taxes and fees (${TAX_PERCENT}%)`,
  total: 'Total',
  totalPaid: 'Total paid',
  displayed: (shown, charged) => `${shown} (${charged} charged)`,
  rateNote: ({ currency, rate, asOf, charged }) =>
    `Amounts in ${currency} are at 1 ${charged} = ${rate} ${currency}, the rates of ${asOf}; you were charged in ${charged}.`,
  cancelledHeading: 'Cancelled',
  importantInformation: 'Important information',
  footerValid:
    'Show this voucher, printed or on your phone, when you check in. Questions? support@teranga.travel',
  footerCancelled:
    'This booking is cancelled: this voucher is not valid. Questions? support@teranga.travel',
  page: (n, of) => `Page ${n} of ${of}`,
  status: (status) =>
    ({
      confirmed: 'Confirmed',
      pending: 'Pending',
      canceled: 'Cancelled',
      completed: 'Completed',
      awaiting: "Awaiting the property's confirmation",
    })[status] ?? status,
  awaitingBadge: 'AWAITING CONFIRMATION',
  lines: {
    property: 'Property',
    address: 'Address',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    nights: 'Nights',
    guests: 'Guests',
    leadGuest: 'Lead guest',
    outbound: 'Outbound',
    return: 'Return',
    cabin: 'Cabin',
    passenger: (n) => `Passenger ${n}`,
    airlineReference: 'Airline booking reference (PNR)',
    tour: 'Tour',
    operator: 'Operator',
    startsOn: 'Starts',
    endsOn: 'Ends',
    travelers: 'Travellers',
    rooms: 'Rooms',
    packageDiscount: `Package discount (${DISCOUNT_PERCENT}%)`,
  },
  itinerary: {
    flight: (n) => `Flight ${n}`,
    duration: 'Duration',
    change: 'Change',
    layover: (airport, length) => `Change at ${airport}, ${length} layover`,
    dayOffset: (days) => `+${days} ${days === 1 ? 'day' : 'days'}`,
    event: (flightNumber, from, to) => `Flight ${flightNumber} ${from} -> ${to}`,
  },
  parts: { flight: 'Flight', stay: 'Stay' },
  cabins: {
    economy: 'Economy',
    premium_economy: 'Premium economy',
    business: 'Business',
    first: 'First',
  },
  titles: { mr: 'MR', ms: 'MS', mrs: 'MRS', miss: 'MISS', dr: 'DR', mstr: 'MSTR' },
  passengerTypes: { child: 'child', infant: 'infant, on a lap' },
  notes: {
    arrive_early: 'Arrive at the airport 3 hours before international flights.',
    passport_validity: 'Your passport must be valid for at least 6 months after your travel dates.',
    online_check_in: 'Online check-in opens 24 hours before departure.',
    photo_id: 'Bring a photo ID or passport for check-in.',
    tour_photo_id: 'Bring a photo ID or passport to meet your guide on the first day.',
    manual_confirmation: 'This property confirms bookings by hand: confirmation takes 24-48 hours.',
  },
  terms: {
    nonRefundable: 'Cancellation: non-refundable; cancelling refunds nothing.',
    byAirline:
      "Cancellation: the airline's terms; cancelling first asks the airline what it refunds, and nothing is cancelled until you accept.",
    freeUntil: (deadline, late) => `Cancellation: free until ${deadline}; ${late}`,
    late: {
      first_night: 'after that, the first night is charged.',
      half: 'after that, 50% of the stay is charged.',
      all: 'after that, the full stay is charged.',
      fare: 'after that, the fare is kept and the taxes and fees are refunded.',
    },
    lateTour: {
      first_night: 'after that, the first day of the tour is charged.',
      half: 'after that, 50% of the tour is charged.',
      all: 'after that, the full price of the tour is charged.',
    },
    feeNow: {
      first_night:
        'Cancellation: free cancellation has already ended; cancelling now costs the first night.',
      half: 'Cancellation: free cancellation has already ended; cancelling now costs 50% of the stay.',
      all: 'Cancellation: free cancellation has already ended; cancelling now costs the full stay.',
      fare: 'Cancellation: free cancellation has already ended; cancelling now keeps the fare and refunds the taxes and fees.',
    },
    feeNowTour: {
      first_night:
        'Cancellation: free cancellation has already ended; cancelling now costs the first day of the tour.',
      half: 'Cancellation: free cancellation has already ended; cancelling now costs 50% of the tour.',
      all: 'Cancellation: free cancellation has already ended; cancelling now costs the full price of the tour.',
    },
    untilConfirmed:
      'Until the property confirms the booking, you can withdraw it for a full refund. Once it is confirmed:',
    localTime: (when, place) => `${when} (${place} time)`,
  },
  paidWith: (amount, wallet) => `Paid ${amount} with ${wallet}`,
  cancelled: ({ when, refund, pending, card, wallet, fee }) => {
    const to = wallet
      ? `${wallet}, the wallet that paid`
      : card
        ? `the card ending ${card}`
        : 'the card that paid';
    const refunded = refund
      ? `${refund} ${pending ? 'is being refunded (pending)' : 'was refunded'} to ${to}`
      : 'nothing was refunded';
    const kept = fee ? `; a cancellation fee of ${fee} was kept` : '';
    return `This booking was cancelled on ${when}: ${refunded}${kept}. It cannot be used to check in.`;
  },
  email: {
    subjectConfirmed: (ref) => `Your Teranga booking ${ref} is confirmed`,
    subjectAwaiting: (ref) =>
      `Your Teranga booking ${ref} is paid and awaiting the property's confirmation`,
    subjectCancelled: (ref) => `Your Teranga booking ${ref} has been cancelled`,
    introConfirmed: 'Thank you for booking with Teranga. Your booking is confirmed.',
    introAwaiting:
      'Thank you for booking with Teranga. Your payment is received. This property confirms bookings by hand: it will confirm within 24-48 hours, and we will e-mail you then. If it cannot take you, you are refunded in full.',
    introCancelled: 'Your booking has been cancelled.',
    hello: (name) => `Hello ${name},`,
    lookup:
      'Keep this e-mail: you can find your booking at any time with its confirmation number and your e-mail address.',
    openBooking: 'Your booking online',
    attached:
      'Attached: your voucher (PDF) and a calendar file (.ics) to add the dates to your calendar.',
    signOff: 'The Teranga team',
    statusLine: (status) => `Status: ${status}`,
  },
};

const FR: Wording = {
  locale: 'fr-FR',
  currencyDisplay: 'symbol',
  // French sets the colon apart with a narrow no-break space.
  pair: (label, value) => `${label}\u202f: ${value}`,
  tagline: "Voyager en Afrique de l'Ouest",
  voucherHeading: 'Bon de réservation',
  confirmationNumber: 'Numéro de confirmation',
  bookedFor: (name, email) => `Réservé pour ${name} (${email})`,
  issued: (when) => `Émis le ${when}`,
  yourBooking: 'Votre réservation',
  priceSummary: 'Récapitulatif du prix',
  subtotal: 'Sous-total',
  taxes: `Taxes et frais (${TAX_PERCENT} %)`,
  total: 'Total',
  totalPaid: 'Total payé',
  displayed: (shown, charged) => `${shown} (${charged} débités)`,
  rateNote: ({ currency, rate, asOf, charged }) =>
    `Montants en ${currency} au taux de 1 ${charged} = ${rate} ${currency}, cours du ${asOf} ; le paiement a été débité en ${charged}.`,
  cancelledHeading: 'Annulée',
  importantInformation: 'Informations importantes',
  footerValid:
    "Présentez ce bon, imprimé ou sur votre téléphone, à l'arrivée. Une question ? support@teranga.travel",
  footerCancelled:
    "Cette réservation est annulée\u202f: ce bon n'est pas valable. Une question ? support@teranga.travel",
  page: (n, of) => `Page ${n} sur ${of}`,
  status: (status) =>
    ({
      confirmed: 'Confirmée',
      pending: 'En attente',
      canceled: 'Annulée',
      completed: 'Terminée',
      awaiting: "En attente de la confirmation de l'établissement",
    })[status] ?? status,
  awaitingBadge: 'EN ATTENTE DE CONFIRMATION',
  lines: {
    property: 'Établissement',
    address: 'Adresse',
    checkIn: 'Arrivée',
    checkOut: 'Départ',
    nights: 'Nuits',
    guests: 'Voyageurs',
    leadGuest: 'Client principal',
    outbound: 'Aller',
    return: 'Retour',
    cabin: 'Classe',
    passenger: (n) => `Passager ${n}`,
    airlineReference: 'Référence de la compagnie (PNR)',
    tour: 'Circuit',
    operator: 'Organisateur',
    startsOn: 'Départ',
    endsOn: 'Retour',
    travelers: 'Voyageurs',
    rooms: 'Chambres',
    packageDiscount: `Remise forfait (${DISCOUNT_PERCENT} %)`,
  },
  itinerary: {
    flight: (n) => `Vol ${n}`,
    duration: 'Durée',
    change: 'Correspondance',
    layover: (airport, length) => `Correspondance à ${airport}, escale de ${length}`,
    dayOffset: (days) => `+${days} ${days === 1 ? 'jour' : 'jours'}`,
    event: (flightNumber, from, to) => `Vol ${flightNumber} ${from} -> ${to}`,
  },
  parts: { flight: 'Vol', stay: 'Séjour' },
  cabins: {
    economy: 'Économique',
    premium_economy: 'Économique premium',
    business: 'Affaires',
    first: 'Première',
  },
  titles: { mr: 'M.', ms: 'MME', mrs: 'MME', miss: 'MLLE', dr: 'DR', mstr: 'MSTR' },
  passengerTypes: { child: 'enfant', infant: 'bébé, sur les genoux' },
  notes: {
    arrive_early: "Présentez-vous à l'aéroport 3 heures avant un vol international.",
    passport_validity:
      'Votre passeport doit être valable au moins 6 mois après vos dates de voyage.',
    online_check_in: "L'enregistrement en ligne ouvre 24 heures avant le départ.",
    photo_id: "Munissez-vous d'une pièce d'identité avec photo ou d'un passeport pour l'arrivée.",
    tour_photo_id:
      "Munissez-vous d'une pièce d'identité avec photo ou d'un passeport pour retrouver votre guide le premier jour.",
    manual_confirmation:
      'Cet établissement confirme les réservations manuellement\u202f: la confirmation prend 24 à 48 heures.',
  },
  terms: {
    nonRefundable: 'Annulation\u202f: non remboursable ; une annulation ne rembourse rien.',
    byAirline:
      "Annulation\u202f: conditions de la compagnie ; une annulation demande d'abord à la compagnie ce qu'elle rembourse, et rien n'est annulé avant votre accord.",
    freeUntil: (deadline, late) => `Annulation\u202f: gratuite jusqu'au ${deadline} ; ${late}`,
    late: {
      first_night: 'ensuite, la première nuit est facturée.',
      half: 'ensuite, 50 % du séjour est facturé.',
      all: 'ensuite, la totalité du séjour est facturée.',
      fare: 'ensuite, le tarif du vol est conservé et les taxes et frais sont remboursés.',
    },
    lateTour: {
      first_night: 'ensuite, la première journée du circuit est facturée.',
      half: 'ensuite, 50 % du circuit est facturé.',
      all: 'ensuite, le prix total du circuit est facturé.',
    },
    feeNow: {
      first_night:
        "Annulation\u202f: l'annulation gratuite est déjà terminée ; annuler maintenant coûte la première nuit.",
      half: "Annulation\u202f: l'annulation gratuite est déjà terminée ; annuler maintenant coûte 50 % du séjour.",
      all: "Annulation\u202f: l'annulation gratuite est déjà terminée ; annuler maintenant coûte la totalité du séjour.",
      fare: "Annulation\u202f: l'annulation gratuite est déjà terminée ; annuler maintenant conserve le tarif du vol et rembourse les taxes et frais.",
    },
    feeNowTour: {
      first_night:
        "Annulation\u202f: l'annulation gratuite est déjà terminée ; annuler maintenant coûte la première journée du circuit.",
      half: "Annulation\u202f: l'annulation gratuite est déjà terminée ; annuler maintenant coûte 50 % du circuit.",
      all: "Annulation\u202f: l'annulation gratuite est déjà terminée ; annuler maintenant coûte le prix total du circuit.",
    },
    untilConfirmed:
      "Tant que l'établissement n'a pas confirmé la réservation, vous pouvez la retirer contre un remboursement intégral. Une fois confirmée\u202f:",
    localTime: (when, place) => `${when} (heure ${frenchOf(place)})`,
  },
  paidWith: (amount, wallet) => `Payé ${amount} avec ${wallet}`,
  cancelled: ({ when, refund, pending, card, wallet, fee }) => {
    const to = wallet
      ? `${wallet}, le portefeuille qui a payé`
      : card
        ? `la carte se terminant par ${card}`
        : 'la carte qui a payé';
    const refunded = refund
      ? `${refund} ${pending ? 'est en cours de remboursement' : 'a été remboursé'} sur ${to}`
      : "rien n'a été remboursé";
    const kept = fee ? ` ; des frais d'annulation de ${fee} ont été retenus` : '';
    return `Cette réservation a été annulée le ${when}\u202f: ${refunded}${kept}. Elle ne permet pas de séjourner.`;
  },
  email: {
    subjectConfirmed: (ref) => `Votre réservation Teranga ${ref} est confirmée`,
    subjectAwaiting: (ref) =>
      `Votre réservation Teranga ${ref} est payée et attend la confirmation de l'établissement`,
    subjectCancelled: (ref) => `Votre réservation Teranga ${ref} a été annulée`,
    introConfirmed: "Merci d'avoir réservé avec Teranga. Votre réservation est confirmée.",
    introAwaiting:
      "Merci d'avoir réservé avec Teranga. Votre paiement est reçu. Cet établissement confirme les réservations manuellement\u202f: il confirmera sous 24 à 48 heures et nous vous écrirons alors. S'il ne peut pas vous accueillir, vous êtes remboursé intégralement.",
    introCancelled: 'Votre réservation a été annulée.',
    hello: (name) => `Bonjour ${name},`,
    lookup:
      'Conservez cet e-mail\u202f: vous retrouverez votre réservation à tout moment avec son numéro de confirmation et votre adresse e-mail.',
    openBooking: 'Votre réservation en ligne',
    attached:
      'En pièces jointes\u202f: votre bon de réservation (PDF) et un fichier de calendrier (.ics) pour ajouter les dates à votre agenda.',
    signOff: "L'équipe Teranga",
    statusLine: (status) => `Statut\u202f: ${status}`,
  },
};

const WORDINGS: Record<DocumentLanguage, Wording> = { en: EN, fr: FR };

export function wordingOf(language: DocumentLanguage | undefined): Wording {
  return WORDINGS[language ?? 'en'];
}
