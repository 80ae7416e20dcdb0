import { expect, test } from './test'

/** The same server under the Ohio host name (OHIO_HOSTS=oh.localhost; Chromium resolves *.localhost to loopback). */
function ohioUrl(baseURL: string | undefined, path: string): string {
  const url = new URL(path, baseURL)
  url.hostname = 'oh.localhost'
  return url.toString()
}

test('an Ohio host lists only Ohio', async ({ page, baseURL }) => {
  await page.goto(ohioUrl(baseURL, '/dispensaries'))
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Ohio'])

  const response = await page.goto(ohioUrl(baseURL, '/dispensaries/illinois'))
  expect(response?.status()).toBe(404)
})

test('any other host hides Ohio', async ({ page }) => {
  await page.goto('/dispensaries')
  const stateHeadings = page.getByRole('main').getByRole('heading', { level: 2 })
  await expect(stateHeadings.first()).toBeVisible()
  expect(await stateHeadings.allTextContents()).toContain('Illinois')
  expect(await stateHeadings.allTextContents()).not.toContain('Ohio')

  const response = await page.goto('/dispensaries/ohio')
  expect(response?.status()).toBe(404)
})
