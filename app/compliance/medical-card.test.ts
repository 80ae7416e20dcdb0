import { describe, expect, it } from 'vitest'
import {
  cardNumberError,
  formatCardDate,
  isCardExpired,
  isReturnPath,
  type MedicalCard,
  medicalCardProfileHref,
  parseCardDate,
  parseMedicalCard,
  reservationAccess,
  todayIn,
} from './medical-card'

const TODAY = '2026-11-26'
const STATES = ['IL', 'NJ', 'OH']

describe('cardNumberError', () => {
  it.each<[string, string | null]>([
    ['MED-IL-0418273', null],
    ['abc123', null],
    ['  il-123456  ', null],
    ['123456', null],
    ['A'.repeat(25), null],
    ['', 'Enter your medical card number.'],
    ['   ', 'Enter your medical card number.'],
    ['12345', 'A medical card number has 6 to 25 characters.'],
    ['A'.repeat(26), 'A medical card number has 6 to 25 characters.'],
    ['IL 123 456', 'Use only letters, digits and dashes, as printed on your card.'],
    ['IL_123456', 'Use only letters, digits and dashes, as printed on your card.'],
    ['IL/123456', 'Use only letters, digits and dashes, as printed on your card.'],
    ["1234'; drop", 'Use only letters, digits and dashes, as printed on your card.'],
    ['ÄBC12345', 'Use only letters, digits and dashes, as printed on your card.'],
  ])('%j → %j', (value, error) => {
    expect(cardNumberError(value)).toBe(error)
  })
})

describe('parseCardDate', () => {
  it.each<[string, string | null]>([
    ['2027-03-31', '2027-03-31'],
    ['03/31/2027', '2027-03-31'],
    [' 2028-02-29 ', '2028-02-29'],
    ['2027-02-29', null],
    ['02/30/2027', null],
    ['2027-13-01', null],
    ['2027-3-1', null],
    ['31/03/2027', null],
    ['tomorrow', null],
    ['', null],
  ])('%j → %j', (value, parsed) => {
    expect(parseCardDate(value)).toBe(parsed)
  })

  it('formats a stored date as MM/DD/YYYY', () => {
    expect(formatCardDate('2027-03-31')).toBe('03/31/2027')
    expect(formatCardDate('not a date')).toBe('not a date')
  })
})

describe('isCardExpired', () => {
  it.each<[string, string, boolean]>([
    ['2026-11-25', TODAY, true],
    ['2026-11-26', TODAY, false],
    ['2026-11-27', TODAY, false],
    ['2025-12-31', TODAY, true],
  ])('a card expiring %s on %s is expired: %s', (expiresOn, today, expired) => {
    expect(isCardExpired(expiresOn, today)).toBe(expired)
  })
})

describe('todayIn', () => {
  // 04:30 UTC on 26 November is still the 25th in Chicago and Los Angeles, already the 26th in UTC.
  const now = new Date('2026-11-26T04:30:00Z')
  it.each<[string, string]>([
    ['UTC', '2026-11-26'],
    ['America/New_York', '2026-11-25'],
    ['America/Chicago', '2026-11-25'],
    ['America/Los_Angeles', '2026-11-25'],
  ])('%s → %s', (zone, date) => {
    expect(todayIn(zone, now)).toBe(date)
  })

  it('gives each zone its own day when asked again (each zone keeps its own formatter)', () => {
    const later = new Date('2026-11-26T07:30:00Z')
    expect([todayIn('America/Chicago', now), todayIn('UTC', now), todayIn('America/Chicago', later), todayIn('America/Los_Angeles', later)]).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-26',
      '2026-11-25',
    ])
  })

  it('refuses a zone that does not exist, every time', () => {
    expect(() => todayIn('Mars/Olympus_Mons', now)).toThrow(RangeError)
    expect(() => todayIn('Mars/Olympus_Mons', now)).toThrow(RangeError)
  })
})

describe('parseMedicalCard', () => {
  const valid = { state: 'IL', cardNumber: ' med-il-0418273 ', expiresOn: '2027-03-31' }

  it('normalises a valid card', () => {
    expect(parseMedicalCard(valid, { today: TODAY, states: STATES })).toEqual({
      ok: true,
      card: { stateCode: 'IL', cardNumber: 'MED-IL-0418273', expiresOn: '2027-03-31' },
    })
  })

  it.each<[string, Partial<typeof valid>, Record<string, string>]>([
    ['no state', { state: '' }, { state: 'Choose the state that issued your card.' }],
    ['a state without medical menus', { state: 'CA' }, { state: 'Choose one of the states listed.' }],
    ['not a state', { state: 'XX' }, { state: 'Choose one of the states listed.' }],
    ['no number', { cardNumber: '' }, { cardNumber: 'Enter your medical card number.' }],
    ['a short number', { cardNumber: 'AB12' }, { cardNumber: 'A medical card number has 6 to 25 characters.' }],
    ['no date', { expiresOn: '' }, { expiresOn: 'Enter the expiration date printed on your card.' }],
    ['an impossible date', { expiresOn: '2027-02-30' }, { expiresOn: 'Enter a real date, as MM/DD/YYYY.' }],
    ['an expired card', { expiresOn: '2026-11-25' }, { expiresOn: 'This card has expired. Enter the date of a card that is still valid.' }],
    ['a date more than ten years ahead', { expiresOn: '2036-11-27' }, { expiresOn: 'That date is too far ahead. Check the expiration date on your card.' }],
  ])('refuses %s', (_, change, errors) => {
    expect(parseMedicalCard({ ...valid, ...change }, { today: TODAY, states: STATES })).toEqual({ ok: false, errors })
  })

  it.each<[string, string]>([
    ['expiring today', TODAY],
    ['exactly ten years ahead', '2036-11-26'],
    ['typed as MM/DD/YYYY', '11/26/2026'],
  ])('accepts a card %s', (_, expiresOn) => {
    expect(parseMedicalCard({ ...valid, expiresOn }, { today: TODAY, states: STATES }).ok).toBe(true)
  })

  it('reports every field at once', () => {
    const result = parseMedicalCard({}, { today: TODAY, states: STATES })
    expect(result.ok).toBe(false)
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(['cardNumber', 'expiresOn', 'state'])
  })
})

describe('reservationAccess', () => {
  const medicalIL = { menuKind: 'medical' as const, stateCode: 'IL' }
  const recreationalIL = { menuKind: 'recreational' as const, stateCode: 'IL' }
  const ilCard: MedicalCard = { stateCode: 'IL', cardNumber: 'MED-IL-0418273', expiresOn: '2027-03-31' }
  const njCard: MedicalCard = { stateCode: 'NJ', cardNumber: 'NJ-99887766', expiresOn: '2027-03-31' }
  const expiredIL: MedicalCard = { ...ilCard, expiresOn: '2026-11-25' }
  const lastDayIL: MedicalCard = { ...ilCard, expiresOn: TODAY }

  it.each<[string, typeof medicalIL | typeof recreationalIL, boolean, MedicalCard | null, boolean, string | null]>([
    ['a guest on a recreational menu', recreationalIL, false, null, true, null],
    ['a shopper without a card on a recreational menu', recreationalIL, true, null, true, null],
    ['a guest on a medical menu', medicalIL, false, null, false, 'signed-out'],
    ['a guest whose card is somehow known', medicalIL, false, ilCard, false, 'signed-out'],
    ['a shopper without a card', medicalIL, true, null, false, 'no-card'],
    ["a shopper holding another state's card", medicalIL, true, njCard, false, 'no-card'],
    ['a shopper whose card expired yesterday', medicalIL, true, expiredIL, false, 'expired'],
    ['a shopper whose card expires today', medicalIL, true, lastDayIL, true, null],
    ['a shopper with a valid card', medicalIL, true, ilCard, true, null],
  ])('%s', (_, store, signedIn, card, ok, reason) => {
    const access = reservationAccess(store, { signedIn, card }, TODAY)
    expect(access.ok).toBe(ok)
    if (!access.ok) expect(access.reason).toBe(reason)
  })

  it('says what is missing, naming the state', () => {
    expect(reservationAccess(medicalIL, { signedIn: false, card: null }, TODAY)).toMatchObject({
      message:
        'This is a medical menu: only registered medical patients can reserve from it. Sign in or create an account, then add your Illinois medical card to your profile.',
    })
    expect(reservationAccess(medicalIL, { signedIn: true, card: njCard }, TODAY)).toMatchObject({
      message: 'This is a medical menu: add your Illinois medical card to your profile to reserve from it.',
    })
    expect(reservationAccess(medicalIL, { signedIn: true, card: expiredIL }, TODAY)).toMatchObject({
      message: 'Your Illinois medical card expired on 11/25/2026. Add your renewed card to your profile to reserve from this medical menu.',
    })
  })

  it('hands back the card a reservation records', () => {
    expect(reservationAccess(medicalIL, { signedIn: true, card: ilCard }, TODAY)).toEqual({ ok: true, card: ilCard })
    expect(reservationAccess(recreationalIL, { signedIn: true, card: ilCard }, TODAY)).toEqual({ ok: true, card: null })
  })
})

describe('the way back to checkout', () => {
  it.each<[string, boolean]>([
    ['/checkout/1001', true],
    ['/checkout/123456789', true],
    ['/checkout/0', false],
    ['/checkout/1234567890', false],
    ['/checkout/1001?mode=delivery', false],
    ['//evil.example/checkout/1', false],
    ['https://evil.example/checkout/1001', false],
    ['/account', false],
  ])('%s is a return path: %s', (path, ok) => {
    expect(isReturnPath(path)).toBe(ok)
  })

  it('links to the profile section, carrying only a checkout path', () => {
    expect(medicalCardProfileHref('/checkout/1001')).toBe('/account/profile?returnTo=%2Fcheckout%2F1001#medical-cards')
    expect(medicalCardProfileHref('https://evil.example/')).toBe('/account/profile#medical-cards')
    expect(medicalCardProfileHref()).toBe('/account/profile#medical-cards')
  })
})
