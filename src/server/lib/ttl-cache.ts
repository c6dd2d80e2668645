/**
 * A small in-process cache: entries live `ttlMs` by the injected clock (so tests move time
 * instead of working around the cache), and the oldest go first past `maxEntries`.
 */
export function createTtlCache<V>({
  ttlMs,
  maxEntries,
  now,
}: {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
}) {
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: V) {
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    delete(key: string) {
      entries.delete(key);
    },
    /**
     * The value kept for `key`, or the one `load` makes, kept from now: one load for callers
     * asking together. A promise that fails is not kept, so the next call loads again.
     */
    load(key: string, load: () => V): V {
      const found = this.get(key);
      if (found !== undefined) return found;
      const loaded = load();
      this.set(key, loaded);
      if (loaded instanceof Promise) loaded.catch(() => this.delete(key));
      return loaded;
    },
    clear() {
      entries.clear();
    },
  };
}
