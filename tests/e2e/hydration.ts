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
  // Each poll looks the island up again: the live render replaces the static element, so a handle
  // taken before the swap would be detached. Focus reaching an island loads it too, for a test that
  // must not scroll (infinite scroll).
  await page.waitForFunction(
    ({ target, scroll }) => {
      const element = document.querySelector(target)
      if (!element) return false
      if (Object.keys(element).some((key) => key.startsWith('__reactFiber'))) return true
      if (scroll) element.scrollIntoView({ block: 'center' })
      else element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
      return false
    },
    { target: selector, scroll },
    { polling: 100 },
  )
}
