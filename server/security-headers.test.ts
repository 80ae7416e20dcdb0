import type { Request, Response } from 'express'
import { describe, expect, it } from 'vitest'
import { loadEnv } from '~/env.server'
import {
  contentSecurityPolicyDirectives,
  createNonce,
  cspNonce,
  PERMISSIONS_POLICY,
  type PolicyOptions,
  securityHeaders,
  serializeDirectives,
} from './security-headers'

const SITE = ['https://shop.example.com', 'https://oh.shop.example.com']
const base: PolicyOptions = { nonce: 'abc123', development: false, https: true, siteOrigins: SITE }

describe('contentSecurityPolicyDirectives', () => {
  it('is the production policy', () => {
    expect(serializeDirectives(contentSecurityPolicyDirectives(base))).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'nonce-abc123'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self'",
        // Issue 18: the support chat's WebSocket on this site's origins.
        "connect-src 'self' wss://shop.example.com wss://oh.shop.example.com",
        "worker-src 'self'",
        "manifest-src 'self'",
        "media-src 'self'",
        'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com https://calendly.com',
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        'upgrade-insecure-requests',
      ].join('; '),
    )
  })

  it.each<[string, Partial<PolicyOptions>, string, string[] | undefined]>([
    ['scripts: this site and the nonce, never unsafe-inline or eval', {}, 'script-src', ["'self'", "'nonce-abc123'"]],
    ['the nonce is the one given', { nonce: 'Zm9v+/==' }, 'script-src', ["'self'", "'nonce-Zm9v+/=='"]],
    ['development keeps the nonce and adds nothing to scripts', { development: true }, 'script-src', ["'self'", "'nonce-abc123'"]],
    ["development: Vite's hot-reload socket", { development: true }, 'connect-src', ["'self'", 'wss://shop.example.com', 'wss://oh.shop.example.com', 'ws:', 'wss:']],
    ['http: no upgrade-insecure-requests', { https: false }, 'upgrade-insecure-requests', undefined],
    ['https: upgrade-insecure-requests', {}, 'upgrade-insecure-requests', []],
    ['nobody frames a page', {}, 'frame-ancestors', ["'none'"]],
    ['no plugins', {}, 'object-src', ["'none'"]],
    ['forms post to this site only', {}, 'form-action', ["'self'"]],
    [
      'map tiles: images and fetched tiles',
      { extensions: { mapTileOrigins: ['https://tiles.example.com'], uploadOrigins: [], sameOriginSockets: false, workerSources: [] } },
      'img-src',
      ["'self'", 'data:', 'https://tiles.example.com'],
    ],
    [
      'map tiles in connect-src',
      { extensions: { mapTileOrigins: ['https://tiles.example.com'], uploadOrigins: [], sameOriginSockets: false, workerSources: [] } },
      'connect-src',
      ["'self'", 'https://tiles.example.com'],
    ],
    [
      "the chat socket: this site's origins as wss",
      { extensions: { mapTileOrigins: [], uploadOrigins: [], sameOriginSockets: true, workerSources: [] } },
      'connect-src',
      ["'self'", 'wss://shop.example.com', 'wss://oh.shop.example.com'],
    ],
    [
      'the chat socket over http is ws',
      { https: false, siteOrigins: ['http://localhost:3000'], extensions: { mapTileOrigins: [], uploadOrigins: [], sameOriginSockets: true, workerSources: [] } },
      'connect-src',
      ["'self'", 'ws://localhost:3000'],
    ],
    [
      'the upload bucket in connect-src only',
      { extensions: { mapTileOrigins: [], uploadOrigins: ['https://forms.s3.eu-west-3.amazonaws.com'], sameOriginSockets: false, workerSources: [] } },
      'connect-src',
      ["'self'", 'https://forms.s3.eu-west-3.amazonaws.com'],
    ],
    [
      'the captcha worker',
      { extensions: { mapTileOrigins: [], uploadOrigins: [], sameOriginSockets: false, workerSources: ['blob:'] } },
      'worker-src',
      ["'self'", 'blob:'],
    ],
  ])('%s', (_label, options, directive, expected) => {
    expect(contentSecurityPolicyDirectives({ ...base, ...options })[directive]).toEqual(expected)
  })
})

describe('Permissions-Policy', () => {
  it('allows geolocation for this site only and nothing else powerful', () => {
    const features = Object.fromEntries(PERMISSIONS_POLICY.split(', ').map((entry) => entry.split('=')))
    expect(features.geolocation).toBe('(self)')
    for (const feature of ['camera', 'microphone', 'payment', 'usb']) expect(features[feature]).toBe('()')
  })
})

describe('createNonce', () => {
  it('is 128 random bits in base64, new every time', () => {
    const nonces = new Set(Array.from({ length: 200 }, createNonce))
    expect(nonces.size).toBe(200)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })
})

describe('securityHeaders', () => {
  function respond(env: Record<string, string>) {
    loadEnv(env)
    const headers: Record<string, string> = {}
    const res = {
      locals: {} as Record<string, unknown>,
      setHeader(name: string, value: string) {
        headers[name.toLowerCase()] = String(value)
      },
      removeHeader(name: string) {
        delete headers[name.toLowerCase()]
      },
    }
    let passed = false
    securityHeaders({} as Request, res as unknown as Response, () => {
      passed = true
    })
    return { headers, passed, nonce: cspNonce(res as unknown as Response) }
  }

  it.each<[string, Record<string, string>, Record<string, string | undefined>]>([
    [
      'http (the default address)',
      {},
      {
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
        'permissions-policy': PERMISSIONS_POLICY,
        'strict-transport-security': undefined,
        'x-powered-by': undefined,
      },
    ],
    ['https: HSTS for a year', { PUBLIC_ORIGIN: 'https://shop.example.com' }, { 'strict-transport-security': 'max-age=31536000' }],
    ['http public address: no HSTS', { PUBLIC_ORIGIN: 'http://shop.example.com' }, { 'strict-transport-security': undefined }],
  ])('%s', (_label, env, expected) => {
    const { headers, passed } = respond(env)
    expect(passed).toBe(true)
    for (const [name, value] of Object.entries(expected)) expect(headers[name], name).toBe(value)
  })

  it.each<[string, Record<string, string>, string[]]>([
    ['no tile server: only this site', {}, ["'self'"]],
    ['MAP_TILE_URL: its origin', { MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' }, ["'self'", 'https://tiles.example.com']],
    ['MAP_TILE_URL with a port and a query', { MAP_TILE_URL: 'https://maps.example.org:8443/osm?z={z}&x={x}&y={y}' }, ["'self'", 'https://maps.example.org:8443']],
  ])('map tiles in img-src and connect-src: %s', (_label, env, origins) => {
    const policy = Object.fromEntries(
      respond(env)
        .headers['content-security-policy']!.split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    )
    expect(policy['img-src']).toEqual([...origins.slice(0, 1), 'data:', ...origins.slice(1)])
    // The chat's sockets (this site's origins, as ws:) come before the tile server.
    expect(policy['connect-src']).toEqual([origins[0], 'ws://localhost:3000', 'ws://oh.localhost:3000', ...origins.slice(1)])
    expect(policy['worker-src']).toEqual(["'self'"])
  })

  const s3 = { UPLOAD_STORAGE: 's3', S3_REGION: 'eu-west-3', S3_BUCKET: 'northmeadow-forms', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' }
  it.each<[string, Record<string, string>, string[]]>([
    ['local uploads: this site only', { S3_BUCKET: 'northmeadow-forms' }, []],
    ['S3 on AWS: the bucket’s virtual host', s3, ['https://northmeadow-forms.s3.eu-west-3.amazonaws.com']],
    ['S3 path-style: the endpoint', { ...s3, S3_ENDPOINT: 'https://minio.example.com:9000', S3_FORCE_PATH_STYLE: 'true' }, ['https://minio.example.com:9000']],
    ['S3 virtual-hosted on another endpoint', { ...s3, S3_ENDPOINT: 'https://storage.example.net' }, ['https://northmeadow-forms.storage.example.net']],
  ])('the upload bucket in connect-src: %s', (_label, env, origins) => {
    const policy = respond(env).headers['content-security-policy']!
    expect(policy).toContain(`connect-src 'self' ws://localhost:3000 ws://oh.localhost:3000${origins.map((origin) => ` ${origin}`).join('')};`)
    expect(policy).toContain("img-src 'self' data:;")
  })

  it('puts a fresh nonce in the policy and on res.locals for the render', () => {
    const first = respond({})
    const second = respond({})
    expect(first.nonce).not.toBe(second.nonce)
    expect(first.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${first.nonce}';`)
    expect(first.headers['content-security-policy']).not.toContain('upgrade-insecure-requests')
  })

  it('relaxes only connect-src in development', () => {
    const { headers } = respond({ NODE_ENV: 'development' })
    expect(headers['content-security-policy']).toContain("connect-src 'self' ws://localhost:3000 ws://oh.localhost:3000 ws: wss:;")
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/)
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+';/)
  })
})
