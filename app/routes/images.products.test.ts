import { describe, expect, it } from 'vitest'
import { loader } from './images.products'

describe('the image route', () => {
  const call = (file: string) => loader({ params: { file } } as unknown as Parameters<typeof loader>[0])

  it.each(['flower-bud-hybrid-0-1b2c3d4e-0a1b2c3d.svg', 'edible-chocolate-none-2-1b2c3d4e-0a1b2c3d.svg', 'flower-hybrid-0-0a1b2c3d.svg'])('serves %s as immutable SVG', async (file) => {
    const response = call(file)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; style-src 'unsafe-inline'")
    expect(await response.text()).toMatch(/^<svg /)
  })

  it.each([
    'flower-hybrid-0-0a1b2c3d.svg%00',
    'x.svg',
    'special-zzzzzzzz.svg',
    'flower-chocolate-hybrid-0-1b2c3d4e-0a1b2c3d.svg', // a form of another kind
    'flower-bud-hybrid-0-1b2c3d4e.svg', // no brand hash
    'flower-bud-hybrid-0-1B2C3D4E-0a1b2c3d.svg',
  ])('answers 404 for %j', async (file) => {
    const response = call(file)
    expect(response.status).toBe(404)
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
    expect(await response.text()).toBe('Not found')
  })
})
