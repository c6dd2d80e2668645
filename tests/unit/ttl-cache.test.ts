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

  it('forgets a promise it was given that fails, but not the value that replaced it', async () => {
    const cache = createTtlCache<Promise<string>>({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    let fail!: (error: Error) => void;
    const first = new Promise<string>((_, reject) => (fail = reject));
    cache.set('k', first);
    cache.set('other', Promise.reject(new Error('down')));
    const second = Promise.resolve('fresh');
    cache.set('k', second);
    fail(new Error('late'));
    await expect(first).rejects.toThrow('late');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.get('k')).toBe(second);
    expect(cache.get('other')).toBeUndefined();
  });

  it('forgets a value only while it is still the one kept', () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    cache.set('k', 'old');
    cache.set('k', 'new');
    cache.forget('k', 'old');
    expect(cache.get('k')).toBe('new');
    cache.forget('k', 'new');
    expect(cache.get('k')).toBeUndefined();
  });
});
