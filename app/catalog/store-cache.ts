/**
 * A per-process cache of values that are the same for every shopper of a store (carousel rows, the
 * unfiltered menu's first page and facet counts), keyed by the store's catalogue version. A value is
 * served while the version it was read under is still the store's version and its own expiry (the
 * next special or sponsored placement starting or ending, or a maximum age) has not passed, so a
 * checkout, a cancel or an import is seen by the very next request, on every app server.
 *
 * Requests arriving while a value loads share that load. A failed load is not kept.
 *
 * With a shared layer (PostgreSQL: app/catalog/shared-views.server.ts), a process that misses a value
 * in memory first looks for it there, under the same key and version, and a value it had to work
 * out is put there for the others: the store's searches run once per catalogue change for the whole
 * cluster, not once per process. The shared layer is best effort: when it fails, the value is worked
 * out as if it were not there.
 */
export type StoreCacheLoad<T> = () => Promise<{ value: T; validUntil: number }>

/** Values kept for every process, as JSON text: what a shared layer stores and hands back. */
export type SharedViews = {
  /** The value stored under `key` for `version`, unless it expired by `now`. */
  read(key: string, version: string, now: number): Promise<{ json: string; validUntil: number } | null>
  write(key: string, version: string, json: string, validUntil: number): Promise<void>
}

export type StoreCache<T> = {
  /** The cached value for `key` read under `version`, loading it (once for concurrent callers) when needed. */
  get(key: string, version: string, load: StoreCacheLoad<T>, now?: number): Promise<T>
  /** Forget everything kept in this process (tests, and a change of configuration). */
  clear(): void
  readonly size: number
}

type Entry<T> = { version: string; value: Promise<T>; validUntil: number }

export type StoreCacheOptions = {
  maxEntries: number
  maxAgeMs: number
  /**
   * The values' shared layer and this cache's name in it. Values must survive JSON as they are
   * (plain objects, arrays, strings, numbers, booleans, null).
   */
  shared?: { views: SharedViews; namespace: string; onError?: (error: unknown) => void }
}

export function createStoreCache<T>({ maxEntries, maxAgeMs, shared }: StoreCacheOptions): StoreCache<T> {
  const entries = new Map<string, Entry<T>>()

  function remember(key: string, entry: Entry<T>) {
    entries.delete(key)
    entries.set(key, entry)
    // A Map iterates oldest first: drop from the front past the cap.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
  }

  /** The value from the shared layer, else worked out (and offered to the shared layer). */
  async function loadThrough(key: string, version: string, load: StoreCacheLoad<T>, now: number) {
    if (!shared) return load()
    const sharedKey = `${shared.namespace}|${key}`
    const found = await shared.views.read(sharedKey, version, now).catch((error: unknown) => {
      shared.onError?.(error)
      return null
    })
    if (found) return { value: JSON.parse(found.json) as T, validUntil: found.validUntil }
    const loaded = await load()
    const validUntil = Math.min(loaded.validUntil, now + maxAgeMs)
    // Not kept past what it is good for: a value the loader marked as not to keep (a failed part) stays out.
    if (validUntil > now) {
      void shared.views.write(sharedKey, version, JSON.stringify(loaded.value), validUntil).catch((error: unknown) => shared.onError?.(error))
    }
    return loaded
  }

  return {
    get(key, version, load, now = Date.now()) {
      const entry = entries.get(key)
      if (entry && entry.version === version && now < entry.validUntil) return entry.value
      const loading = loadThrough(key, version, load, now).then(({ value, validUntil }) => {
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
