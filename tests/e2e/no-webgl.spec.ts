import type { Page } from '@playwright/test'
import { withE2eDatabase } from './e2e-database'
import { expect, test } from './test'

/**
 * Issue 15 without WebGL (an old device, a locked-down browser): no map is drawn and no map code is
 * fetched, and every page stays complete — the map sections' lists and the delivery zones list —
 * with no console error.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      if (/webgl/i.test(type)) return null
      return (getContext as (this: HTMLCanvasElement, ...args: unknown[]) => unknown).call(this, type, ...rest)
    } as typeof HTMLCanvasElement.prototype.getContext
  })
})

function watch(page: Page) {
  const errors: string[] = []
  const mapCode: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('request', (request) => {
    if (/maplibre|map-view/i.test(request.url())) mapCode.push(request.url())
  })
  return { errors, mapCode }
}

test('the index, state and locator lists and a home’s delivery zones are complete without WebGL', async ({ page }, testInfo) => {
  test.slow()
  const phone = testInfo.project.name === 'mobile'
  const seen = watch(page)

  await page.goto('/dispensaries')
  const cards = await page.getByRole('link', { name: /^View dispensary: / }).count()
  const nation = page.getByRole('region', { name: 'All dispensaries on the map' })
  await expect(nation.getByRole('list', { name: 'Map of every dispensary: list' }).getByRole('listitem')).toHaveCount(cards)
  if (phone) await nation.getByRole('button', { name: 'Map' }).click()
  const box = nation.locator('[data-map-state]')
  await expect(async () => box.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass()
  await expect(box).toHaveAttribute('data-map-state', 'fallback')
  await expect(box).toContainText('Every location on this map is also in the list.')
  await expect(box.locator('canvas')).toHaveCount(0)

  await page.goto('/certifying-providers?location=Joliet%2C+IL')
  const providers = page.getByRole('list', { name: 'Provider map: list' }).getByRole('listitem')
  const count = await withE2eDatabase(async (client) =>
    Number((await client.query<{ n: string }>("select count(*) as n from certifying_providers where state_code <> 'OH'")).rows[0]!.n),
  )
  await expect(providers).toHaveCount(count)
  await expect(providers.first().getByRole('button')).toContainText(/\d+\.\d mi \(approx\.\)$/)

  const store = await withE2eDatabase(async (client) => {
    const row = (
      await client.query<{ id: number; name: string; slug: string }>(
        `select d.id, d.name, d.slug from dispensaries d join states s on s.id = d.state_id
         where s.code = 'IL' and exists (select 1 from delivery_zones z where z.dispensary_id = d.id) order by d.slug limit 1`,
      )
    ).rows[0]!
    const zones = (await client.query<{ name: string }>('select name from delivery_zones where dispensary_id = $1 order by sort, id', [row.id])).rows
    return { ...row, zones: zones.map((zone) => zone.name) }
  })
  await page.goto(`/dispensaries/illinois/${store.slug}`)
  const section = page.locator('#map')
  await expect(section.getByRole('list', { name: 'Delivery zones' }).getByRole('listitem').locator('p')).toHaveText(store.zones)
  const homeBox = section.locator('[data-map-state]')
  await expect(async () => homeBox.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass()
  await expect(homeBox).toHaveAttribute('data-map-state', 'fallback')
  await expect(section.getByRole('link', { name: new RegExp(`^Get directions to ${store.name}$`) })).toBeVisible()

  expect(seen.mapCode).toEqual([])
  expect(seen.errors).toEqual([])
})
