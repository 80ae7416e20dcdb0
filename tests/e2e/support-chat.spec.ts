import type { Page } from '@playwright/test'
import { signInViaForm } from './accounts'
import { seriousViolations } from './axe'
import { chatStores } from './chat-stores'
import { waitForHydration } from './hydration'
import { ANY_WIDTH } from './projects'
import { expect, test } from './test'

/**
 * Issue 18: the support chat. A visitor and an agent (two browser contexts) talk over the chat
 * socket; a reload restores the chat; ending asks first; without an agent the visitor leaves a
 * message. The seeded chain has dispensaries with chat (showChatBox) and a staff account per store.
 */

const PASSWORD = 'Meadow-demo-2026'

const chatWindow = (page: Page, name: string) => page.getByRole('dialog', { name: `Chat with ${name}` })

test('a visitor and an agent converse; a reload restores the chat; ending asks first', ANY_WIDTH, async ({ page, browser }) => {
  const [store] = await chatStores()
  if (!store) throw new Error('no seeded dispensary offers chat')

  // The agent: staff of the store, on duty in the console.
  const agentContext = await browser.newContext()
  const agent = await agentContext.newPage()
  await signInViaForm(agent, { email: `staff-${store.storeId}@northmeadow.example`, password: PASSWORD })
  await agent.goto('/staff/chat')
  await expect(agent.getByRole('heading', { level: 1, name: 'Support chat' })).toBeVisible()
  const onDuty = agent.getByRole('switch', { name: 'Available for chats' })
  await expect(onDuty).toBeEnabled()
  await onDuty.check()
  await expect(agent.getByText('Shoppers can reach you.')).toBeVisible()
  expect(await seriousViolations(agent)).toEqual([])

  // The visitor opens the chat from the bubble, affirms their age and asks (a question of this run: the queue may hold others).
  const question = `Do you have the Lemon Cherry Gelato vape in stock? I could come by at ${Date.now() % 10_000}.`
  await page.goto(store.path)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Chat with us', exact: true }).last().click()
  const widget = chatWindow(page, store.name)
  // The first open fetches the window's code and asks for agents: allow for a loaded CI machine.
  await expect(widget.getByText('An agent is available.', { exact: false })).toBeVisible({ timeout: 15_000 })
  await widget.getByRole('button', { name: 'Start chat' }).click()
  await expect(widget.getByText('Please confirm your age before you start the chat.')).toBeVisible()
  // A checkbox, or where the dispensary has a medical menu one of two choices (a registered patient is the other).
  await widget.getByLabel('I am 21 or older.').check()
  await widget.getByRole('textbox', { name: 'Your message' }).fill(question)
  await widget.getByRole('button', { name: 'Start chat' }).click()
  await expect(widget.getByText('Waiting for the next available agent…')).toBeVisible()
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])

  // The agent accepts and answers; the visitor's text arrives as typed, not as markup.
  await agent.getByRole('listitem').filter({ hasText: question }).getByRole('button', { name: /Accept chat from Customer/ }).click()
  const conversation = agent.getByRole('region', { name: 'Conversation' })
  await expect(conversation.getByText(question)).toBeVisible()
  await expect(conversation.getByText('Age affirmed: 21 or older.', { exact: false })).toBeVisible()
  await conversation.getByRole('textbox', { name: 'Reply to Customer' }).fill('We do: six left at the counter.')
  await conversation.getByRole('button', { name: 'Send' }).click()
  await expect(widget.getByText('We do: six left at the counter.')).toBeVisible()
  await expect(widget.getByText('You are chatting with Staff.')).toBeVisible()
  const composer = widget.getByRole('textbox', { name: 'Message' })
  await composer.fill('<b>Great</b>, I will come by.')
  await composer.press('Enter')
  await expect(conversation.getByText('<b>Great</b>, I will come by.')).toBeVisible()

  // A click outside minimizes it to the bubble, which brings it back.
  await page.getByRole('heading', { level: 1 }).click()
  await expect(widget).toBeHidden()
  await page.getByRole('button', { name: 'Open the chat (a chat is in progress)' }).click()
  await expect(widget).toBeVisible()

  // Reload: the chat comes back from session storage (saved 1000 ms after the last change) with its transcript.
  await page.waitForFunction(() => window.sessionStorage.getItem('chatDetails') !== null && window.sessionStorage.getItem('minimizeChat') === 'false')
  await page.reload()
  await expect(widget.getByText('We do: six left at the counter.')).toBeVisible()
  await expect(widget.getByText('<b>Great</b>, I will come by.')).toBeVisible()

  // Ending asks first; Cancel keeps the chat, Exit ends it for both.
  await widget.getByRole('button', { name: 'End chat' }).click()
  const gate = widget.getByRole('alertdialog', { name: 'Are you sure you want to end the chat?' })
  await gate.getByRole('button', { name: 'Cancel' }).click()
  await expect(gate).toBeHidden()
  await widget.getByRole('button', { name: 'End chat' }).click()
  await gate.getByRole('button', { name: 'Exit' }).click()
  await expect(widget).toBeHidden()
  await expect(conversation.getByText('Customer ended the chat.')).toBeVisible()
  await expect(conversation.getByText('This chat has ended.', { exact: true })).toBeVisible()
  await agent.reload()
  await expect(agent.getByRole('group').filter({ hasText: question })).toHaveCount(1)
  await agentContext.close()
})

test('without an agent the visitor leaves a message; flow=chat-support opens the chat and leaves the address', async ({ page }) => {
  const stores = await chatStores()
  // Not the store the conversation journey puts an agent on.
  const store = stores[1]
  if (!store) throw new Error('fewer than two seeded dispensaries offer chat')
  await page.goto(`${store.path}?flow=chat-support`)
  const widget = chatWindow(page, store.name)
  await expect(widget.getByText('No one is available to chat right now.')).toBeVisible({ timeout: 15_000 })
  await expect(page).toHaveURL((url) => !url.search.includes('flow='))
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])

  await widget.getByRole('button', { name: 'Send message' }).click()
  await expect(widget.getByText('Please enter a message.')).toBeVisible()
  await widget.getByRole('textbox', { name: 'Your name' }).fill('Dana Whitfield')
  await widget.getByRole('textbox', { name: 'Email' }).fill('dana.whitfield@example.com')
  await widget.getByRole('textbox', { name: 'Message' }).fill('Do you deliver to Bloomfield on Sundays?')
  await widget.getByRole('button', { name: 'Send message' }).click()
  await expect(widget.getByText('Thank you, your message is on its way.')).toBeVisible()

  // No agents: the header button closes.
  await widget.getByRole('button', { name: 'Close the chat' }).click()
  await expect(widget).toBeHidden()
  // The footer's chat button opens it again.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Chat with us' }).click()
  await expect(widget.getByText('No one is available to chat right now.')).toBeVisible()
})

test('the agent console is for staff only', ANY_WIDTH, async ({ page }) => {
  await page.goto('/staff/chat')
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fstaff%2Fchat/)
  await signInViaForm(page, { email: 'demo@northmeadow.example', password: PASSWORD })
  expect((await page.goto('/staff/chat'))?.status()).toBe(403)
  await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible()
})

test.describe('on a first visit, with the consent banner showing', () => {
  // Past the age gate, but no consent choice yet: the banner shows at the bottom of the screen.
  const host = new URL(process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 3100}`).hostname
  test.use({
    storageState: {
      cookies: [{ name: 'nm_age_verified', value: 'true', domain: host, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }],
      origins: [],
    },
  })

  test('the chat bubble waits above the banner at every width, and goes back down once the visitor chooses', ANY_WIDTH, async ({ page }) => {
    const [store] = await chatStores()
    if (!store) throw new Error('no seeded dispensary offers chat')
    const banner = page.getByRole('region', { name: 'Cookies on Northmeadow' })
    // The floating bubble (the page's content can have a 'Chat with us' button of its own).
    const bubble = page.locator('button.chat-bubble')
    for (const width of [320, 390, 430, 767, 768, 1024, 1279, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(store.path)
      await expect(banner).toBeVisible()
      await expect(bubble).toBeVisible()
      const [bubbleBox, bannerBox] = [await bubble.boundingBox(), await banner.boundingBox()]
      if (!bubbleBox || !bannerBox) throw new Error('the bubble or the banner has no box')
      // Entirely above the banner: none of the banner's text or buttons is under it.
      expect(bubbleBox.y + bubbleBox.height, `at ${width} px`).toBeLessThanOrEqual(bannerBox.y)
    }
    await waitForHydration(page)
    await banner.getByRole('button', { name: 'Reject all' }).click()
    await expect(banner).toHaveCount(0)
    // Back in its place, 5.5 rem (88 px) above the bottom of the screen.
    await expect.poll(async () => Math.round(900 - ((await bubble.boundingBox())?.y ?? 0) - 56)).toBe(88)
  })
})
