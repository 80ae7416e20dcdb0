import type { Locator, Page } from '@playwright/test'
import { NEAREST_FRAMED } from '../../app/maps/zoom'
import { withE2eDatabase } from './e2e-database'
import { waitForHydration } from './hydration'
import { expect, test } from './test'

/**
 * Issue 15's maps in the browser (MapLibre in Chromium's software WebGL), at 390 px (mobile) and
 * 1440 px (desktop): the map draws (`data-map-ready`), a marker selects its accordion item and the
 * item selects its marker, and ?delivery-zone= on a dispensary home brings the map and the zone into
 * view. Few and quick: the map renders on a busy CPU. tests/e2e/no-webgl.spec.ts covers the lists
 * without WebGL.
 */

/** A map can take a while to draw in software WebGL on a busy machine. */
const MAP_READY = { timeout: 45_000 }

/** The map box of a map region, once it has drawn. */
async function drawnMap(page: Page, region: Locator): Promise<Locator> {
  // The section is an island: its live render replaces the server's copy once its code is in.
  await expect(async () => region.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass()
  const box = region.locator('[data-map-state]')
  await expect(box).toHaveAttribute('data-map-ready', '', MAP_READY)
  await expect(box.locator('canvas')).toBeVisible()
  return box
}

/** What the camera shows once it comes to rest (map-view.client.tsx sets it on the map's canvas box). */
async function mapView(map: Locator): Promise<{ zoom: number; west: number; south: number; east: number; north: number }> {
  const canvasBox = map.locator('[data-map-bounds]')
  const [west, south, east, north] = ((await canvasBox.getAttribute('data-map-bounds')) ?? '').split(',').map(Number) as [number, number, number, number]
  return { zoom: Number(await canvasBox.getAttribute('data-map-zoom')), west, south, east, north }
}

function contains(view: { west: number; south: number; east: number; north: number }, point: { lat: number; lng: number }): boolean {
  return point.lng >= view.west && point.lng <= view.east && point.lat >= view.south && point.lat <= view.north
}

function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

test('state page: the map draws, a marker opens its accordion item, and an item selects its marker', async ({ page }, testInfo) => {
  test.slow()
  const errors = watchConsole(page)
  const phone = testInfo.project.name === 'mobile'
  await page.goto('/dispensaries/illinois')
  const section = page.getByRole('region', { name: 'Dispensaries in Illinois' })
  // On phones the list is hidden while the map shows: its items still say which one is open.
  const list = section.getByRole('list', { name: 'Illinois dispensary map: list', includeHidden: true })
  const mapRegion = section.getByRole('region', { name: 'Illinois dispensary map', exact: true })
  const items = list.getByRole('listitem')
  const names = await items.locator('button > span:first-child').allTextContents()
  expect(names.length).toBeGreaterThan(1)

  // Phones show the list first; 'Map' switches to the map.
  if (phone) {
    await expect(mapRegion).toBeHidden()
    await section.getByRole('button', { name: 'Map' }).click()
    await expect(list).toBeHidden()
  }
  const map = await drawnMap(page, mapRegion)

  // A marker (a real button) selects its item.
  const marker = map.getByRole('button', { name: names[1], exact: true })
  await marker.click()
  await expect(marker).toHaveAttribute('aria-pressed', 'true')
  await expect(list.getByRole('button', { name: names[1], includeHidden: true })).toHaveAttribute('aria-expanded', 'true')
  await expect(list.getByRole('button', { expanded: true, includeHidden: true })).toHaveCount(1)
  // Its info window links to the store's page.
  await expect(map.getByRole('link', { name: new RegExp(`^View dispensary ?: ${names[1]}$`) })).toHaveAttribute('href', /^\/dispensaries\/illinois\/[a-z0-9-]+$/)

  // Back the other way: an accordion item selects its marker; pressing it again clears both.
  if (phone) await section.getByRole('button', { name: 'List' }).click()
  const other = list.getByRole('button', { name: names[0] })
  await other.click()
  await expect(other).toHaveAttribute('aria-expanded', 'true')
  if (phone) await section.getByRole('button', { name: 'Map' }).click()
  await expect(map.getByRole('button', { name: names[0], exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(marker).toHaveAttribute('aria-pressed', 'false')
  await expect(map.getByRole('link', { name: new RegExp(`^View dispensary ?: ${names[0]}$`) })).toBeVisible()
  if (phone) await section.getByRole('button', { name: 'List' }).click()
  await other.click()
  await expect(list.getByRole('button', { expanded: true })).toHaveCount(0)
  await expect(map.getByRole('button', { pressed: true, includeHidden: true })).toHaveCount(0)
  expect(errors).toEqual([])
})

type Ring = [number, number][]

/** Web Mercator y in [0, 1], as MapLibre projects. */
function mercatorY(lat: number): number {
  const sin = Math.sin((lat * Math.PI) / 180)
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)
}

/** Where [lng, lat] is on the page, from the map's bounds and its canvas box (the map is not rotated). */
function onPage(view: { west: number; south: number; east: number; north: number }, canvas: { x: number; y: number; width: number; height: number }, [lng, lat]: [number, number]) {
  return {
    x: canvas.x + ((lng - view.west) / (view.east - view.west)) * canvas.width,
    y: canvas.y + ((mercatorY(lat) - mercatorY(view.north)) / (mercatorY(view.south) - mercatorY(view.north))) * canvas.height,
  }
}

function inRing(ring: Ring, [x, y]: [number, number]): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!
    const [xj, yj] = ring[j]!
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

test('dispensary home: ?delivery-zone= scrolls to the map and highlights the zone; hovering a zone highlights it', async ({ page }) => {
  test.slow()
  const errors = watchConsole(page)
  const store = await withE2eDatabase(async (client) => {
    const row = (
      await client.query<{ id: number; name: string; slug: string; lat: number; lng: number; zone: string; zone_name: string }>(
        `select d.id, d.name, d.slug, d.lat, d.lng, z.id as zone, z.name as zone_name from delivery_zones z
         join dispensaries d on d.id = z.dispensary_id join states s on s.id = d.state_id
         where s.code = 'IL' order by d.slug, z.sort desc limit 1`,
      )
    ).rows[0]
    if (!row) throw new Error('The seed should have an Illinois dispensary with delivery zones')
    const zones = (
      await client.query<{ id: string; geometry: { type: 'Polygon'; coordinates: Ring[] } }>('select id, geometry from delivery_zones where dispensary_id = $1 order by sort', [row.id])
    ).rows
    return { ...row, zones }
  })
  await page.goto(`/dispensaries/illinois/${store.slug}?delivery-zone=${store.zone}`)
  const section = page.locator('#map')
  await expect(section).toBeInViewport()
  const zones = section.getByRole('list', { name: 'Delivery zones' })
  await expect(zones.locator('[aria-current="true"]')).toHaveText(new RegExp(`^${store.zone_name}Shop for delivery`))
  await expect(zones.locator('[aria-current="true"]')).toHaveCount(1)
  const map = await drawnMap(page, section.getByRole('region', { name: `Map of ${store.name} and its delivery zones` }))
  await expect(map).toBeInViewport()
  await expect(map.getByRole('button', { name: store.name, exact: true })).toBeVisible()

  // The zone is highlighted on the map (its feature state, which its fill and outline paint from)…
  const canvasBox = map.locator('[data-map-bounds]')
  await expect(canvasBox).toHaveAttribute('data-highlighted-zone', store.zone)
  // …and framed: once the camera has come to rest every vertex of its ring is in view.
  const ring = store.zones.find((zone) => zone.id === store.zone)!.geometry.coordinates[0]!
  await expect.poll(async () => {
    const view = await mapView(map)
    return ring.every(([lng, lat]) => contains(view, { lat, lng }))
  }, { timeout: 10_000 }).toBe(true)
  await expect(map).toBeInViewport({ ratio: 1 })

  // Hovering a zone highlights it: a point halfway from the ring's middle to its vertex farthest from
  // the store (the store's marker covers the middle). The zones are drawn in order, the last on top.
  const view = await mapView(map)
  const canvas = (await map.locator('canvas').boundingBox())!
  const mid: [number, number] = [ring.reduce((sum, [lng]) => sum + lng, 0) / ring.length, ring.reduce((sum, [, lat]) => sum + lat, 0) / ring.length]
  const far = ring.reduce((best, vertex) => (Math.hypot(vertex[0] - store.lng, vertex[1] - store.lat) > Math.hypot(best[0] - store.lng, best[1] - store.lat) ? vertex : best))
  const inZone: [number, number] = [(mid[0] + far[0]) / 2, (mid[1] + far[1]) / 2]
  expect(inRing(ring, inZone)).toBe(true)
  const topmost = [...store.zones].reverse().find((zone) => inRing(zone.geometry.coordinates[0]!, inZone))!
  await expect(canvasBox).not.toHaveAttribute('data-hovered-zone')
  const point = onPage(view, canvas, inZone)
  await page.mouse.move(point.x, point.y, { steps: 4 })
  await expect(canvasBox).toHaveAttribute('data-hovered-zone', topmost.id)
  // Off every zone (a corner of the map outside them all), the hover ends.
  const corners: [number, number][] = [[4, 4], [canvas.width - 4, 4], [4, canvas.height - 4], [canvas.width - 4, canvas.height - 4]]
  const outside = corners.find(([x, y]) => {
    const lng = view.west + (x / canvas.width) * (view.east - view.west)
    const my = mercatorY(view.north) + (y / canvas.height) * (mercatorY(view.south) - mercatorY(view.north))
    const lat = (360 / Math.PI) * Math.atan(Math.exp((0.5 - my) * 2 * Math.PI)) - 90
    return store.zones.every((zone) => !inRing(zone.geometry.coordinates[0]!, [lng, lat]))
  })
  expect(outside, 'a corner of the map is outside every zone').toBeDefined()
  await page.mouse.move(canvas.x + outside![0], canvas.y + outside![1], { steps: 4 })
  await expect(canvasBox).not.toHaveAttribute('data-hovered-zone')
  // The zone named in the address stays highlighted.
  await expect(canvasBox).toHaveAttribute('data-highlighted-zone', store.zone)
  expect(errors).toEqual([])
})

test('providers locator: after a search the map frames the place searched and the nearest providers, not the country', async ({ page }, testInfo) => {
  test.slow()
  const errors = watchConsole(page)
  await page.goto('/certifying-providers?location=60156')
  const section = page.getByRole('region', { name: 'Certifying providers near 60156 Lake In The Hills, IL' })
  const items = section.getByRole('list', { name: 'Provider map: list', includeHidden: true }).getByRole('listitem')
  // Nearest first: the list items carry the providers' ids.
  const ids = (await items.evaluateAll((lis) => lis.map((li) => li.id))).map((id) => Number(/provider-(\d+)$/.exec(id)?.[1]))
  expect(ids.length).toBeGreaterThan(NEAREST_FRAMED + 1)
  const places = await withE2eDatabase(async (client) => {
    const rows = (await client.query<{ id: number; lat: number; lng: number }>('select id, lat, lng from certifying_providers where id = any($1::int[])', [ids])).rows
    return ids.map((id) => rows.find((row) => row.id === id)!)
  })
  if (testInfo.project.name === 'mobile') await section.getByRole('button', { name: 'Map' }).click()
  const map = await drawnMap(page, section.getByRole('region', { name: 'Provider map', exact: true }))
  await expect(map.getByRole('img', { name: 'Search location' })).toBeVisible()
  const view = await mapView(map)
  // The searched place (60156's centroid) and the nearest providers are in view…
  expect(contains(view, { lat: 42.1817, lng: -88.3304 })).toBe(true)
  for (const place of places.slice(0, NEAREST_FRAMED)) expect(contains(view, place), `provider ${place.id} is framed`).toBe(true)
  // …and the farthest (the list spans the country: Nevada to Massachusetts) is not.
  expect(contains(view, places.at(-1)!)).toBe(false)
  expect(view.east - view.west).toBeLessThan(20)

  // A new search from the page (a client navigation) frames the new place, not the old one.
  await waitForHydration(page)
  const search = page.getByRole('search', { name: 'Find a certifying provider' })
  await search.getByRole('combobox', { name: 'Location' }).fill('10001')
  await search.getByRole('button', { name: 'Search' }).click()
  const next = page.getByRole('region', { name: 'Certifying providers near 10001 New York, NY' })
  await expect(next).toBeVisible()
  if (testInfo.project.name === 'mobile') await next.getByRole('button', { name: 'Map' }).click()
  const nextMap = await drawnMap(page, next.getByRole('region', { name: 'Provider map', exact: true }))
  await expect.poll(async () => contains(await mapView(nextMap), { lat: 40.75, lng: -73.99 })).toBe(true)
  expect(contains(await mapView(nextMap), { lat: 42.1817, lng: -88.3304 })).toBe(false)
  expect(errors).toEqual([])
})

test('dispensaries index: the nation-wide map draws a marker for every listing, each inside the map box, after the zoom to 4 on wide screens', async ({ page }, testInfo) => {
  test.slow()
  const errors = watchConsole(page)
  await page.goto('/dispensaries')
  const section = page.getByRole('region', { name: 'All dispensaries on the map' })
  const listed = await section.getByRole('list', { name: 'Map of every dispensary: list' }).getByRole('listitem').count()
  const wide = testInfo.project.name === 'desktop'
  if (!wide) await section.getByRole('button', { name: 'Map' }).click()
  const map = await drawnMap(page, section.getByRole('region', { name: 'Map of every dispensary', exact: true }))
  const markers = map.locator('.maplibregl-marker')
  await expect(markers).toHaveCount(listed)
  // 000 §9: zoom 3, then (from 1014 px, after 500 ms) closer, up to 4, as far as every marker stays in.
  if (wide) await expect.poll(async () => (await mapView(map)).zoom, { timeout: 10_000 }).toBeGreaterThan(3)
  else expect((await mapView(map)).zoom).toBeLessThanOrEqual(3)
  const zoom = (await mapView(map)).zoom
  expect(zoom).toBeLessThanOrEqual(4)
  const canvas = (await map.locator('canvas').boundingBox())!
  const boxes = await markers.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect))
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(canvas.x - 0.5)
    expect(box.top).toBeGreaterThanOrEqual(canvas.y - 0.5)
    expect(box.right).toBeLessThanOrEqual(canvas.x + canvas.width + 0.5)
    expect(box.bottom).toBeLessThanOrEqual(canvas.y + canvas.height + 0.5)
  }
  // The view did not move on (a later zoom would take markers out again).
  await page.waitForTimeout(1_000)
  expect((await mapView(map)).zoom).toBe(zoom)
  expect(errors).toEqual([])
})
