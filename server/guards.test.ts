import type { NextFunction, Request, Response } from 'express'
import { describe, expect, it, vi } from 'vitest'
import { loadEnv } from '~/env.server'
import {
  apiBodyTypes,
  isOwnWrite,
  MAX_MANIFEST_URL_LENGTH,
  MAX_URL_LENGTH,
  mediaType,
  rejectBadUrls,
  rejectCrossSiteWrites,
  rejectUnreadableApiBodies,
  type WriteSource,
} from './guards'
import { siteOrigins } from './site-origins'

/** Just enough of Express's req/res for the guard: what it sets is recorded for the assertions. */
function run(originalUrl: string) {
  const sent: { status?: number; type?: string; headers: Record<string, string>; body?: string } = { headers: {} }
  const res = {
    status(code: number) {
      sent.status = code
      return this
    },
    type(value: string) {
      sent.type = value
      return this
    },
    set(name: string, value: string) {
      sent.headers[name] = value
      return this
    },
    send(body: string) {
      sent.body = body
      return this
    },
  }
  const next = vi.fn()
  rejectBadUrls({ originalUrl } as Request, res as unknown as Response, next as NextFunction)
  return { sent, next }
}

describe('rejectBadUrls', () => {
  it.each([
    '/',
    '/dispensaries/new-york',
    '/caf%C3%A9',
    '/dispensaries/illinois/lake-in-the-hills/4821/recreational-menu?sort=price&page=2',
    '/dispensaries/new%20york',
    // Only the path is decoded; a broken query string is left to the page, which ignores it.
    '/dispensaries?q=%',
    `/${'a'.repeat(MAX_URL_LENGTH - 1)}`,
    // Route discovery for a page full of product links.
    `/__manifest?paths=${'a'.repeat(MAX_MANIFEST_URL_LENGTH - 20)}`,
  ])('passes %s on to the router', (url) => {
    const { sent, next } = run(url)
    expect(next).toHaveBeenCalledOnce()
    expect(next).toHaveBeenCalledWith()
    expect(sent.status).toBeUndefined()
  })

  it.each<[string, string]>([
    [`/${'a'.repeat(MAX_URL_LENGTH)}`, 'That address is too long.'],
    [`/dispensaries?q=${'x'.repeat(MAX_URL_LENGTH)}`, 'That address is too long.'],
    [`/__manifest?paths=${'x'.repeat(MAX_MANIFEST_URL_LENGTH)}`, 'That address is too long.'],
    [`/__manifestx?paths=${'x'.repeat(MAX_URL_LENGTH)}`, 'That address is too long.'],
    ['/dispensaries/%E0%A4%A', 'That address is not a valid web address.'],
    ['/%', 'That address is not a valid web address.'],
    ['/%zz', 'That address is not a valid web address.'],
    ['/dispensaries/%C3', 'That address is not a valid web address.'],
    ['/a%00b', 'That address is not a valid web address.'],
  ])('answers %s with a 400 page', (url, message) => {
    const { sent, next } = run(url)
    expect(next).not.toHaveBeenCalled()
    expect(sent.status).toBe(400)
    expect(sent.type).toBe('html')
    expect(sent.headers['Cache-Control']).toBe('no-store')
    expect(sent.body).toContain('<h1>Bad request</h1>')
    expect(sent.body).toContain(`<p>${message}</p>`)
    expect(sent.body).toContain('<a href="/">Go to the home page</a>')
  })

  it('never echoes the address back into the page', () => {
    const { sent } = run('/%zz<script>alert(1)</script>')
    expect(sent.status).toBe(400)
    expect(sent.body).not.toContain('<script>')
  })
})

describe('isOwnWrite', () => {
  const http = siteOrigins('http://localhost:3000', ['oh.localhost'])
  const https = siteOrigins('https://shop.example.com', ['oh.shop.example.com'])

  it.each<[string, WriteSource, readonly string[], boolean]>([
    ['same origin', { origin: 'http://localhost:3000', fetchSite: 'same-origin' }, http, true],
    ['same origin, Origin only (no Sec-Fetch-Site)', { origin: 'http://localhost:3000' }, http, true],
    ['https Origin on the http site', { origin: 'https://localhost:3000' }, http, false],
    ['http Origin on the https site', { origin: 'http://shop.example.com' }, https, false],
    ['https site, its own origin (default port left out)', { origin: 'https://shop.example.com' }, https, true],
    ['https site, the default port written out', { origin: 'https://shop.example.com:443' }, https, true],
    ['another port', { origin: 'http://localhost:3001' }, http, false],
    ['another port on https', { origin: 'https://shop.example.com:8443' }, https, false],
    ['another host', { origin: 'http://evil.example' }, http, false],
    ['a host that ends like ours', { origin: 'https://evil-shop.example.com' }, https, false],
    ['a subdomain of ours that is not the Ohio host', { origin: 'https://www.shop.example.com' }, https, false],
    ['the Ohio host on the same scheme and port', { origin: 'http://oh.localhost:3000', fetchSite: 'same-origin' }, http, true],
    ['the Ohio host of the https site', { origin: 'https://oh.shop.example.com' }, https, true],
    ['the Ohio host on http when the site is https', { origin: 'http://oh.shop.example.com' }, https, false],
    ['the Ohio host on another port', { origin: 'http://oh.localhost:3001' }, http, false],
    ['opaque origin (sandboxed frame, data: page)', { origin: 'null' }, http, false],
    ['malformed Origin', { origin: 'not a url' }, http, false],
    ['empty Origin', { origin: '' }, http, false],
    ['Origin ours but Sec-Fetch-Site cross-site', { origin: 'http://localhost:3000', fetchSite: 'cross-site' }, http, false],
    ['no Origin, Sec-Fetch-Site same-origin', { fetchSite: 'same-origin' }, http, true],
    ['no Origin, Sec-Fetch-Site none (typed address)', { fetchSite: 'none' }, http, true],
    ['no Origin, Sec-Fetch-Site cross-site', { fetchSite: 'cross-site' }, http, false],
    ['no Origin, Sec-Fetch-Site same-site (a sibling host)', { fetchSite: 'same-site' }, http, false],
    ['no Origin, a Referer on our site', { referer: 'http://localhost:3000/dispensaries?x=1' }, http, true],
    ['no Origin, a Referer on the Ohio host', { referer: 'http://oh.localhost:3000/dispensaries/ohio' }, http, true],
    ['no Origin, a Referer on https when the site is http', { referer: 'https://localhost:3000/' }, http, false],
    ['no Origin, a Referer on another site', { referer: 'https://evil.example/page' }, http, false],
    ['no Origin, a malformed Referer', { referer: '::' }, http, false],
    ['no Origin, no Referer, no Sec-Fetch-Site (curl, server to server)', {}, http, true],
  ])('%s', (_label, source, allowed, expected) => {
    expect(isOwnWrite(source, allowed)).toBe(expected)
  })
})

describe('rejectCrossSiteWrites', () => {
  function run(method: string, headers: Record<string, string>) {
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
    const req = { method, get: (name: string) => lower[name.toLowerCase()] } as unknown as Request
    const sent = { status: 0, body: '' }
    const res = {
      status(code: number) {
        sent.status = code
        return this
      },
      type() {
        return this
      },
      set() {
        return this
      },
      send(body: string) {
        sent.body = body
        return this
      },
    } as unknown as Response
    let passed = false
    rejectCrossSiteWrites(req, res, () => {
      passed = true
    })
    return passed ? 'next' : `${sent.status} ${sent.body}`
  }

  it.each([
    ['GET from another site is allowed (safe method)', 'GET', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, 'next'],
    ['same-origin POST', 'POST', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000', host: 'localhost:3000' }, 'next'],
    ['POST from the Ohio host', 'POST', { 'sec-fetch-site': 'same-origin', origin: 'http://oh.localhost:3000', host: 'oh.localhost:3000' }, 'next'],
    ['POST without browser headers (curl, server to server)', 'POST', { host: 'localhost:3000' }, 'next'],
    ['cross-site POST by Sec-Fetch-Site', 'POST', { 'sec-fetch-site': 'cross-site', host: 'localhost:3000' }, '403 Cross-site requests are not allowed.'],
    ['same-site (other subdomain) POST', 'POST', { 'sec-fetch-site': 'same-site', host: 'localhost:3000' }, '403 Cross-site requests are not allowed.'],
    ['POST whose Origin names another host', 'DELETE', { origin: 'https://evil.example', host: 'localhost:3000' }, '403 Cross-site requests are not allowed.'],
    // The Host header no longer decides: it is the request's to choose (DNS rebinding).
    ['POST whose Origin matches a forged Host', 'POST', { origin: 'http://evil.example', host: 'evil.example' }, '403 Cross-site requests are not allowed.'],
    ['POST whose Origin has the wrong scheme', 'POST', { origin: 'https://localhost:3000', host: 'localhost:3000' }, '403 Cross-site requests are not allowed.'],
    ['POST from an opaque origin', 'POST', { origin: 'null', host: 'localhost:3000' }, '403 Cross-site requests are not allowed.'],
    ['POST with a malformed Origin', 'PUT', { origin: 'not a url', host: 'localhost:3000' }, '403 Cross-site requests are not allowed.'],
  ])('%s', (_label, method, headers, expected) => {
    loadEnv({ PORT: '3000', OHIO_HOSTS: 'oh.localhost' })
    expect(run(method, headers)).toBe(expected)
  })

  it('compares with PUBLIC_ORIGIN when it is set', () => {
    loadEnv({ PORT: '3000', PUBLIC_ORIGIN: 'https://shop.example.com/', OHIO_HOSTS: 'oh.shop.example.com' })
    expect(run('POST', { origin: 'https://shop.example.com' })).toBe('next')
    expect(run('POST', { origin: 'https://oh.shop.example.com' })).toBe('next')
    expect(run('POST', { origin: 'http://localhost:3000', host: 'localhost:3000' })).toBe('403 Cross-site requests are not allowed.')
    loadEnv({})
  })
})

describe('API body types', () => {
  it.each<[string | undefined, string]>([
    ['application/json', 'application/json'],
    ['Application/JSON; charset=utf-8', 'application/json'],
    ['  text/plain ;charset=UTF-8', 'text/plain'],
    ['', ''],
    [undefined, ''],
  ])('mediaType(%j) is %j', (header, expected) => {
    expect(mediaType(header)).toBe(expected)
  })

  it.each<[string, string[] | null]>([
    ['/api/cart', ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']],
    // As the router matches it: any case, a trailing slash, an encoded letter, a single-fetch suffix.
    ['/API/Cart/', ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']],
    ['/%61pi/cart', ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']],
    ['/api/cart.data', ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']],
    ['/api/events', ['application/json']],
    ['/api/sponsored-events', ['application/json']],
    ['/api/reviews/12/helpful', ['application/json']],
    ['/api/future-endpoint', ['application/json']],
    // Issue 17: a signed upload URL takes the file as it is; the upload request and confirm read JSON.
    ['/api/uploads/0b6f4a5e-2f40-4c1e-9d2a-5d6f8e9a1b2c/file', null],
    ['/API/Uploads/0b6f4a5e-2f40-4c1e-9d2a-5d6f8e9a1b2c/file/', null],
    ['/api/uploads', ['application/json']],
    ['/api/uploads/0b6f4a5e-2f40-4c1e-9d2a-5d6f8e9a1b2c/confirm', ['application/json']],
    ['/api/uploads/a/b/file', ['application/json']],
    ['/checkout/12', null],
    ['/sign-in', null],
    ['/apix/cart', null],
    ['/%E0%A4%A', null],
  ])('%s reads %j', (path, expected) => {
    expect(apiBodyTypes(path)).toEqual(expected)
  })

  function post(path: string, headers: Record<string, string>, method = 'POST') {
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
    const req = { method, path, get: (name: string) => lower[name.toLowerCase()] } as unknown as Request
    const sent: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} }
    const res = {
      status(code: number) {
        sent.status = code
        return this
      },
      set(name: string, value: string) {
        sent.headers[name] = value
        return this
      },
      json(body: unknown) {
        sent.body = body
        return this
      },
    } as unknown as Response
    const next = vi.fn()
    rejectUnreadableApiBodies(req, res, next as NextFunction)
    return next.mock.calls.length ? 'next' : sent
  }

  const JSON_ONLY = { status: 415, body: { error: 'Send the body as JSON (Content-Type: application/json).' }, headers: { 'Cache-Control': 'no-store' } }
  const JSON_OR_FORM = { ...JSON_ONLY, body: { error: 'Send the body as JSON (Content-Type: application/json) or as a form.' } }

  it.each<[string, string, Record<string, string>, unknown]>([
    ['cart, JSON', '/api/cart', { 'content-type': 'application/json', 'content-length': '40' }, 'next'],
    ['cart, a no-JavaScript form', '/api/cart', { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '40' }, 'next'],
    ['cart, multipart form', '/api/cart', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '40' }, 'next'],
    ['cart, JSON sent as text/plain', '/api/cart', { 'content-type': 'text/plain;charset=UTF-8', 'content-length': '40' }, JSON_OR_FORM],
    ['cart, a body without a type', '/api/cart', { 'content-length': '40' }, JSON_OR_FORM],
    ['cart, chunked text/plain', '/API/CART', { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' }, JSON_OR_FORM],
    ['analytics, JSON (fetch, or sendBeacon with a JSON Blob)', '/api/events', { 'content-type': 'application/json', 'content-length': '90' }, 'next'],
    ['analytics, text/plain', '/api/events', { 'content-type': 'text/plain', 'content-length': '90' }, JSON_ONLY],
    ['analytics, a form', '/api/events', { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '9' }, JSON_ONLY],
    ['a helpful vote has no body', '/api/reviews/3/helpful', { 'content-length': '0' }, 'next'],
    ['a helpful vote without Content-Length', '/api/reviews/3/helpful', {}, 'next'],
    ['a page form post is not an API', '/sign-in', { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '9' }, 'next'],
  ])('%s', (_label, path, headers, expected) => {
    expect(post(path, headers)).toEqual(expected)
  })

  it('never looks at reads', () => {
    expect(post('/api/cart', { 'content-type': 'text/plain', 'content-length': '4' }, 'GET')).toBe('next')
  })
})
