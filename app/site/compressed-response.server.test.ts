import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { COMPRESSION_THRESHOLD, jsonResponse, negotiateEncoding } from './compressed-response.server'

const request = (acceptEncoding?: string) =>
  new Request('http://localhost/api/products?storeId=1', { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } })

/** A body well past the threshold, as a listing answer is. */
const LARGE = { hits: Array.from({ length: 40 }, (_, i) => ({ product_id: i, name: `Product ${i}`, brand: 'Northline' })) }

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['', 'identity'],
    [null, 'identity'],
  ] as const)('Accept-Encoding %j chooses %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected)
  })
})

describe('jsonResponse', () => {
  it.each([
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)('compresses a large body for %j as %s, whole and decodable', async (header, encoding, decode) => {
    const response = jsonResponse(request(header), LARGE, { status: 200, headers: { 'Cache-Control': 'no-store' } })
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(response.headers.get('content-encoding')).toBe(encoding)
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength))
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(LARGE).length / 2)
    expect(JSON.parse(decode(bytes).toString('utf8'))).toEqual(LARGE)
  })

  it('sends a body as it is to a client that takes no compression', async () => {
    const response = jsonResponse(request(), LARGE)
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(await response.json()).toEqual(LARGE)
  })

  it('leaves a body under the threshold uncompressed, with its length and status', async () => {
    const small = { error: 'storeId: there is no store 9' }
    expect(JSON.stringify(small).length).toBeLessThan(COMPRESSION_THRESHOLD)
    const response = jsonResponse(request('gzip, deflate, br'), small, { status: 404 })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(JSON.stringify(small))))
    expect(await response.json()).toEqual(small)
  })

  it('counts the length in bytes, not characters', async () => {
    const body = { name: 'Crème brûlée gummies ✓' }
    const response = jsonResponse(request('identity'), body)
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(JSON.stringify(body), 'utf8')))
    expect(await response.json()).toEqual(body)
  })
})
