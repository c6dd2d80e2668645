import { addDays, isIsoDate } from '../../../domain/dates.ts';
import { TOUR_OPERATORS, type SeedOperator } from './data/tour-operators.ts';
import { TOUR_PACKAGES, type DepartureRule, type SeedPackage } from './data/tour-packages.ts';

export type SeedDeparture = { startDate: string; capacity: number };

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
