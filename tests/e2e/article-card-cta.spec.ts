import AxeBuilder from '@axe-core/playwright'
import { waitForHydration } from './hydration'
import { expect, test } from './test'

/**
 * Issue 16 (000 §2): a dispensary link in an article card gets the state-FAQ anchor appended, and
 * lands on the dispensary page's FAQ; a link to a getting-a-medical-card page does not.
 */
test('article cards: the dispensary link jumps to the dispensary’s FAQ; the medical-card link has no anchor', async ({ page }) => {
  await page.goto('/blog?filter-category=dispensary-tips')
  const shopping = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Shopping in Illinois: Taxes, Limits and Tips' }) })
  const visit = shopping.getByRole('link', { name: 'Visit Northmeadow Naperville' })
  await expect(visit).toHaveAttribute('href', '/dispensaries/illinois/naperville#state-faq')
  const medical = page.getByRole('article').filter({ has: page.getByRole('heading', { name: /^Illinois Medical Cannabis Patients/ }) })
  await expect(medical.getByRole('link', { name: 'Get your Illinois medical card' })).toHaveAttribute('href', '/dispensaries/illinois/getting-a-medical-card')
  const results = await new AxeBuilder({ page }).include('main ul').analyze()
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])

  await waitForHydration(page)
  await visit.click()
  await expect(page).toHaveURL(/\/dispensaries\/illinois\/naperville#state-faq$/)
  const faq = page.locator('#state-faq')
  await expect(faq.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeVisible()
  await expect(faq).toBeInViewport()
})
