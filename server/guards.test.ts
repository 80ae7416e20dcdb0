import type { NextFunction, Request, Response } from 'express'
import { describe, expect, it, vi } from 'vitest'
import { MAX_MANIFEST_URL_LENGTH, MAX_URL_LENGTH, rejectBadUrls, rejectCrossSiteWrites } from './guards'

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

describe('rejectCrossSiteWrites', () => {
  function run(method: string, headers: Record<string, string>) {
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
    const req = { method, get: (name: string) => lower[name.toLowerCase()] } as unknown as Request
    const sent = { status: 0 }
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
      send() {
        return this
      },
    } as unknown as Response
    let passed = false
    rejectCrossSiteWrites(req, res, () => {
      passed = true
    })
    return passed ? 'next' : sent.status
  }

  it.each([
    ['GET from another site is allowed (safe method)', 'GET', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, 'next'],
    ['same-origin POST', 'POST', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000', host: 'localhost:3000' }, 'next'],
    ['POST without browser headers (curl, server to server)', 'POST', { host: 'localhost:3000' }, 'next'],
    ['cross-site POST by Sec-Fetch-Site', 'POST', { 'sec-fetch-site': 'cross-site', host: 'localhost:3000' }, 403],
    ['same-site (other subdomain) POST', 'POST', { 'sec-fetch-site': 'same-site', host: 'localhost:3000' }, 403],
    ['POST whose Origin names another host', 'DELETE', { origin: 'https://evil.example', host: 'localhost:3000' }, 403],
    ['POST from an opaque origin', 'POST', { origin: 'null', host: 'localhost:3000' }, 403],
    ['POST with a malformed Origin', 'PUT', { origin: 'not a url', host: 'localhost:3000' }, 403],
  ])('%s', (_label, method, headers, expected) => {
    expect(run(method, headers)).toBe(expected)
  })
})
