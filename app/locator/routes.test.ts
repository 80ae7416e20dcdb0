import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { slugify } from '~/db/seed/lists/brands'
import { DEMO_LOCATIONS, EXTRA_TOWNS } from '~/db/seed/lists/locations'
import routes from '~/routes'
import { RESERVED_LOCATION_SLUGS, isReservedLocationSlug } from './reserved-slugs'

type Config = { path?: string; file: string; index?: boolean; children?: Config[] }
function toRoute(r: Config): RouteObject {
  return r.index ? { index: true, id: r.file } : { path: r.path, id: r.file, children: r.children?.map(toRoute) }
}
const config = (routes as unknown as Config[]).map(toRoute)

function routeFileFor(pathname: string): string | undefined {
  return matchRoutes(config, pathname)?.at(-1)?.route.id
}

describe('state deals route', () => {
  it.each([
    ['/dispensaries/illinois/deals', 'routes/dispensaries.state-deals.tsx'],
    ['/dispensaries/illinois/deals/', 'routes/dispensaries.state-deals.tsx'],
    ['/dispensaries/michigan/deals', 'routes/dispensaries.state-deals.tsx'],
    ['/dispensaries/illinois/joliet', 'routes/dispensaries.location.tsx'],
    ['/dispensaries/illinois/deals-and-more', 'routes/dispensaries.location.tsx'],
    ['/dispensaries/illinois/getting-a-medical-card', 'routes/dispensaries.state-medical-card.tsx'],
    ['/dispensaries/illinois/getting-a-medical-card/', 'routes/dispensaries.state-medical-card.tsx'],
    ['/dispensaries/illinois', 'routes/dispensaries.state.tsx'],
    ['/dispensaries', 'routes/dispensaries.tsx'],
  ])('%s is served by %s', (pathname, file) => {
    expect(routeFileFor(pathname)).toBe(file)
  })
})

describe('reserved location slugs', () => {
  it.each([
    ['deals', true],
    ['Deals', true],
    [' deals ', true],
    ['getting-a-medical-card', true],
    ['joliet', false],
    ['deals-2', false],
  ])('%s reserved: %s', (slug, reserved) => {
    expect(isReservedLocationSlug(slug)).toBe(reserved)
  })

  it('no seeded town gives a dispensary a reserved slug', () => {
    const slugs = [...DEMO_LOCATIONS, ...EXTRA_TOWNS].map((t) => slugify(t.town))
    expect(slugs.length).toBeGreaterThan(30)
    expect(slugs.filter(isReservedLocationSlug)).toEqual([])
  })

  it('every reserved slug is a page of its own, never a dispensary home', () => {
    expect(routeFileFor(`/dispensaries/illinois/${RESERVED_LOCATION_SLUGS[0]}`)).toBe('routes/dispensaries.state-deals.tsx')
    // Issue 16.
    expect(routeFileFor(`/dispensaries/illinois/${RESERVED_LOCATION_SLUGS[1]}`)).toBe('routes/dispensaries.state-medical-card.tsx')
    for (const slug of RESERVED_LOCATION_SLUGS) expect(routeFileFor(`/dispensaries/ohio/${slug}`)).not.toBe('routes/dispensaries.location.tsx')
  })
})
