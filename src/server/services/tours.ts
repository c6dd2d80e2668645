import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { DocumentLanguage as Language } from '../../domain/languages.ts';
import { toIsoDate } from '../../domain/dates.ts';
import {
  DEPARTURES_SHOWN,
  POPULAR_TOURS_PER_OPERATOR,
  type PopularTour,
  type TourDeparture,
  type TourOperator,
  type TourPackage,
} from '../../domain/tours.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import {
  contactMessages,
  tourDepartures,
  tourOperators,
  tourPackages,
} from '../db/schema/index.ts';
import { NotFoundError } from '../errors.ts';
import { pgArray } from '../lib/pg-array.ts';
import { readTogether } from '../lib/read-together.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import type { Mailer } from './mail.ts';

type OperatorRow = typeof tourOperators.$inferSelect;
type PackageRow = typeof tourPackages.$inferSelect;
type CatalogueRow = { pkg: PackageRow; operator: OperatorRow };
/** Every operator, and every active package with its operator, by id. */
type Catalogue = { operators: OperatorRow[]; packages: CatalogueRow[] };

/** Operators and packages change only with the seed; a minute, as the stays' listing. */
const CATALOGUE_CACHE_MS = 60_000;

type OperatorFilters = {
  country?: string | undefined;
  specialty?: string | undefined;
  priceRange?: string | undefined;
  lang?: Language | undefined;
};

/** Tour operators and their packages, in the reader's language, with live departures. */
export function createTourService({
  db,
  clock,
  mailer,
}: {
  db: Database;
  clock: Clock;
  mailer: Mailer;
}) {
  const today = () => toIsoDate(clock.now());

  function toPackage(
    row: PackageRow,
    operator: OperatorRow,
    language: Language,
    nextDeparture: string | null,
  ): TourPackage {
    const fr = language === 'fr';
    const { name, category, difficulty } = toPopularTour(row, language);
    return {
      id: row.id,
      operatorId: row.operatorId,
      operatorName: operator.name,
      destination: operator.location,
      country: operator.country,
      name,
      description: (fr && row.descriptionFr) || row.description || '',
      duration: row.duration,
      pricePerPerson: row.pricePerPerson,
      maxGroupSize: row.maxGroupSize ?? 1,
      inclusions: (fr && row.inclusionsFr) || row.inclusions || [],
      exclusions: (fr && row.exclusionsFr) || row.exclusions || [],
      itinerary: (row.itinerary ?? []).map((day) => ({
        day: day.day,
        title: day.title[language] || day.title.en,
        description: day.description[language] || day.description.en,
      })),
      difficulty,
      category,
      imageUrl: row.imageUrl ?? '',
      images: row.images ?? [],
      nextDeparture,
    };
  }

  /** What a card shows of a package; the whole package (toPackage) is made from it too. */
  function toPopularTour(row: PackageRow, language: Language): PopularTour {
    return {
      id: row.id,
      operatorId: row.operatorId,
      name: (language === 'fr' && row.nameFr) || row.name,
      duration: row.duration,
      category: (row.category ?? 'cultural') as PopularTour['category'],
      pricePerPerson: row.pricePerPerson,
      difficulty: (row.difficulty ?? 'easy') as PopularTour['difficulty'],
    };
  }

  /** An operator with its active packages (catalogue rows, by id) as its card reads them. */
  function toOperator(row: OperatorRow, language: Language, packages: PackageRow[]): TourOperator {
    return {
      id: row.id,
      name: row.name,
      description: (language === 'fr' && row.descriptionFr) || row.description || '',
      location: row.location,
      country: row.country,
      contactEmail: row.contactEmail,
      contactPhone: row.contactPhone,
      website: row.website,
      imageUrl: row.imageUrl ?? '',
      specialties: row.specialties ?? [],
      languages: row.languages ?? [],
      priceRange: (row.priceRange ?? 'mid-range') as TourOperator['priceRange'],
      rating: row.rating,
      reviewCount: row.reviewCount ?? 0,
      yearEstablished: row.yearEstablished,
      isVerified: row.isVerified ?? false,
      licenseNumber: row.licenseNumber,
      operatingSeasons: row.operatingSeasons ?? [],
      groupSizes: row.groupSizes,
      cancellationPolicy: row.cancellationPolicy,
      popularTours: packages
        .slice(0, POPULAR_TOURS_PER_OPERATOR)
        .map((pkg) => toPopularTour(pkg, language)),
      packageCount: packages.length,
    };
  }

  // Operators and packages change only with the seed: read once a minute, not per request.
  // Places left are never kept: each list reads its packages' next departures.
  const catalogueCache = createTtlCache<Promise<Catalogue>>({
    ttlMs: CATALOGUE_CACHE_MS,
    maxEntries: 1,
    now: () => clock.now().getTime(),
  });

  const catalogue = () => catalogueCache.load('all', readCatalogue);

  async function readCatalogue(): Promise<Catalogue> {
    const operators = await db.select().from(tourOperators).orderBy(asc(tourOperators.id));
    const packages = await db
      .select({ pkg: tourPackages, operator: tourOperators })
      .from(tourPackages)
      .innerJoin(tourOperators, eq(tourPackages.operatorId, tourOperators.id))
      .where(eq(tourPackages.isActive, true))
      .orderBy(asc(tourPackages.id));
    return { operators, packages };
  }

  // The first departure from today with a place left, per package: prepared once, as every
  // list asks it. One probe of the primary key (package, start) per package, stopping at the
  // first date with a place, so the whole catalogue reads a row or a few per package rather
  // than every coming departure.
  const firstDepartures = db
    .select({
      packageId: tourPackages.id,
      next: sql<string | null>`(
        select d.start_date from ${tourDepartures} d
        where d.package_id = ${tourPackages.id}
          and d.start_date >= ${sql.placeholder('today')}
          and d.taken < d.total
        order by d.start_date
        limit 1)`,
    })
    .from(tourPackages)
    .where(sql`${tourPackages.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('tour_next_departures');

  // Lists asked together read their departures in one query (one per day, should the date
  // change between two asks), each getting the next departures of every package asked.
  const nextDeparturesOf = readTogether(
    async (asks: readonly { packageIds: number[]; today: string }[]) => {
      const days = new Map<string, Set<number>>();
      for (const { packageIds, today } of asks) {
        const ids = days.get(today) ?? new Set<number>();
        for (const id of packageIds) ids.add(id);
        days.set(today, ids);
      }
      const nextByDay = new Map<string, Map<number, string>>();
      await Promise.all(
        [...days].map(async ([today, ids]) => {
          const rows = await firstDepartures.execute({ ids: pgArray([...ids]), today });
          nextByDay.set(
            today,
            new Map(rows.flatMap((r) => (r.next === null ? [] : [[r.packageId, String(r.next)]]))),
          );
        }),
      );
      return asks.map(({ today }) => nextByDay.get(today)!);
    },
  );

  async function nextDepartures(packageIds: number[]): Promise<Map<number, string>> {
    if (packageIds.length === 0) return new Map();
    return nextDeparturesOf({ packageIds, today: today() });
  }

  /** The active packages `keep` chooses, by id, in the reader's language. */
  async function packagesOf(keep: (row: CatalogueRow) => boolean, language: Language) {
    const rows = (await catalogue()).packages.filter(keep);
    const next = await nextDepartures(rows.map((r) => r.pkg.id));
    return rows.map(({ pkg, operator }) =>
      toPackage(pkg, operator, language, next.get(pkg.id) ?? null),
    );
  }

  /** Each operator's active packages, by id: the catalogue's rows, no departure read. */
  function packageRowsOf(catalogued: Catalogue, operatorId: number): PackageRow[] {
    return catalogued.packages.filter(({ pkg }) => pkg.operatorId === operatorId).map((r) => r.pkg);
  }

  async function listOperators(filters: OperatorFilters): Promise<TourOperator[]> {
    const language = filters.lang ?? 'en';
    const catalogued = await catalogue();
    return catalogued.operators
      .filter(
        (operator) =>
          (!filters.country || operator.country === filters.country) &&
          (!filters.specialty || (operator.specialties ?? []).includes(filters.specialty)) &&
          (!filters.priceRange || operator.priceRange === filters.priceRange),
      )
      .map((operator) => toOperator(operator, language, packageRowsOf(catalogued, operator.id)));
  }

  async function getOperator(id: number, language: Language = 'en') {
    const catalogued = await catalogue();
    const operator = catalogued.operators.find((o) => o.id === id);
    if (!operator) throw new NotFoundError('Tour operator not found', { code: 'not_found' });
    const packages = await packagesOf(({ pkg }) => pkg.operatorId === id, language);
    return { ...toOperator(operator, language, packageRowsOf(catalogued, id)), packages };
  }

  async function listPackages(filters: {
    country?: string | undefined;
    operatorId?: number | undefined;
    lang?: Language | undefined;
  }): Promise<TourPackage[]> {
    return packagesOf(
      ({ pkg, operator }) =>
        (!filters.country || operator.country === filters.country) &&
        (!filters.operatorId || pkg.operatorId === filters.operatorId),
      filters.lang ?? 'en',
    );
  }

  /** A package with its coming departures and the places left on each. */
  async function getPackage(id: number, language: Language = 'en') {
    const [found] = await packagesOf(({ pkg }) => pkg.id === id, language);
    if (!found) throw new NotFoundError('Tour package not found', { code: 'package_unknown' });
    const departures: TourDeparture[] = (
      await db
        .select()
        .from(tourDepartures)
        .where(
          and(
            eq(tourDepartures.packageId, id),
            gte(tourDepartures.startDate, today()),
            gt(tourDepartures.total, tourDepartures.taken),
          ),
        )
        .orderBy(asc(tourDepartures.startDate))
        .limit(DEPARTURES_SHOWN)
    ).map((d) => ({ startDate: d.startDate, placesLeft: d.total - d.taken }));
    return { ...found, departures };
  }

  /** Keeps a traveller's message to an operator and sends it on (SMTP, or the outbox). */
  async function contactOperator(
    id: number,
    message: { name: string; email: string; message: string },
  ) {
    const [operator] = await db.select().from(tourOperators).where(eq(tourOperators.id, id));
    if (!operator) throw new NotFoundError('Tour operator not found', { code: 'not_found' });
    const subject = `Message for ${operator.name} from ${message.name}`;
    await db.insert(contactMessages).values({
      name: message.name,
      email: message.email,
      subject,
      message: message.message,
      category: 'booking',
      createdAt: clock.now(),
    });
    await mailer.send({
      to: operator.contactEmail,
      subject,
      text: [
        `${message.name} <${message.email}> wrote to you through Teranga:`,
        '',
        message.message,
        '',
        `Reply to ${message.email}.`,
      ].join('\n'),
    });
    return { sent: true as const };
  }

  return { listOperators, getOperator, listPackages, getPackage, contactOperator };
}

export type TourService = ReturnType<typeof createTourService>;
