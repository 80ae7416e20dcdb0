import { sql } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signedUpShopper } from '~/account/test-accounts.server'
import { todayIn } from '~/compliance/medical-card'
import { loadContent } from '~/content/content.server'
import { getDb } from '~/db/client.server'
import { createDispensary, createMenu, createState } from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import { settle } from '../../tests/setup/route-outcome'
import { action, loader } from './account.profile'

/** The profile's medical cards (decision 0017): saved, renewed and removed by form posts; bad input changes nothing. */
const BASE = 'http://localhost:3000'

type Args = Parameters<typeof action>[0]

function post(cookie: string, fields: Record<string, string>, host = 'localhost:3000') {
  const request = new Request(`${BASE}/account/profile`, {
    method: 'POST',
    headers: { cookie, host, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  return settle(() => action({ request, params: {}, context: {} } as unknown as Args))
}

async function profile(cookie: string, query = '', host = 'localhost:3000') {
  const request = new Request(`${BASE}/account/profile${query}`, { headers: { cookie, host } })
  const outcome = await settle(() => loader({ request, params: {}, context: {} } as unknown as Args))
  expect(outcome.status).toBe(200)
  return (outcome.body as { medical: { states: { code: string }[]; cards: unknown[]; returnTo: string | null; notice: string | null } }).medical
}

async function cards() {
  const { rows } = await getDb().execute<{ state_code: string; card_number: string; expires_on: string }>(sql`
    select state_code, card_number, to_char(expires_on, 'YYYY-MM-DD') as expires_on from medical_cards order by state_code
  `)
  return rows
}

/** A date `days` from today in US Eastern time, as a date input posts it. */
function inDays(days: number): string {
  const today = todayIn('America/New_York', new Date())
  const date = new Date(`${today}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

let cookie: string

beforeAll(async () => {
  await loadContent('content')
})

beforeEach(async () => {
  await resetDatabase()
  const db = getDb()
  for (const [code, slug, name] of [
    ['IL', 'illinois', 'Illinois'],
    ['OH', 'ohio', 'Ohio'],
    ['NJ', 'new-jersey', 'New Jersey'],
  ] as const) {
    const state = await createState(db, { code, slug, name })
    const dispensary = await createDispensary(db, { stateId: state.id })
    // New Jersey has only a recreational menu here: no card is needed there.
    await createMenu(db, { dispensaryId: dispensary.id, kind: code === 'NJ' ? 'recreational' : 'medical' })
  }
  cookie = (await signedUpShopper()).cookie
})

describe('the profile’s medical cards', () => {
  it('offers the states with a medical menu in the host’s region', async () => {
    expect((await profile(cookie)).states.map((s) => s.code)).toEqual(['IL'])
    expect((await profile(cookie, '', 'oh.localhost:3000')).states.map((s) => s.code)).toEqual(['OH'])
  })

  it('saves a card, normalised, and shows it with a notice', async () => {
    const expires = inDays(400)
    const saved = await post(cookie, { intent: 'save-card', state: 'IL', cardNumber: ' med-il-0418273 ', expiresOn: expires })
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/account/profile?saved=IL#medical-cards')
    expect(await cards()).toEqual([{ state_code: 'IL', card_number: 'MED-IL-0418273', expires_on: expires }])
    const shown = await profile(cookie, '?saved=IL')
    expect(shown.notice).toBe('Your Illinois medical card is saved.')
    expect(shown.cards).toEqual([
      { stateCode: 'IL', stateName: 'Illinois', cardNumber: 'MED-IL-0418273', expiresOn: `${expires.slice(5, 7)}/${expires.slice(8)}/${expires.slice(0, 4)}`, expired: false },
    ])
  })

  it('renews a state’s card in place and goes back to the checkout it came from', async () => {
    await post(cookie, { intent: 'save-card', state: 'IL', cardNumber: 'IL-111111', expiresOn: inDays(10) })
    const renewed = await post(cookie, { intent: 'save-card', state: 'IL', cardNumber: 'IL-222222', expiresOn: inDays(700), returnTo: '/checkout/1001' })
    expect(renewed.status).toBe(303)
    expect(renewed.headers.get('location')).toBe('/checkout/1001')
    expect(await cards()).toEqual([{ state_code: 'IL', card_number: 'IL-222222', expires_on: inDays(700) }])
  })

  it('never sends the shopper anywhere but a checkout page', async () => {
    const saved = await post(cookie, { intent: 'save-card', state: 'IL', cardNumber: 'IL-111111', expiresOn: inDays(10), returnTo: 'https://evil.example/' })
    expect(saved.headers.get('location')).toBe('/account/profile?saved=IL#medical-cards')
    expect((await profile(cookie, '?returnTo=//evil.example')).returnTo).toBeNull()
    expect((await profile(cookie, '?returnTo=/checkout/1001')).returnTo).toBe('/checkout/1001')
  })

  it.each<[string, Record<string, string>, number, Record<string, string>]>([
    ['an expired card', { state: 'IL', cardNumber: 'IL-111111', expiresOn: inDays(-1) }, 422, { expiresOn: 'This card has expired. Enter the date of a card that is still valid.' }],
    ['a number with spaces', { state: 'IL', cardNumber: 'IL 111 111', expiresOn: inDays(30) }, 422, { cardNumber: 'Use only letters, digits and dashes, as printed on your card.' }],
    ['a short number', { state: 'IL', cardNumber: 'IL1', expiresOn: inDays(30) }, 422, { cardNumber: 'A medical card number has 6 to 25 characters.' }],
    ['an impossible date', { state: 'IL', cardNumber: 'IL-111111', expiresOn: '2031-02-30' }, 422, { expiresOn: 'Enter a real date, as MM/DD/YYYY.' }],
    ['a state without a medical menu', { state: 'NJ', cardNumber: 'NJ-111111', expiresOn: inDays(30) }, 422, { state: 'Choose one of the states listed.' }],
    ['an Ohio card on the main host', { state: 'OH', cardNumber: 'OH-111111', expiresOn: inDays(30) }, 422, { state: 'Choose one of the states listed.' }],
  ])('refuses %s with a message and saves nothing', async (_, fields, status, errors) => {
    const refused = await post(cookie, { intent: 'save-card', ...fields })
    expect(refused.status).toBe(status)
    expect((refused.body as { errors: unknown }).errors).toEqual(errors)
    expect(await cards()).toEqual([])
  })

  it('refuses an unknown intent with a 400', async () => {
    const refused = await post(cookie, { intent: 'promote', state: 'IL' })
    expect(refused.status).toBe(400)
    expect(await cards()).toEqual([])
  })

  it('removes a card', async () => {
    await post(cookie, { intent: 'save-card', state: 'IL', cardNumber: 'IL-111111', expiresOn: inDays(30) })
    const removed = await post(cookie, { intent: 'remove-card', state: 'IL' })
    expect(removed.status).toBe(303)
    expect(removed.headers.get('location')).toBe('/account/profile?removed=IL#medical-cards')
    expect(await cards()).toEqual([])
  })

  it('is for signed-in shoppers only', async () => {
    const outcome = await post('', { intent: 'save-card', state: 'IL', cardNumber: 'IL-111111', expiresOn: inDays(30) })
    expect(outcome.status).toBe(302)
    expect(await cards()).toEqual([])
  })
})
