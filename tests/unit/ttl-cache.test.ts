import { describe, expect, it } from 'vitest';
import { createTtlCache } from '../../src/server/lib/ttl-cache.ts';

describe('the TTL cache', () => {
  it('loads a value once for callers asking together, keeps it its time, and forgets a failed load', async () => {
    let now = 0;
    const cache = createTtlCache<Promise<number>>({ ttlMs: 1000, maxEntries: 10, now: () => now });
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    const [a, b] = [cache.load('k', load), cache.load('k', load)];
    expect(await a).toBe(1);
    expect(await b).toBe(1);
    now = 999;
    expect(await cache.load('k', load)).toBe(1);
    now = 1000;
    expect(await cache.load('k', load)).toBe(2);

    const failing = cache.load('bad', () => Promise.reject<number>(new Error('down')));
    await expect(failing).rejects.toThrow('down');
    expect(await cache.load('bad', load)).toBe(3);
  });
});
