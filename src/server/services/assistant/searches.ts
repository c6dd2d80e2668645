/**
 * Questions that ask for flights, stays or tours run the site's own searches and answer with the
 * cheapest or best of what they find, each with a link that opens the prefilled search.
 */
import { addDays } from '../../../domain/dates.ts';
import type { FlightOffer } from '../../../domain/flights.ts';
import { OPERATOR_COUNTRIES } from '../../../domain/tours.ts';
import type { KnowledgeBase } from '../../knowledge/index.ts';
import type { CountryKnowledge } from '../../knowledge/schema.ts';
import type { AccommodationService } from '../accommodations.ts';
import type { FlightService } from '../flights.ts';
import type { TourService } from '../tours.ts';
import { inCountry, type Part } from './answer.ts';
import { longDate, usd } from './formats.ts';
import { ofPlace } from './french.ts';
import type { RatesSource } from '../../../domain/currencies.ts';
import { EXCHANGE, exchangeOf, type ExchangeRates } from '../../knowledge/exchange.ts';
import { formatMoney, formatNumber } from '../../../domain/format.ts';
import {
  countriesOf,
  type Language,
  type Place,
  type PriceCap,
  type Understanding,
} from './understand.ts';

export type SearchDeps = {
  flights: FlightService;
  stays: AccommodationService;
  tours: TourService;
  knowledge: KnowledgeBase;
  today: () => string;
  /** Today's exchange rates (the rates service); the shipped table's when not given. */
  rates?: RatesSource | undefined;
};

/** The rates a price said in euros or francs is read at, and the answer names. */
export async function exchangeFor(deps: Pick<SearchDeps, 'rates'>): Promise<ExchangeRates> {
  return deps.rates ? exchangeOf(await deps.rates.current()) : EXCHANGE;
}

const hoursMinutes = (minutes: number) =>
  `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;

/** The day a search is for: the one asked for, else the first of the month asked for, else in a week. */
function travelDate(u: Understanding, today: string): { date: string; assumed: boolean } {
  const tomorrow = addDays(today, 1);
  if (u.date && u.date >= tomorrow) return { date: u.date, assumed: false };
  if (u.month) {
    const year = Number(today.slice(0, 4));
    let first = `${year}-${String(u.month).padStart(2, '0')}-01`;
    if (first < tomorrow) first = `${year + 1}-${String(u.month).padStart(2, '0')}-01`;
    return { date: first < tomorrow ? tomorrow : first, assumed: true };
  }
  return { date: addDays(today, 7), assumed: true };
}

/** A city with an airport for a place: a country stands for its main airport city. */
function airportOf(place: Place, knowledge: KnowledgeBase): { name: string; code: string } | null {
  if (place.kind === 'city' && place.airport) return { name: place.name, code: place.airport };
  if (place.kind === 'country' && place.country) {
    const country = knowledge.country(place.country);
    const city = country?.cities.find((c) => c.airport);
    if (city?.airport) return { name: city.name.en, code: city.airport };
  }
  return null;
}

function cityOf(place: Place, knowledge: KnowledgeBase): string | null {
  if (place.kind === 'city') return place.name;
  const country = place.country ? knowledge.country(place.country) : undefined;
  return country?.cities[0]?.name.en ?? null;
}

function tripEnds(u: Understanding): { origin: Place | null; destination: Place | null } {
  const origin = u.places.find((p) => p.role === 'origin') ?? null;
  const destination = u.places.find((p) => p.role === 'destination' && p !== origin) ?? null;
  if (origin && destination) return { origin, destination };
  const others = u.places.filter((p) => p !== origin && p !== destination);
  if (!origin && !destination)
    return {
      origin: others[0] && others[1] ? others[0] : null,
      destination: others[1] ?? others[0] ?? null,
    };
  return {
    origin: origin ?? (destination ? (others[0] ?? null) : null),
    destination: destination ?? others[0] ?? null,
  };
}

function flightLine(offer: FlightOffer, language: Language): string {
  const slice = offer.slices[0]!;
  const stops =
    offer.stops === 0
      ? language === 'en'
        ? 'direct'
        : 'direct'
      : language === 'en'
        ? `${offer.stops} stop${offer.stops > 1 ? 's' : ''}`
        : `${offer.stops} escale${offer.stops > 1 ? 's' : ''}`;
  const total = usd(Number(offer.totalAmount), language);
  return `• ${total} ${offer.airline.name}, ${slice.departureDateTime.slice(11, 16)} → ${slice.arrivalDateTime.slice(11, 16)}, ${stops} (${hoursMinutes(offer.durationMinutes)})`;
}

export async function flightsPart(u: Understanding, deps: SearchDeps): Promise<Part> {
  const language = u.language;
  const exchange = await exchangeFor(deps);
  const { origin, destination } = tripEnds(u);
  const from = origin && airportOf(origin, deps.knowledge);
  const to = destination && airportOf(destination, deps.knowledge);
  if (!from || !to || from.code === to.code) {
    return {
      paragraphs: [
        language === 'en'
          ? 'Tell me where you fly from and to, for example "flights from Lagos to Accra next Friday", and I will search them.'
          : 'Dites-moi d’où et vers où vous volez, par exemple « vols de Lagos à Accra vendredi prochain », et je les cherche.',
      ],
      sources: [],
      links: [
        {
          label: language === 'en' ? 'Search flights' : 'Rechercher des vols',
          href: to ? `/flights?to=${to.code}` : '/flights',
        },
      ],
    };
  }
  const { date, assumed } = travelDate(u, deps.today());
  const passengers = Math.min(9, Math.max(1, u.travellers ?? 1));
  const result = await deps.flights.search({
    origin: from.code,
    destination: to.code,
    departureDate: date,
    returnDate: undefined,
    passengers,
    cabinClass: 'economy',
  });
  const cap = u.maxPrice?.usd ?? Infinity;
  const cheapest = [...result.flights]
    .filter((f) => Number(f.totalAmount) <= cap)
    .sort((a, b) => Number(a.totalAmount) - Number(b.totalAmount))
    .slice(0, 3);
  const href = `/flights?from=${from.code}&to=${to.code}&departDate=${date}&passengers=${passengers}`;
  const when = longDate(date, language);
  const who =
    language === 'en'
      ? `${passengers} passenger${passengers > 1 ? 's' : ''}`
      : `${passengers} passager${passengers > 1 ? 's' : ''}`;
  const paragraphs: string[] = [];
  if (assumed) {
    paragraphs.push(
      language === 'en'
        ? `You did not say a day, so I searched ${when}.`
        : `Vous n'avez pas précisé de jour : j'ai cherché pour le ${when}.`,
    );
  }
  if (cheapest.length === 0) {
    paragraphs.push(
      language === 'en'
        ? `I found no flight from ${from.name} (${from.code}) to ${to.name} (${to.code}) on ${when}${u.maxPrice ? ` under ${capText(u.maxPrice, language, exchange)}` : ''}. The price calendar on the flights page shows the days around it.`
        : `Je n'ai trouvé aucun vol ${ofPlace(from.name)} (${from.code}) à ${to.name} (${to.code}) le ${when}${u.maxPrice ? ` sous ${capText(u.maxPrice, language, exchange)}` : ''}. Le calendrier des prix de la page des vols montre les jours voisins.`,
    );
  } else {
    paragraphs.push(
      (language === 'en'
        ? `The cheapest flights from ${from.name} (${from.code}) to ${to.name} (${to.code}) on ${when}, for ${who}${u.maxPrice ? `, under ${capText(u.maxPrice, language, exchange)}` : ''} (local times; taxes and fees of 10% not included):\n`
        : `Les vols les moins chers ${ofPlace(from.name)} (${from.code}) à ${to.name} (${to.code}) le ${when}, pour ${who}${u.maxPrice ? `, sous ${capText(u.maxPrice, language, exchange)}` : ''} (heures locales ; hors taxes et frais de 10 %) :\n`) +
        cheapest.map((o) => flightLine(o, language)).join('\n'),
    );
    if (result.isLiveData === false) {
      paragraphs.push(
        language === 'en'
          ? 'These come from our built-in demonstration inventory.'
          : 'Ils viennent de notre inventaire de démonstration intégré.',
      );
    }
  }
  return {
    paragraphs,
    sources: [],
    links: [
      {
        label:
          language === 'en'
            ? `All flights ${from.code} → ${to.code}`
            : `Tous les vols ${from.code} → ${to.code}`,
        href,
      },
    ],
  };
}

export async function hotelsPart(u: Understanding, deps: SearchDeps): Promise<Part> {
  const language = u.language;
  const exchange = await exchangeFor(deps);
  const { destination } = tripEnds(u);
  const place = destination ?? u.places[0] ?? null;
  const city = place && cityOf(place, deps.knowledge);
  if (!city) {
    return {
      paragraphs: [
        language === 'en'
          ? 'Tell me the city, for example "hotels in Accra for 3 nights from 12 December", and I will search them.'
          : 'Dites-moi la ville, par exemple « hôtels à Accra pour 3 nuits à partir du 12 décembre », et je les cherche.',
      ],
      sources: [],
      links: [
        { label: language === 'en' ? 'Search hotels' : 'Rechercher des hôtels', href: '/hotels' },
      ],
    };
  }
  const { date: checkIn, assumed } = travelDate(u, deps.today());
  // "From 12 to 15 December" says the nights; else "3 nights", else three.
  const ranged = u.endDate && u.endDate > checkIn ? nightsBetween(checkIn, u.endDate) : null;
  const nights = Math.min(30, Math.max(1, ranged ?? u.nights ?? 3));
  const checkOut = addDays(checkIn, nights);
  const guests = Math.min(10, Math.max(1, u.travellers ?? 2));
  const maxPrice = u.maxPrice?.usd;
  const found = await deps.stays.search({
    destination: city,
    checkIn,
    checkOut,
    guests,
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    lang: language,
  });
  const stays = found.filter((s) => maxPrice === undefined || Number(s.pricePerNight) <= maxPrice);
  const href = `/hotels?destination=${encodeURIComponent(city)}&checkIn=${checkIn}&checkOut=${checkOut}&guests=${guests}${maxPrice !== undefined ? `&maxPrice=${maxPrice}` : ''}`;
  const cheapest = [...stays]
    .sort((a, b) => Number(a.pricePerNight) - Number(b.pricePerNight))
    .slice(0, 2);
  const bestRated = [...stays]
    .sort(
      (a, b) =>
        Number(b.rating ?? 0) - Number(a.rating ?? 0) ||
        Number(a.pricePerNight) - Number(b.pricePerNight),
    )
    .find((s) => !cheapest.includes(s));
  const shown = [...cheapest, ...(bestRated ? [bestRated] : [])];
  const when =
    language === 'en'
      ? `${nights} night${nights > 1 ? 's' : ''} from ${longDate(checkIn, language)}, ${guests} guest${guests > 1 ? 's' : ''}`
      : `${nights} nuit${nights > 1 ? 's' : ''} à partir du ${longDate(checkIn, language)}, ${guests} voyageur${guests > 1 ? 's' : ''}`;
  const paragraphs: string[] = [];
  if (assumed)
    paragraphs.push(
      language === 'en'
        ? 'You did not say when, so I searched a week from today.'
        : "Vous n'avez pas dit quand : j'ai cherché dans une semaine.",
    );
  if (u.maxPrice)
    paragraphs.push(
      language === 'en'
        ? `Only stays under ${capText(u.maxPrice, language, exchange)} a night.`
        : `Seulement les hébergements à moins de ${capText(u.maxPrice, language, exchange)} la nuit.`,
    );
  if (shown.length === 0) {
    paragraphs.push(
      language === 'en'
        ? `Nothing is free in ${city} for ${when}.`
        : `Rien n'est libre à ${city} pour ${when}.`,
    );
  } else {
    paragraphs.push(
      (language === 'en'
        ? `${stays.length} stays are free in ${city} for ${when}. The cheapest, and the best rated:\n`
        : `${stays.length} hébergements sont libres à ${city} pour ${when}. Les moins chers, et le mieux noté :\n`) +
        shown
          .map((s) => {
            const nightly = usd(Number(s.pricePerNight), language);
            const rating = s.rating ? ` · ${s.rating}★` : '';
            return language === 'en'
              ? `• ${s.name} (${s.location}): ${nightly} a night per guest${rating}`
              : `• ${s.name} (${s.location}) : ${nightly} la nuit par voyageur${rating}`;
          })
          .join('\n'),
    );
  }
  return {
    paragraphs,
    sources: [],
    links: [
      {
        label: language === 'en' ? `All stays in ${city}` : `Tous les hébergements à ${city}`,
        href,
      },
    ],
  };
}

/** The operators page names Côte d'Ivoire and The Gambia its own way. */
function operatorCountry(
  country: CountryKnowledge,
): (typeof OPERATOR_COUNTRIES)[number] | undefined {
  const name = country.slug === 'cote-d-ivoire' ? 'Ivory Coast' : country.name.en;
  return OPERATOR_COUNTRIES.find((c) => c === name);
}

export async function toursPart(u: Understanding, deps: SearchDeps): Promise<Part> {
  const language = u.language;
  const country = countriesOf(u, deps.knowledge)[0];
  const filter = country && operatorCountry(country);
  if (!country || !filter) {
    const covered = OPERATOR_COUNTRIES.join(', ');
    return {
      paragraphs: [
        country
          ? language === 'en'
            ? `We have no tour operators ${inCountry(country, 'en')} yet. Our operators run tours in ${covered}.`
            : `Nous n'avons pas encore de voyagiste ${inCountry(country, 'fr')}. Nos voyagistes organisent des circuits dans ces pays : ${covered}.`
          : language === 'en'
            ? `Tell me the country, for example "tours in Ghana". Our operators run tours in ${covered}.`
            : `Dites-moi le pays, par exemple « circuits au Ghana ». Nos voyagistes organisent des circuits dans ces pays : ${covered}.`,
      ],
      sources: [],
      links: [
        { label: language === 'en' ? 'Tour operators' : 'Voyagistes', href: '/tour-operators' },
      ],
    };
  }
  const packages = await deps.tours.listPackages({ country: filter, lang: language });
  const cityName = u.places.find((p) => p.kind === 'city')?.name;
  const city = cityName?.toLowerCase();
  const cap = u.maxPrice?.usd ?? Infinity;
  const affordable = packages.filter((p) => Number(p.pricePerPerson) <= cap);
  const near = city ? affordable.filter((p) => p.destination.toLowerCase().includes(city)) : [];
  const pool = near.length > 0 ? near : affordable;
  const cheapest = [...pool]
    .sort((a, b) => Number(a.pricePerPerson) - Number(b.pricePerPerson))
    .slice(0, 3);
  const paragraphs = [
    (language === 'en'
      ? `${packages.length} tours ${inCountry(country, 'en')} from verified local operators; the most affordable:\n`
      : `${packages.length} circuits ${inCountry(country, 'fr')} proposés par des voyagistes locaux ; les plus abordables :\n`) +
      cheapest
        .map((p) =>
          language === 'en'
            ? `• ${p.name} (${p.duration} day${p.duration > 1 ? 's' : ''}, ${p.operatorName}): ${usd(Number(p.pricePerPerson), language)} per person`
            : `• ${p.name} (${p.duration} jour${p.duration > 1 ? 's' : ''}, ${p.operatorName}) : ${usd(Number(p.pricePerPerson), language)} par personne`,
        )
        .join('\n'),
  ];
  return {
    paragraphs,
    sources: [],
    links: [
      {
        label:
          language === 'en'
            ? `Tours in ${cityName ?? country.name.en}`
            : `Circuits : ${cityName ?? country.name.fr}`,
        // The city the question names, as the operators page searches it.
        href: `/tour-operators?country=${encodeURIComponent(filter)}${cityName ? `&q=${encodeURIComponent(cityName)}` : ''}`,
      },
    ],
  };
}

function nightsBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** "$88 (50,000 F CFA at 655.957 F CFA = €1 and €1 = $1.16)": the cap, and how it was read. */
function capText(cap: PriceCap, language: Language, exchange: ExchangeRates): string {
  const dollars = usd(cap.usd, language);
  if (cap.currency === 'USD') return dollars;
  const amount = formatNumber(cap.amount, language === 'fr' ? 'fr-FR' : 'en-US');
  const rate = (n: number) =>
    formatNumber(n, language === 'fr' ? 'fr-FR' : 'en-US', { maximumFractionDigits: 3 });
  const euro =
    language === 'en'
      ? `€1 = ${usd2(exchange.usdPerEur, 'en')}`
      : `1 € = ${usd2(exchange.usdPerEur, 'fr')}`;
  if (cap.currency === 'EUR') {
    return language === 'en'
      ? `${dollars} (€${amount}, at ${euro})`
      : `${dollars} (${amount} €, à ${euro})`;
  }
  return language === 'en'
    ? `${dollars} (${amount} F CFA, at the fixed ${rate(exchange.xofPerEur)} F CFA = €1 and ${euro})`
    : `${dollars} (${amount} F CFA, à la parité fixe de ${rate(exchange.xofPerEur)} F CFA = 1 € et ${euro})`;
}

const usd2 = (amount: number, language: Language) =>
  formatMoney(amount, 'USD', language === 'fr' ? 'fr-FR' : 'en-US', 'exact');
