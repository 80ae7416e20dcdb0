import { describe, expect, it } from 'vitest'
import { loader } from './images.products'

describe('the image route', () => {
  const call = (file: string) => loader({ params: { file } } as unknown as Parameters<typeof loader>[0])

  it('serves a known name as immutable SVG', async () => {
    const response = call('flower-hybrid-0-0a1b2c3d.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; style-src 'unsafe-inline'")
    expect(await response.text()).toMatch(/^<svg /)
  })

  it.each(['flower-hybrid-0-0a1b2c3d.svg%00', 'x.svg', 'special-zzzzzzzz.svg'])('answers 404 for %j', async (file) => {
    const response = call(file)
    expect(response.status).toBe(404)
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
    expect(await response.text()).toBe('Not found')
  })
})
