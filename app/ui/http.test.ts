import { describe, expect, it } from 'vitest'
import { cacheablePageHeaders, errorOnlyHeaders, notFound, PUBLIC_PAGE_CACHE } from './http'

describe('page headers', () => {
  it('a rendered page is cacheable by a CDN', () => {
    expect(cacheablePageHeaders({ errorHeaders: undefined })).toEqual({ 'Cache-Control': PUBLIC_PAGE_CACHE })
    expect(PUBLIC_PAGE_CACHE).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
  })

  it("an error page carries the error's own headers", () => {
    const errorHeaders = new Headers({ 'Cache-Control': 'no-store' })
    expect(cacheablePageHeaders({ errorHeaders })).toBe(errorHeaders)
    expect(errorOnlyHeaders({ errorHeaders })).toBe(errorHeaders)
    expect(errorOnlyHeaders({ errorHeaders: undefined })).toEqual({})
  })

  it('notFound is a 404 that must not be stored', () => {
    const response = notFound()
    expect(response.init?.status).toBe(404)
    expect(new Headers(response.init?.headers).get('Cache-Control')).toBe('no-store')
  })
})
