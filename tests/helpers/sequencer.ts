import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take longest, longest first. Vitest starts files it has no timings for
 * largest first, and these are among the smallest (a money-histories file is three lines), so
 * from a clean clone they started last and one worker ran two of them while the other sat idle.
 * The end-to-end journeys (30 s in 117 lines) likewise ended CI's end-to-end step alone.
 */
const LONGEST = [
  'tests/api/money-histories-1.test.ts',
  'tests/api/money-histories-2.test.ts',
  'tests/api/fuzz.test.ts',
  'tests/e2e/journey-bytes.test.ts',
];

/** Starts the longest test files first, then the others in Vitest's own order. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = LONGEST.findIndex((path) => spec.moduleId.endsWith(path));
      return index === -1 ? LONGEST.length : index;
    };
    return sorted
      .map((spec, order) => ({ spec, order, rank: rank(spec) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map(({ spec }) => spec);
  }
}
