import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { readTogether } from '../../src/server/lib/read-together.ts';

/** A read that doubles numbers, and the asks of each read it was given. */
function doubling() {
  const reads: number[][] = [];
  const ask = readTogether(async (asks: readonly number[]) => {
    reads.push([...asks]);
    return asks.map((n) => n * 2);
  });
  return { ask, reads };
}

describe('readTogether', () => {
  it('answers the asks of one turn with one read, each its own answer', async () => {
    const { ask, reads } = doubling();
    expect(await Promise.all([ask(1), ask(2), ask(3)])).toEqual([2, 4, 6]);
    expect(reads).toEqual([[1, 2, 3]]);
  });

  it('reads again for asks of a later turn, keeping nothing', async () => {
    const { ask, reads } = doubling();
    const first = ask(1);
    await nextTurn();
    const second = ask(1);
    expect(await Promise.all([first, second])).toEqual([2, 2]);
    expect(reads).toEqual([[1], [1]]);
  });

  it('reads at most 32 asks at once', async () => {
    const { ask, reads } = doubling();
    const asks = Array.from({ length: 70 }, (_, i) => i);
    expect(await Promise.all(asks.map(ask))).toEqual(asks.map((n) => n * 2));
    expect(reads.map((read) => read.length)).toEqual([32, 32, 6]);
  });

  it('fails every ask of a read that fails, and not the next read', async () => {
    let fail = true;
    const ask = readTogether(async (asks: readonly number[]) => {
      if (fail) throw new Error('database gone');
      return [...asks];
    });
    const results = await Promise.allSettled([ask(1), ask(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await ask(3)).toBe(3);
  });
});
