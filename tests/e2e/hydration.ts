import type { Page } from '@playwright/test'

/**
 * Resolves once React has hydrated the page shell (the header carries React's fiber), so a click on
 * a button that only works with JavaScript is not lost before the handlers exist.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const element = document.querySelector('header') ?? document.querySelector('#main')
    return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')))
  })
}

/**
 * Brings an island (app/ui/island.tsx: the footer, the menu's rows and grid) near the screen and
 * resolves once it renders for real (its element carries React's fiber), as its code loads when a
 * shopper gets near it.
 */
export async function waitForIsland(page: Page, selector: string, { scroll = true }: { scroll?: boolean } = {}): Promise<void> {
  // Focus reaching an island loads it too, for a test that must not scroll (infinite scroll).
  if (scroll) await page.locator(selector).first().scrollIntoViewIfNeeded()
  else await page.locator(selector).first().dispatchEvent('focusin')
  await page.waitForFunction((target) => {
    const element = document.querySelector(target)
    return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')))
  }, selector)
}
