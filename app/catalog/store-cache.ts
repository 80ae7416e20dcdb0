/**
 * A per-process cache of values that are the same for every shopper of a store (carousel rows, the
 * unfiltered menu's first page and facet counts), keyed by the store's catalogue version. A value is
 * served while the version it was read under is still the store's version and its own expiry (the
 * next special or sponsored placement starting or ending, or a maximum age) has not passed, so a
 * checkout, a cancel or an import is seen by the very next request, on every app server.
 *
 * Requests arriving while a value loads share that load. A failed load is not kept.
 */
export type StoreCacheLoad<T> = () => Promise<{ value: T; validUntil: number }>

export type StoreCache<T> = {
  /** The cached value for `key` read under `version`, loading it (once for concurrent callers) when needed. */
  get(key: string, version: string, load: StoreCacheLoad<T>, now?: number): Promise<T>
  /** Forget everything (tests, and a change of configuration). */
  clear(): void
  readonly size: number
}

type Entry<T> = { version: string; value: Promise<T>; validUntil: number }

export function createStoreCache<T>({ maxEntries, maxAgeMs }: { maxEntries: number; maxAgeMs: number }): StoreCache<T> {
  const entries = new Map<string, Entry<T>>()

  function remember(key: string, entry: Entry<T>) {
    entries.delete(key)
    entries.set(key, entry)
    // A Map iterates oldest first: drop from the front past the cap.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
  }

  return {
    get(key, version, load, now = Date.now()) {
      const entry = entries.get(key)
      if (entry && entry.version === version && now < entry.validUntil) return entry.value
      const loading = load().then(({ value, validUntil }) => {
        const current = entries.get(key)
        if (current?.value === loading) current.validUntil = Math.min(validUntil, now + maxAgeMs)
        return value
      })
      // Until it settles, concurrent requests share the load; a failure forgets it.
      remember(key, { version, value: loading, validUntil: now + maxAgeMs })
      loading.catch(() => {
        if (entries.get(key)?.value === loading) entries.delete(key)
      })
      return loading
    },
    clear() {
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
}
