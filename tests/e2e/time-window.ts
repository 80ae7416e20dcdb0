import type { Page } from '@playwright/test'

/**
 * Chooses a pickup or delivery window at checkout: the second one offered, not the first. The first
 * stops being offered once the lead time reaches its start (15 minutes before it), and a test that
 * loads the form just before that and submits just after is refused 'That time is not available'
 * (it happened in CI at 16:15 store time). The second starts a slot (30 minutes) later. The list
 * always holds more than one: it covers today and the next two days.
 */
export async function chooseWindow(page: Page, name: 'Pickup window' | 'Delivery window'): Promise<void> {
  const select = page.getByRole('combobox', { name })
  // Option 0 is 'Choose a time'.
  const offered = (await select.locator('option').count()) - 1
  await select.selectOption({ index: offered >= 2 ? 2 : 1 })
}
