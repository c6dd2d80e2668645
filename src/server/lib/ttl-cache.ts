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
    /**
     * Keeps `value` for `key`. A promise that fails is forgotten, unless another value took its
     * place meanwhile: the next call asks again rather than reading the failure.
     */
    set(key: string, value: V) {
      entries.delete(key);
      const entry = { value, expires: now() + ttlMs };
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      if (value instanceof Promise) {
        value.catch(() => {
          if (entries.get(key) === entry) entries.delete(key);
        });
      }
    },
    /** Forgets `value`, if it is still the one kept for `key` (a newer one stays). */
    forget(key: string, value: V) {
      if (entries.get(key)?.value === value) entries.delete(key);
    },
    /**
     * The value kept for `key`, or the one `load` makes, kept from now: one load for callers
     * asking together. A promise that fails is not kept (see set), so the next call loads again.
     */
    load(key: string, load: () => V): V {
      const found = this.get(key);
      if (found !== undefined) return found;
      const loaded = load();
      this.set(key, loaded);
      return loaded;
    },
    clear() {
      entries.clear();
    },
  };
}
