import { describe, expect, it } from 'vitest'
import { filterByRegion, hidesRatings, hostName, isStateInRegion, regionForHost, type Region } from './host-mode'

const DEFAULT_OHIO_HOSTS = ['oh.localhost']

describe('regionForHost', () => {
  it.each<[string | null | undefined, Region]>([
    ['oh.localhost', 'ohio'],
    ['OH.LOCALHOST:3000', 'ohio'],
    ['oh.localhost.', 'ohio'],
    ['oh.localhost.:3000', 'ohio'],
    ['  oh.localhost  ', 'ohio'],
    ['localhost', 'main'],
    ['localhost:3000', 'main'],
    // 000 §1: a host whose name contains 'oh' is an Ohio host (decision 0018).
    ['ohio.example.com', 'ohio'],
    ['shop.northmeadow-ohio.com', 'ohio'],
    ['JOHNSONS.example', 'ohio'],
    ['oh', 'ohio'],
    ['www.oh.localhost', 'ohio'],
    ['northmeadow.example', 'main'],
    ['o-h.example', 'main'],
    ['[::1]:3000', 'main'],
    ['127.0.0.1:3000', 'main'],
    ['', 'main'],
    [null, 'main'],
    [undefined, 'main'],
  ])('%j with the default OHIO_HOSTS is %s', (host, region) => {
    expect(regionForHost(host, DEFAULT_OHIO_HOSTS)).toBe(region)
  })

  it.each<[string, Region]>([
    ['oh.northmeadow.example', 'ohio'],
    ['Ohio.Northmeadow.Example:8443', 'ohio'],
    ['oh.localhost', 'ohio'],
    ['northmeadow.example', 'main'],
    ['il.northmeadow.example', 'main'],
  ])('%j with several OHIO_HOSTS is %s', (host, region) => {
    expect(regionForHost(host, ['oh.northmeadow.example', 'ohio.northmeadow.example', 'oh.localhost'])).toBe(region)
  })

  it.each<[string, Region]>([
    ['oh.localhost', 'ohio'],
    ['OH.LOCALHOST:3000', 'ohio'],
    ['shop.northmeadow-ohio.com', 'main'],
    ['johnsons.example', 'main'],
    ['www.oh.localhost', 'main'],
    ['localhost', 'main'],
  ])('%j with OHIO_HOST_MATCH=configured is %s', (host, region) => {
    expect(regionForHost(host, DEFAULT_OHIO_HOSTS, 'configured')).toBe(region)
  })

  it('with no Ohio hosts configured, only names containing oh are Ohio (none with configured)', () => {
    expect(regionForHost('oh.localhost', [])).toBe('ohio')
    expect(regionForHost('oh.localhost', [], 'configured')).toBe('main')
    expect(regionForHost('localhost', [])).toBe('main')
    expect(regionForHost('', [])).toBe('main')
  })
})

describe('hostName', () => {
  it.each<[string | null | undefined, string]>([
    ['OH.LOCALHOST:3000', 'oh.localhost'],
    ['oh.localhost.', 'oh.localhost'],
    ['  Shop.Example  ', 'shop.example'],
    ['[::1]:3000', '[::1]'],
    ['127.0.0.1:8080', '127.0.0.1'],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (host, name) => {
    expect(hostName(host)).toBe(name)
  })
})

describe('hidesRatings', () => {
  it.each<[Region, boolean]>([
    ['ohio', true],
    ['main', false],
  ])('%s → %s', (region, hidden) => {
    expect(hidesRatings(region)).toBe(hidden)
  })

  it('an empty OHIO_HOSTS entry never matches a request without a Host header', () => {
    expect(regionForHost('', [''])).toBe('main')
    expect(regionForHost(null, [''])).toBe('main')
  })
})

describe('isStateInRegion', () => {
  it.each<[string, Region, boolean]>([
    ['OH', 'ohio', true],
    ['oh', 'ohio', true],
    ['IL', 'ohio', false],
    ['OH', 'main', false],
    ['oh', 'main', false],
    ['IL', 'main', true],
  ])('%s in %s is %s', (code, region, listed) => {
    expect(isStateInRegion(code, region)).toBe(listed)
  })
})

describe('filterByRegion', () => {
  const states = [
    { code: 'IL', name: 'Illinois' },
    { code: 'OH', name: 'Ohio' },
    { code: 'NJ', name: 'New Jersey' },
    { code: 'oh', name: 'Ohio (lower-case code)' },
  ]

  it('lists only Ohio on an Ohio host', () => {
    expect(filterByRegion(states, 'ohio').map((state) => state.name)).toEqual(['Ohio', 'Ohio (lower-case code)'])
  })

  it('hides Ohio elsewhere and keeps the order', () => {
    expect(filterByRegion(states, 'main').map((state) => state.name)).toEqual(['Illinois', 'New Jersey'])
  })

  it('returns a new array and leaves the input alone', () => {
    const result = filterByRegion(states, 'main')
    expect(result).not.toBe(states)
    expect(states).toHaveLength(4)
    expect(filterByRegion([], 'ohio')).toEqual([])
  })
})
