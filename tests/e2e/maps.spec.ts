import type { Locator, Page } from '@playwright/test'
import { withE2eDatabase } from './e2e-database'
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

test('dispensaries index: the nation-wide map draws with a marker for every listing', async ({ page }, testInfo) => {
  test.slow()
  const errors = watchConsole(page)
  await page.goto('/dispensaries')
  const section = page.getByRole('region', { name: 'All dispensaries on the map' })
  const listed = await section.getByRole('list', { name: 'Map of every dispensary: list' }).getByRole('listitem').count()
  if (testInfo.project.name === 'mobile') await section.getByRole('button', { name: 'Map' }).click()
  const map = await drawnMap(page, section.getByRole('region', { name: 'Map of every dispensary', exact: true }))
  // Every seeded dispensary has coordinates, so each has its marker.
  await expect(map.locator('.maplibregl-marker')).toHaveCount(listed)
  expect(errors).toEqual([])
})

test('dispensary home: ?delivery-zone= scrolls to the map and highlights the zone', async ({ page }) => {
  test.slow()
  const errors = watchConsole(page)
  const store = await withE2eDatabase(async (client) => {
    const row = (
      await client.query<{ name: string; slug: string; zone: string; zone_name: string }>(
        `select d.name, d.slug, z.id as zone, z.name as zone_name from delivery_zones z
         join dispensaries d on d.id = z.dispensary_id join states s on s.id = d.state_id
         where s.code = 'IL' order by d.slug, z.sort desc limit 1`,
      )
    ).rows[0]
    if (!row) throw new Error('The seed should have an Illinois dispensary with delivery zones')
    return row
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
  expect(errors).toEqual([])
})
