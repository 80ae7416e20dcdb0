import { describe, expect, it } from 'vitest'
import { parseEnv } from '~/env.server'
import { servedOverHttps, siteOrigins, siteOriginsFor } from './site-origins'

describe('siteOrigins', () => {
  it.each<[string, string[], string[]]>([
    ['http://localhost:3000', ['oh.localhost'], ['http://localhost:3000', 'http://oh.localhost:3000']],
    ['https://shop.example.com', ['oh.shop.example.com'], ['https://shop.example.com', 'https://oh.shop.example.com']],
    ['https://shop.example.com/', ['oh.shop.example.com', 'ohio.example.com'], ['https://shop.example.com', 'https://oh.shop.example.com', 'https://ohio.example.com']],
    ['https://shop.example.com:443', [], ['https://shop.example.com']],
    ['http://shop.example.com:8080', ['oh.example.com'], ['http://shop.example.com:8080', 'http://oh.example.com:8080']],
    // The same name twice, or a name that is not a host, adds nothing.
    ['http://localhost:3000', ['localhost', 'bad host'], ['http://localhost:3000']],
  ])('%s with %j', (origin, ohioHosts, expected) => {
    expect(siteOrigins(origin, ohioHosts)).toEqual(expected)
  })

  it('reads PUBLIC_ORIGIN (default http://localhost:{PORT}) and OHIO_HOSTS from the configuration', () => {
    expect(siteOriginsFor(parseEnv({ PORT: '3164' }))).toEqual(['http://localhost:3164', 'http://oh.localhost:3164'])
    expect(siteOriginsFor(parseEnv({ PUBLIC_ORIGIN: 'https://shop.example.com', OHIO_HOSTS: 'oh.shop.example.com' }))).toEqual([
      'https://shop.example.com',
      'https://oh.shop.example.com',
    ])
  })

  it.each<[Record<string, string>, boolean]>([
    [{}, false],
    [{ PUBLIC_ORIGIN: 'http://shop.example.com' }, false],
    [{ PUBLIC_ORIGIN: 'https://shop.example.com' }, true],
  ])('servedOverHttps(%j) is %s', (source, expected) => {
    expect(servedOverHttps(parseEnv(source))).toBe(expected)
  })
})
