import type { NextFunction, Request, Response } from 'express'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'

/**
 * Requests the router would turn into its own error: a POST, PUT, PATCH or DELETE to a page or
 * resource route without an `action`, or a method React Router does not serve (OPTIONS, PROPFIND…).
 * React Router answers those with a 405 whose body (and a page's hydration data) carries its internal
 * message ("You made a POST request to … but did not provide an `action`…", "Invalid request
 * method …"); this guard answers them first with a short message of its own and the right status.
 */

const READ_METHODS = new Set(['GET', 'HEAD'])
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export type RouteEntry = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean; hasAction: boolean }

type Node = RouteObject & { id: string }

/** The manifest's flat routes as the nested tree matchRoutes expects. */
function routeTree(entries: readonly RouteEntry[], parentId?: string): Node[] {
  return entries
    .filter((entry) => entry.parentId === parentId)
    .map((entry) => {
      const children = routeTree(entries, entry.id)
      const base = { id: entry.id, path: entry.path, caseSensitive: entry.caseSensitive }
      return (entry.index ? { ...base, index: true } : { ...base, children }) as Node
    })
}

/** The build's routes, with whether each has an action. */
export function routeEntries(routes: ServerBuild['routes']): RouteEntry[] {
  return Object.values(routes).flatMap((route) =>
    route
      ? [{ id: route.id, parentId: route.parentId, path: route.path, index: route.index, caseSensitive: route.caseSensitive, hasAction: Boolean(route.module.action) }]
      : [],
  )
}

export type MethodVerdict = { ok: true } | { ok: false; status: 404 | 405; allow?: string; message: string }

/**
 * What React Router would do with `method` on `pathname`+`search`: serve it, or fail. A write goes
 * to the deepest route that contributes to the path (an index route only with a bare `?index`), as
 * React Router picks the action's route; single-fetch data URLs ('/page.data', '/_root.data') name
 * the page they belong to.
 */
export function createMethodCheck(entries: readonly RouteEntry[], catchAllPath = '*') {
  const tree = routeTree(entries)
  const byId = new Map(entries.map((entry) => [entry.id, entry]))

  return function check(method: string, pathname: string, search: string): MethodVerdict {
    if (READ_METHODS.has(method)) return { ok: true }
    const page = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length).replace(/^\/_root$/, '/') : pathname
    const matches = matchRoutes(tree, page)
    // Nothing matches: the router's own 404 (the catch-all route normally matches everything).
    if (!matches?.length) return { ok: true }
    const target = targetRoute(matches.map((m) => byId.get(m.route.id as string) as RouteEntry), search)
    if (target.path === catchAllPath) return { ok: false, status: 404, message: 'There is nothing at this address.' }
    const allow = target.hasAction ? 'GET, HEAD, POST' : 'GET, HEAD'
    if (WRITE_METHODS.has(method) && target.hasAction) return { ok: true }
    return { ok: false, status: 405, allow, message: `This address does not accept ${method} requests.` }
  }
}

function targetRoute(matched: RouteEntry[], search: string): RouteEntry {
  const last = matched[matched.length - 1] as RouteEntry
  if (last.index && new URLSearchParams(search).getAll('index').some((value) => value === '')) return last
  const contributing = matched.filter((route, i) => i === 0 || (route.path && route.path.length > 0))
  return contributing[contributing.length - 1] as RouteEntry
}

/** The guard as middleware, for the build's routes. */
export function rejectUnhandledMethods(routes: ServerBuild['routes']) {
  const check = createMethodCheck(routeEntries(routes))
  return function unhandledMethods(req: Request, res: Response, next: NextFunction) {
    if (READ_METHODS.has(req.method)) return next()
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : ''
    const verdict = check(req.method, req.path, search)
    if (verdict.ok) return next()
    res.status(verdict.status).set('Cache-Control', 'no-store')
    if (verdict.allow) res.set('Allow', verdict.allow)
    if (/^\/api\//i.test(req.path)) res.json({ error: verdict.message })
    else res.type('text/plain').send(verdict.message)
  }
}
