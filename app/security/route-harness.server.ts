import { sql } from 'drizzle-orm'
import { matchRoutes, type RouteObject } from 'react-router'
import { getDb } from '~/db/client.server'
import routeConfig from '~/routes'

/**
 * Integration tests: the storefront's routes called in-process, the way React Router's server calls
 * them, without a build. A path is matched against app/routes.ts (so a test names the URL a browser
 * would use, not a module); a GET runs the loaders of every matched route (a layout's too, as the
 * server does), a POST runs the deepest route's action (the index route's with `?index`). What the
 * Express guards in server/ add on top (URL checks, cross-site writes, private caching) is not
 * exercised here: requests carry the headers of a same-origin browser so that those guards would
 * let them through.
 */

export const BASE = 'http://localhost:3000'

type ConfigEntry = { file: string; path?: string; index?: boolean; children?: ConfigEntry[] }
type HarnessRoute = RouteObject & { file: string }

function toRouteObjects(entries: readonly ConfigEntry[]): HarnessRoute[] {
  return entries.map((entry) =>
    entry.index
      ? ({ index: true, file: entry.file } as HarnessRoute)
      : ({ path: entry.path, file: entry.file, children: entry.children ? toRouteObjects(entry.children) : undefined } as HarnessRoute),
  )
}

const ROUTES = toRouteObjects(routeConfig as unknown as ConfigEntry[])
/** The files of index routes: a POST reaches one only with ?index, as in React Router. */
const INDEX_FILES = new Set<string>()
;(function collectIndexFiles(routes: HarnessRoute[]) {
  for (const route of routes) {
    if (route.index) INDEX_FILES.add(route.file)
    if (route.children) collectIndexFiles(route.children as HarnessRoute[])
  }
})(ROUTES)
const MODULES = import.meta.glob(['../routes/*.ts', '../routes/*.tsx', '!../routes/*.test.ts'])
const CATCH_ALL = 'routes/not-found.tsx'

type Handler = (args: { request: Request; params: Record<string, string | undefined>; context: object }) => unknown
type RouteModule = { loader?: Handler; action?: Handler }

async function loadModule(file: string): Promise<RouteModule> {
  const load = MODULES[`../${file}`]
  if (!load) throw new Error(`route-harness: no module for ${file}`)
  return (await load()) as RouteModule
}

/** A browser's cookies: what the server set, sent back on every request. */
export class CookieJar {
  private readonly cookies = new Map<string, string>()

  constructor(readonly label: string) {}

  /** Keeps the cookies a response set (a Max-Age=0 cookie is removed). */
  take(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      const pair = line.split(';')[0] ?? ''
      const index = pair.indexOf('=')
      if (index <= 0) continue
      const name = pair.slice(0, index).trim()
      const value = pair.slice(index + 1).trim()
      if (!value || /;\s*Max-Age=0\b/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name)
  }

  /** Forgets a cookie (e.g. the visitor cookie, for the same account in another browser). */
  drop(name: string): this {
    this.cookies.delete(name)
    return this
  }

  /** A copy with the same cookies: the same browser, for a request whose cookies are then changed. */
  clone(label = this.label): CookieJar {
    const copy = new CookieJar(label)
    for (const [name, value] of this.cookies) copy.cookies.set(name, value)
    return copy
  }

  header(extra = ''): string {
    return [...[...this.cookies].map(([name, value]) => `${name}=${value}`), ...(extra ? [extra] : [])].join('; ')
  }
}

export type Call = {
  method: 'GET' | 'POST'
  path: string
  /** A form (urlencoded), as { json } a JSON body, or as { raw } a file sent as it is (the menu import). */
  body?: Record<string, string | string[]> | { json: unknown } | { raw: string; contentType: string }
  /** Cookies added to the browser's own, e.g. 'nm_checkout=…'. */
  cookies?: string
  accept?: string
  /** The client's address (rate limits count per address). */
  clientAddress?: string
}

/** What a browser would get: the status, where a redirect goes, the cookies set and the body as text. */
export type Answer = { status: number; location: string | null; setCookies: string[]; text: string; json: () => unknown }

function isJsonBody(body: Call['body']): body is { json: unknown } {
  return Boolean(body && 'json' in body)
}

function isRawBody(body: Call['body']): body is { raw: string; contentType: string } {
  return Boolean(body && 'raw' in body && typeof body.raw === 'string')
}

export function buildRequest(jar: CookieJar | null, call: Call): Request {
  const headers = new Headers({ host: new URL(BASE).host })
  const cookie = jar ? jar.header(call.cookies) : (call.cookies ?? '')
  if (cookie) headers.set('cookie', cookie)
  if (call.accept) headers.set('accept', call.accept)
  let body: string | undefined
  if (call.method === 'POST') {
    headers.set('origin', BASE)
    headers.set('sec-fetch-site', 'same-origin')
    if (isJsonBody(call.body)) {
      headers.set('content-type', 'application/json')
      body = JSON.stringify(call.body.json)
    } else if (isRawBody(call.body)) {
      headers.set('content-type', call.body.contentType)
      body = call.body.raw
    } else {
      headers.set('content-type', 'application/x-www-form-urlencoded')
      const form = new URLSearchParams()
      for (const [key, value] of Object.entries((call.body ?? {}) as Record<string, string | string[]>)) for (const v of [value].flat()) form.append(key, v)
      body = form.toString()
    }
  }
  return new Request(new URL(call.path, BASE), { method: call.method, headers, body })
}

type Settled = { thrown: boolean; status: number; location: string | null; setCookies: string[]; text: string }

async function settle(run: () => unknown): Promise<Settled> {
  let value: unknown
  let thrown = false
  try {
    value = await run()
  } catch (error) {
    value = error
    thrown = true
  }
  if (value instanceof Response) {
    return {
      thrown,
      status: value.status,
      location: value.headers.get('location'),
      setCookies: value.headers.getSetCookie(),
      text: await value.clone().text(),
    }
  }
  const wrapped = value as { type?: string; data?: unknown; init?: ResponseInit | null } | null
  if (wrapped && typeof wrapped === 'object' && wrapped.type === 'DataWithResponseInit') {
    const headers = new Headers(wrapped.init?.headers)
    return {
      thrown,
      status: wrapped.init?.status ?? 200,
      location: headers.get('location'),
      setCookies: headers.getSetCookie(),
      text: JSON.stringify(await settleDeferred(wrapped.data)) ?? '',
    }
  }
  // Anything else thrown is a crash: the server would answer 500, and the test must see it.
  if (thrown) throw value
  return { thrown, status: 200, location: null, setCookies: [], text: JSON.stringify(await settleDeferred(value)) ?? '' }
}

/** Loaders may return promises for below-the-fold parts; the browser gets them too. */
async function settleDeferred(value: unknown): Promise<unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value
  const entries = await Promise.all(
    Object.entries(value).map(async ([key, v]) => [key, v instanceof Promise ? await v.catch((e: unknown) => String(e)) : v] as const),
  )
  return Object.fromEntries(entries)
}

/**
 * The routes that serve `path`, outermost first. A path only the catch-all 404 route matches is a
 * mistake in the test, not a refusal: it throws, so a mistyped row cannot pass by being a 404.
 */
export function routesFor(path: string): { file: string; params: Record<string, string | undefined> }[] {
  const url = new URL(path, BASE)
  const matches = matchRoutes(ROUTES, url.pathname) ?? []
  const leaf = matches.at(-1)?.route as HarnessRoute | undefined
  if (!leaf || leaf.file === CATCH_ALL) throw new Error(`route-harness: no route serves ${url.pathname}`)
  return matches.map((m) => ({ file: (m.route as HarnessRoute).file, params: m.params }))
}

/** Calls the app as `jar`'s browser (null: a browser without cookies) and keeps the cookies it sets. */
export async function send(jar: CookieJar | null, call: Call): Promise<Answer> {
  const request = buildRequest(jar, call)
  const url = new URL(request.url)
  const matches = routesFor(call.path)
  const context = { clientAddress: call.clientAddress ?? '10.0.0.1' }
  let result: Settled
  if (call.method === 'GET') {
    const settled = await Promise.all(
      matches.map(async (match) => {
        const mod = await loadModule(match.file)
        return mod.loader ? settle(() => mod.loader!({ request: request.clone(), params: match.params, context })) : null
      }),
    )
    const all = settled.filter((s): s is Settled => s !== null)
    const thrown = all.find((s) => s.thrown && s.location) ?? all.find((s) => s.thrown)
    result = thrown ?? {
      thrown: false,
      status: Math.max(200, ...all.map((s) => s.status)),
      location: all.find((s) => s.location)?.location ?? null,
      setCookies: all.flatMap((s) => s.setCookies),
      text: all.map((s) => s.text).join('\n'),
    }
  } else {
    // React Router posts to the deepest route, or to its parent when the deepest is an index route
    // and the URL lacks ?index.
    const target = matches.length > 1 && !url.searchParams.has('index') && INDEX_FILES.has(matches.at(-1)!.file) ? matches.at(-2)! : matches.at(-1)!
    const mod = await loadModule(target.file)
    result = mod.action
      ? await settle(() => mod.action!({ request, params: target.params, context }))
      : { thrown: false, status: 405, location: null, setCookies: [], text: '' }
  }
  jar?.take(result.setCookies)
  const text = result.text
  return { status: result.status, location: result.location, setCookies: result.setCookies, text, json: () => JSON.parse(text) }
}


/** The value of a cookie a response set, or null. */
export function setCookieValue(answer: Answer, name: string): string | null {
  for (const line of answer.setCookies) {
    const pair = line.split(';')[0] ?? ''
    if (pair.startsWith(`${name}=`)) return pair.slice(name.length + 1)
  }
  return null
}

/** Tables whose changes are not about who owns what: counters, caches and logs. */
const UNWATCHED = new Set(['rate_limits', 'catalogue_changes', 'store_views', 'analytics_events', '__drizzle_migrations'])

/**
 * Every row of every watched table, as JSON text per table — except rows that mention one of
 * `ignore` (an intruder's user id, email, visitor token or cart): what an intruder does to their own
 * account or cart is theirs to do. Compare two snapshots with `changesBetween`.
 */
export async function snapshotDatabase(ignore: readonly string[]): Promise<Map<string, string[]>> {
  const db = getDb()
  const { rows: tables } = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )
  const needles = ignore.filter(Boolean).map((s) => s.toLowerCase())
  const snapshot = new Map<string, string[]>()
  for (const { tablename } of tables) {
    if (UNWATCHED.has(tablename)) continue
    const { rows } = await db.execute<{ row: string }>(sql`select to_jsonb(t)::text as row from ${sql.identifier(tablename)} t`)
    snapshot.set(
      tablename,
      rows
        .map((r) => r.row)
        .filter((row) => !needles.some((needle) => row.toLowerCase().includes(needle)))
        .sort(),
    )
  }
  return snapshot
}

/** Rows added and removed per table (a changed row is one of each); empty when nothing changed. */
export function changesBetween(before: Map<string, string[]>, after: Map<string, string[]>): Record<string, { added: string[]; removed: string[] }> {
  const changes: Record<string, { added: string[]; removed: string[] }> = {}
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const was = new Set(before.get(table) ?? [])
    const now = new Set(after.get(table) ?? [])
    const added = [...now].filter((row) => !was.has(row))
    const removed = [...was].filter((row) => !now.has(row))
    if (added.length || removed.length) changes[table] = { added, removed }
  }
  return changes
}
