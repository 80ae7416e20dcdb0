/**
 * Three things React Router's server render works out again on every request although they depend
 * only on the build (its route tree and route modules), kept once per process instead. The server
 * build's copy of React Router calls these in place of its own code (router-memo-plugin.ts); the
 * browser's copy is untouched. Profiled on product pages (100 stores × 1,000 products, one
 * process), the first two were 6.4 % of the server's CPU: the parent paths' route matches 4.2 %,
 * the route objects 2.2 %; the third, the static router's data routes, 90 kB of the 2.5 MB a page
 * allocates (decision 0036).
 */

type MatchLike = { route: { id: string } }

/**
 * The paths every page of a store shares (the state, the city, the store, its menus) are a few
 * hundred in all; each product page adds one of its own (`…/product/<id>`), which fills the memo in
 * time. It then starts again, and the shared paths are matched once more: once per 5,000 new paths.
 */
export const PARENT_PATHS_KEPT = 5_000
const parentRouteIdsByPath = new Map<string, readonly string[]>()

/**
 * The ids of the routes that match `path`, one of the parents of the page's path that the page's
 * partial route manifest covers (React Router's `getPartialManifest`, for lazy route discovery).
 * `match` runs React Router's own matching the first time a path is seen; the route tree does not
 * change while the process runs (a new build is a new process).
 */
export function parentRouteIds(path: string, match: () => readonly MatchLike[] | null | undefined): readonly string[] {
  const known = parentRouteIdsByPath.get(path)
  if (known) return known
  const ids = (match() ?? []).map((m) => m.route.id)
  if (parentRouteIdsByPath.size >= PARENT_PATHS_KEPT) parentRouteIdsByPath.clear()
  parentRouteIdsByPath.set(path, ids)
  return ids
}

type ServerRoutes = { routeModules: Record<string, unknown>; future: unknown; isSpaMode: boolean; routes: unknown }
const serverRoutesByManifest = new WeakMap<object, ServerRoutes>()

/**
 * The route objects `ServerRouter` renders with (React Router's `createServerRoutes`), made once for
 * the build's route manifest. The request's `routeModules` is a new object each time holding the
 * same modules, so it is compared entry by entry, as `future` is.
 */
export function serverRoutes<R>(
  manifestRoutes: object,
  routeModules: Record<string, unknown>,
  future: unknown,
  isSpaMode: boolean,
  create: () => R,
): R {
  const known = serverRoutesByManifest.get(manifestRoutes)
  if (known && known.isSpaMode === isSpaMode && sameEntries(known.routeModules, routeModules) && sameEntries(known.future, future)) {
    return known.routes as R
  }
  const routes = create()
  serverRoutesByManifest.set(manifestRoutes, { routeModules: { ...routeModules }, future: isObject(future) ? { ...future } : future, isSpaMode, routes })
  return routes
}

const dataRoutesByRoutes = new WeakMap<object, unknown>()

/**
 * The static router's data routes and their id index (React Router's `createStaticRouter`
 * converts the route objects again on every page), made once per route objects array:
 * `serverRoutes` answers the same array on every request. The static router only reads them.
 */
export function staticDataRoutes<T>(routes: object, create: () => T): T {
  if (dataRoutesByRoutes.has(routes)) return dataRoutesByRoutes.get(routes) as T
  const made = create()
  dataRoutesByRoutes.set(routes, made)
  return made
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function sameEntries(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (!isObject(a) || !isObject(b)) return false
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key])
}

/** For tests: forget what was kept. */
export function forgetRouterMemo(): void {
  parentRouteIdsByPath.clear()
}
