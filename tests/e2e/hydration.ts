import type { Page } from '@playwright/test'

/**
 * Resolves once React has hydrated the page shell (the footer carries React's fiber), so a click on
 * a button that only works with JavaScript is not lost before the handlers exist.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const element = document.querySelector('footer') ?? document.querySelector('#main')
    return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')))
  })
}
