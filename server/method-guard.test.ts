import type { NextFunction, Request, Response } from 'express'
import type { ServerBuild } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { createMethodCheck, type MethodVerdict, rejectUnhandledMethods, type RouteEntry, routeEntries } from './method-guard'

/** The storefront's route shapes (app/routes.ts): a layout with an index, pages with and without actions. */
const ROUTES: RouteEntry[] = [
  { id: 'root', path: '', hasAction: false },
  { id: 'routes/home', parentId: 'root', index: true, hasAction: false },
  { id: 'routes/dispensaries', parentId: 'root', path: 'dispensaries', hasAction: false },
  { id: 'routes/checkout', parentId: 'root', path: 'checkout/:storeId', hasAction: true },
  { id: 'routes/api.cart', parentId: 'root', path: 'api/cart', hasAction: true },
  { id: 'routes/api.products', parentId: 'root', path: 'api/products', hasAction: false },
  { id: 'routes/account', parentId: 'root', path: 'account', hasAction: false },
  { id: 'routes/account._index', parentId: 'routes/account', index: true, hasAction: true },
  { id: 'routes/account.profile', parentId: 'routes/account', path: 'profile', hasAction: true },
  { id: 'routes/staff.orders', parentId: 'root', path: 'staff/orders', hasAction: true },
  { id: 'routes/not-found', parentId: 'root', path: '*', hasAction: false },
]

const check = createMethodCheck(ROUTES)
const notAccepted = (method: string, allow = 'GET, HEAD'): MethodVerdict => ({
  ok: false,
  status: 405,
  allow,
  message: `This address does not accept ${method} requests.`,
})
const NOTHING_HERE: MethodVerdict = { ok: false, status: 404, message: 'There is nothing at this address.' }

describe('createMethodCheck', () => {
  it.each<[string, string, string, MethodVerdict]>([
    ['GET', '/', '', { ok: true }],
    ['HEAD', '/dispensaries', '', { ok: true }],
    ['GET', '/no-such-page', '', { ok: true }],
    // Writes to a route with an action go on to it (the action picks what it serves).
    ['POST', '/checkout/12', '', { ok: true }],
    ['DELETE', '/api/cart', '', { ok: true }],
    ['POST', '/staff/orders', '', { ok: true }],
    ['POST', '/account/profile', '', { ok: true }],
    // The home page has no action: React Router would target the root route.
    ['POST', '/', '', notAccepted('POST')],
    ['PUT', '/dispensaries', '', notAccepted('PUT')],
    ['PATCH', '/Dispensaries/', '', notAccepted('PATCH')],
    ['POST', '/api/products', '', notAccepted('POST')],
    // An index route takes a write only with a bare ?index; otherwise its layout does.
    ['POST', '/account', '?index', { ok: true }],
    ['POST', '/account', '', notAccepted('POST')],
    ['POST', '/account', '?index=1', notAccepted('POST')],
    // Single-fetch data URLs name their page.
    ['POST', '/_root.data', '', notAccepted('POST')],
    ['POST', '/dispensaries.data', '', notAccepted('POST')],
    ['POST', '/checkout/12.data', '', { ok: true }],
    ['POST', '/account.data', '?index', { ok: true }],
    // Methods React Router does not serve at all.
    ['OPTIONS', '/', '', notAccepted('OPTIONS')],
    ['PROPFIND', '/checkout/12', '', notAccepted('PROPFIND', 'GET, HEAD, POST')],
    ['TRACE', '/api/cart', '', notAccepted('TRACE', 'GET, HEAD, POST')],
    // Only the catch-all matches: nothing is there.
    ['POST', '/no-such-page', '', NOTHING_HERE],
    ['DELETE', '/dispensaries/illinois/x/1/y/product/2/z/extra', '', NOTHING_HERE],
  ])('%s %s%s', (method, pathname, search, expected) => {
    expect(check(method, pathname, search)).toEqual(expected)
  })

  it('passes a write on when no route matches at all (the router answers its own 404)', () => {
    expect(createMethodCheck(ROUTES.filter((route) => route.path !== '*'))('POST', '/no-such-page', '')).toEqual({ ok: true })
  })
})

describe('routeEntries', () => {
  it("reads the build's manifest, noting which modules export an action", () => {
    const routes = {
      root: { id: 'root', path: '', module: { default: () => null } },
      'routes/checkout': { id: 'routes/checkout', parentId: 'root', path: 'checkout/:storeId', module: { action: async () => null } },
    } as unknown as ServerBuild['routes']
    expect(routeEntries(routes)).toEqual([
      { id: 'root', parentId: undefined, path: '', index: undefined, caseSensitive: undefined, hasAction: false },
      { id: 'routes/checkout', parentId: 'root', path: 'checkout/:storeId', index: undefined, caseSensitive: undefined, hasAction: true },
    ])
  })
})

describe('rejectUnhandledMethods', () => {
  const routes = Object.fromEntries(
    ROUTES.map((route) => [route.id, { ...route, module: route.hasAction ? { action: async () => null } : {} }]),
  ) as unknown as ServerBuild['routes']
  const guard = rejectUnhandledMethods(routes)

  function send(method: string, originalUrl: string) {
    const path = originalUrl.split('?')[0] as string
    const sent: { status?: number; headers: Record<string, string>; type?: string; body?: unknown } = { headers: {} }
    const res = {
      status(code: number) {
        sent.status = code
        return this
      },
      set(name: string, value: string) {
        sent.headers[name] = value
        return this
      },
      type(value: string) {
        sent.type = value
        return this
      },
      send(body: string) {
        sent.body = body
        return this
      },
      json(body: unknown) {
        sent.type = 'json'
        sent.body = body
        return this
      },
    }
    const next = vi.fn()
    guard({ method, path, originalUrl } as Request, res as unknown as Response, next as NextFunction)
    return next.mock.calls.length ? 'next' : sent
  }

  it.each<[string, string, unknown]>([
    ['GET', '/', 'next'],
    ['POST', '/checkout/12', 'next'],
    ['POST', '/account?index', 'next'],
    [
      'POST',
      '/',
      { status: 405, headers: { 'Cache-Control': 'no-store', Allow: 'GET, HEAD' }, type: 'text/plain', body: 'This address does not accept POST requests.' },
    ],
    [
      'DELETE',
      '/api/products',
      { status: 405, headers: { 'Cache-Control': 'no-store', Allow: 'GET, HEAD' }, type: 'json', body: { error: 'This address does not accept DELETE requests.' } },
    ],
    ['POST', '/nowhere', { status: 404, headers: { 'Cache-Control': 'no-store' }, type: 'text/plain', body: 'There is nothing at this address.' }],
  ])('%s %s', (method, url, expected) => {
    expect(send(method, url)).toEqual(expected)
  })
})
