import { eq, isNull, sql } from 'drizzle-orm';
import { addDays, daysBetween, isIsoDate } from '../../../domain/dates.ts';
import type { Database } from '../client.ts';
import { tourDepartures, tourOperators, tourPackages } from '../schema/index.ts';
import { TOUR_OPERATORS, type SeedOperator } from './data/tour-operators.ts';
import { TOUR_PACKAGES, type DepartureRule, type SeedPackage } from './data/tour-packages.ts';
import { meetingPointOf } from './data/tour-meeting-points.ts';

export type SeedDeparture = { startDate: string; capacity: number };

type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Every start of a package in [from, from + days), by its rule; weekdays are read in UTC. */
export function generateDepartures(
  rule: DepartureRule,
  from: string,
  days: number,
): SeedDeparture[] {
  if (!isIsoDate(from)) throw new Error(`generateDepartures: ${from} is not a YYYY-MM-DD date`);
  const departures: SeedDeparture[] = [];
  for (let offset = 0; offset < days; offset++) {
    const date = addDays(from, offset);
    const runs =
      rule.kind === 'weekly'
        ? rule.weekdays.includes(new Date(`${date}T00:00:00Z`).getUTCDay())
        : rule.days.includes(Number(date.slice(8, 10)));
    if (runs) departures.push({ startDate: date, capacity: rule.capacity });
  }
  return departures;
}

function findDuplicate(values: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return undefined;
}

/** Throws on the first inconsistency between operators and packages; a bad seed must not load. */
export function checkTourSeed(
  operators: readonly SeedOperator[],
  packages: readonly SeedPackage[],
) {
  // The Liberia page lists the packages of operator 4 (spec 2 section 9).
  const fourth = operators[3];
  if (fourth?.country !== 'Liberia') {
    throw new Error(`tour seed: the 4th operator must be Liberian, not ${fourth?.country}`);
  }
  const operatorSlug = findDuplicate(operators.map((operator) => operator.slug));
  if (operatorSlug) throw new Error(`tour seed: operator slug ${operatorSlug} repeats`);
  const packageSlug = findDuplicate(packages.map((pkg) => pkg.slug));
  if (packageSlug) throw new Error(`tour seed: package slug ${packageSlug} repeats`);

  const bySlug = new Map(operators.map((operator) => [operator.slug, operator]));
  for (const pkg of packages) {
    const operator = bySlug.get(pkg.operatorSlug);
    if (!operator) {
      throw new Error(`tour seed: package ${pkg.slug} has an unknown operator ${pkg.operatorSlug}`);
    }
    if (pkg.itinerary.length !== pkg.duration) {
      throw new Error(
        `tour seed: package ${pkg.slug} lasts ${pkg.duration} days but its itinerary has ${pkg.itinerary.length}`,
      );
    }
    if (pkg.itinerary.some((day, i) => day.day !== i + 1)) {
      throw new Error(`tour seed: package ${pkg.slug} numbers its itinerary days out of order`);
    }
    if (!operator.specialties.includes(pkg.category)) {
      throw new Error(
        `tour seed: package ${pkg.slug} is ${pkg.category}, not a specialty of ${operator.slug}`,
      );
    }
  }
}

/** The tour operators and their packages, checked; packages name their operator by slug. */
export function tourSeed(): { operators: SeedOperator[]; packages: SeedPackage[] } {
  checkTourSeed(TOUR_OPERATORS, TOUR_PACKAGES);
  return { operators: TOUR_OPERATORS, packages: TOUR_PACKAGES };
}

/** Departures are open this many days ahead; start-up tops them up as days pass. */
export const DEPARTURE_HORIZON_DAYS = 365;

/**
 * Fills empty tour tables with the seed's operators and packages (in order, so the fourth
 * operator is the Liberian one the Liberia page reads), then makes sure every package has its
 * departures open for the next year from `today`. Safe to run at every start.
 */
export async function seedTours(tx: Executor, today: string): Promise<void> {
  const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(tourOperators);
  if ((existing?.n ?? 0) === 0) {
    const { operators, packages } = tourSeed();
    const ids = new Map<string, number>();
    for (const operator of operators) {
      const [row] = await tx
        .insert(tourOperators)
        .values({
          ...operator,
          description: operator.description.en,
          descriptionFr: operator.description.fr,
          imageUrl: `/images/operators/${operator.specialties[0]}/${operator.slug}.svg`,
        })
        .returning({ id: tourOperators.id });
      ids.set(operator.slug, row!.id);
    }
    const rows = packages.map((pkg) => {
      const images = Array.from(
        { length: 4 },
        (_, n) => `/images/tours/${pkg.category}/${pkg.slug}/${n + 1}.svg`,
      );
      return {
        operatorId: ids.get(pkg.operatorSlug)!,
        slug: pkg.slug,
        name: pkg.name.en,
        nameFr: pkg.name.fr,
        description: pkg.description.en,
        descriptionFr: pkg.description.fr,
        meetingPoint: meetingPointOf(pkg.operatorSlug, pkg.slug).en,
        meetingPointFr: meetingPointOf(pkg.operatorSlug, pkg.slug).fr,
        duration: pkg.duration,
        pricePerPerson: pkg.pricePerPerson,
        maxGroupSize: pkg.maxGroupSize,
        inclusions: pkg.inclusions.map((p) => p.en),
        inclusionsFr: pkg.inclusions.map((p) => p.fr),
        exclusions: pkg.exclusions.map((p) => p.en),
        exclusionsFr: pkg.exclusions.map((p) => p.fr),
        itinerary: pkg.itinerary,
        difficulty: pkg.difficulty,
        category: pkg.category,
        imageUrl: images[0],
        images,
        departureRule: pkg.departures,
      };
    });
    for (let i = 0; i < rows.length; i += 50) {
      await tx.insert(tourPackages).values(rows.slice(i, i + 50));
    }
  } else {
    await addMissingMeetingPoints(tx);
  }
  await openDepartures(tx, today);
}

/** Seed packages stored before they had a meeting point get theirs; an edited one is kept. */
async function addMissingMeetingPoints(tx: Executor): Promise<void> {
  const [missing] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(tourPackages)
    .where(isNull(tourPackages.meetingPoint));
  if ((missing?.n ?? 0) === 0) return;
  const values = TOUR_PACKAGES.map((pkg) => {
    const point = meetingPointOf(pkg.operatorSlug, pkg.slug);
    return sql`(${pkg.slug}, ${point.en}, ${point.fr})`;
  });
  await tx.execute(sql`
    update ${tourPackages} set meeting_point = v.en, meeting_point_fr = v.fr
    from (values ${sql.join(values, sql`, `)}) as v(slug, en, fr)
    where ${tourPackages.slug} = v.slug and ${tourPackages.meetingPoint} is null`);
}

/**
 * Opens every package's departures up to a year from `today`, from the day after its last open
 * one: a start on the same day as the last writes nothing, and places already taken are kept.
 */
async function openDepartures(tx: Executor, today: string): Promise<void> {
  const packages = await tx
    .select({
      id: tourPackages.id,
      rule: tourPackages.departureRule,
      last: sql<string | null>`max(${tourDepartures.startDate})`,
    })
    .from(tourPackages)
    .leftJoin(tourDepartures, eq(tourDepartures.packageId, tourPackages.id))
    .groupBy(tourPackages.id);
  const horizon = addDays(today, DEPARTURE_HORIZON_DAYS);
  const rows = packages.flatMap(({ id, rule, last }) => {
    const from = last && last >= today ? addDays(String(last), 1) : today;
    if (!rule || from >= horizon) return [];
    return generateDepartures(rule, from, daysBetween(from, horizon)).map((d) => ({
      packageId: id,
      startDate: d.startDate,
      total: d.capacity,
    }));
  });
  for (let i = 0; i < rows.length; i += 1000) {
    await tx
      .insert(tourDepartures)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
  }
}
