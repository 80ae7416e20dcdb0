import type { NextFunction, Request, Response } from 'express'
import { describe, expect, it, vi } from 'vitest'
import { MAX_URL_LENGTH, rejectBadUrls } from './guards'

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
  ])('passes %s on to the router', (url) => {
    const { sent, next } = run(url)
    expect(next).toHaveBeenCalledOnce()
    expect(next).toHaveBeenCalledWith()
    expect(sent.status).toBeUndefined()
  })

  it.each<[string, string]>([
    [`/${'a'.repeat(MAX_URL_LENGTH)}`, 'That address is too long.'],
    [`/dispensaries?q=${'x'.repeat(MAX_URL_LENGTH)}`, 'That address is too long.'],
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
