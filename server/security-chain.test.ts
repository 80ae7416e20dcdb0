import type { AddressInfo } from 'node:net'
import express from 'express'
import type { ServerBuild } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEnv } from '~/env.server'
import { rejectCrossSiteWrites, rejectUnreadableApiBodies } from './guards'
import { rejectUnhandledMethods } from './method-guard'
import { cspNonce, securityHeaders } from './security-headers'

/**
 * The middleware in the order server.js and server/app.ts mount it, over HTTP: the headers ride on
 * every answer (a public file, a refusal, a page), and the guards answer before the router.
 */
const routes = {
  root: { id: 'root', path: '', module: {} },
  'routes/home': { id: 'routes/home', parentId: 'root', index: true, module: {} },
  'routes/api.cart': { id: 'routes/api.cart', parentId: 'root', path: 'api/cart', module: { action: () => null } },
  'routes/not-found': { id: 'routes/not-found', parentId: 'root', path: '*', module: {} },
} as unknown as ServerBuild['routes']

let origin = ''
let close: () => void = () => {}

beforeAll(async () => {
  loadEnv({ PORT: '3000', OHIO_HOSTS: 'oh.localhost' })
  const server = express()
  server.use(securityHeaders)
  server.use(express.static('public', { index: false }))
  server.use(rejectCrossSiteWrites, rejectUnreadableApiBodies, rejectUnhandledMethods(routes))
  // Stands for React Router: a page whose inline script carries the nonce, and the cart's action.
  server.get('/', (_req, res) => {
    res.type('html').send(`<!doctype html><script nonce="${cspNonce(res)}">1</script>`)
  })
  server.post('/api/cart', (_req, res) => {
    res.json({ ok: true })
  })
  const listener = server.listen(0, '127.0.0.1')
  await new Promise((resolve) => listener.once('listening', resolve))
  origin = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`
  close = () => listener.close()
})

afterAll(() => close())

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='; /)
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('x-frame-options')).toBe('DENY')
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('permissions-policy')).toContain('geolocation=(self)')
  expect(response.headers.get('strict-transport-security')).toBeNull()
}

describe('the security middleware over HTTP', () => {
  it('a page: its inline script carries the nonce of its own policy', async () => {
    const response = await fetch(`${origin}/`)
    expectSecurityHeaders(response)
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
    expect(await response.text()).toContain(`<script nonce="${nonce}">`)
    const again = await fetch(`${origin}/`)
    expect(again.headers.get('content-security-policy')).not.toContain(nonce)
  })

  it('a public file', async () => {
    const response = await fetch(`${origin}/favicon.svg`)
    expect(response.status).toBe(200)
    expectSecurityHeaders(response)
  })

  it.each<[string, string, RequestInit, number, string]>([
    [
      'a cart write from the https twin of the site',
      '/api/cart',
      { method: 'POST', headers: { Origin: 'https://localhost:3000', 'Content-Type': 'application/json' }, body: '{}' },
      403,
      'Cross-site requests are not allowed.',
    ],
    [
      'a cart write as text/plain',
      '/api/cart',
      { method: 'POST', headers: { Origin: 'http://localhost:3000', 'Content-Type': 'text/plain' }, body: '{"intent":"clear","storeId":1}' },
      415,
      '{"error":"Send the body as JSON (Content-Type: application/json) or as a form."}',
    ],
    ['a POST to the home page', '/', { method: 'POST', headers: { Origin: 'http://localhost:3000' } }, 405, 'This address does not accept POST requests.'],
    [
      'a cart write from the Ohio host, as JSON',
      '/api/cart',
      { method: 'POST', headers: { Origin: 'http://oh.localhost:3000', 'Content-Type': 'application/json' }, body: '{}' },
      200,
      '{"ok":true}',
    ],
  ])('%s', async (_label, path, init, status, body) => {
    const response = await fetch(`${origin}${path}`, init)
    expect(response.status).toBe(status)
    expectSecurityHeaders(response)
    expect(await response.text()).toBe(body)
  })
})
