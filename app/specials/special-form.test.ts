import { describe, expect, it } from 'vitest'
import { instantToWallClock, parseSpecialForm, type SpecialFields, specialStatus, wallClockToInstant } from './special-form'

const NOW = new Date('2026-11-26T18:00:00Z') // noon in Chicago
const CHICAGO = { timeZone: 'America/Chicago', now: NOW }

const good: SpecialFields = {
  title: 'Weekend flower 20% off',
  detail: 'Every eighth from Prairie Bloom, Friday to Sunday.',
  discountType: 'percent',
  amount: '20',
  targetKind: 'brands',
  targets: ['12'],
  startsAt: '2026-11-27T09:00',
  endsAt: '2026-11-29T21:00',
}

describe('wallClockToInstant / instantToWallClock: store time', () => {
  it.each([
    ['2026-11-27T09:00', 'America/Chicago', '2026-11-27T15:00:00.000Z'],
    ['2026-07-04T09:00', 'America/Chicago', '2026-07-04T14:00:00.000Z'],
    ['2026-11-27T09:00', 'America/New_York', '2026-11-27T14:00:00.000Z'],
    ['2026-11-27T09:00', 'America/Los_Angeles', '2026-11-27T17:00:00.000Z'],
    ['2026-03-08T03:30', 'America/Chicago', '2026-03-08T08:30:00.000Z'],
    ['2026-11-01T01:30', 'America/Chicago', '2026-11-01T06:30:00.000Z'],
  ])('%s in %s is %s', (local, zone, iso) => {
    const instant = wallClockToInstant(local, zone)
    expect(instant?.toISOString()).toBe(iso)
    expect(instantToWallClock(new Date(iso), zone)).toBe(local)
  })

  it.each(['', '2026-02-30T09:00', '2026-13-01T09:00', '2026-11-27T24:00', '2026-11-27 09:00', 'tomorrow'])('%j is not a time', (value) => {
    expect(wallClockToInstant(value, 'America/Chicago')).toBeNull()
  })
})

describe('parseSpecialForm', () => {
  it('reads a good special in the store’s time zone', () => {
    const parsed = parseSpecialForm(good, CHICAGO)
    expect(parsed).toEqual({
      ok: true,
      draft: {
        title: 'Weekend flower 20% off',
        detail: 'Every eighth from Prairie Bloom, Friday to Sunday.',
        discountType: 'percent',
        amount: 20,
        targetKind: 'brands',
        targets: ['12'],
        startDate: new Date('2026-11-27T15:00:00Z'),
        endDate: new Date('2026-11-30T03:00:00Z'),
      },
    })
  })

  it('starts now when no start is given and runs until ended when no end is given', () => {
    const parsed = parseSpecialForm({ ...good, startsAt: '', endsAt: '' }, CHICAGO)
    expect(parsed.ok && parsed.draft).toMatchObject({ startDate: NOW, endDate: null })
  })

  it.each<[string, Partial<SpecialFields>, Record<string, string>]>([
    ['no title', { title: '  ' }, { title: 'Enter a title.' }],
    ['a title too long', { title: 'x'.repeat(81) }, { title: 'Title can be at most 80 characters.' }],
    ['markup in the title', { title: '<script>alert(1)</script>' }, { title: 'Use plain text: no < or > signs or control characters.' }],
    ['markup in the description', { detail: 'Save <b>big</b>' }, { detail: 'Use plain text: no < or > signs or control characters.' }],
    ['a bidirectional override in the title', { title: 'Sale \u202Eevil' }, { title: 'Use plain text: no < or > signs or control characters.' }],
    ['an unknown discount type', { discountType: 'bogo' }, { discountType: 'Choose percentage off, amount off or a fixed price.' }],
    ['no amount', { amount: '' }, { amount: 'Enter the discount.' }],
    ['a negative amount', { amount: '-5' }, { amount: 'The discount cannot be negative.' }],
    ['an amount that is not a number', { amount: 'ten' }, { amount: 'Enter the discount as a number, with at most two decimals.' }],
    ['three decimals', { amount: '1.005' }, { amount: 'Enter the discount as a number, with at most two decimals.' }],
    ['more than 100 % off', { amount: '120' }, { amount: 'A percentage off must be more than 0 and at most 100.' }],
    ['0 % off', { amount: '0' }, { amount: 'A percentage off must be more than 0 and at most 100.' }],
    ['$0 off', { discountType: 'dollar_amount', amount: '0' }, { amount: 'An amount off must be more than $0.' }],
    ['an absurd fixed price', { discountType: 'target_price', amount: '25000' }, { amount: 'The discount can be at most $10,000.' }],
    ['no target kind', { targetKind: 'stores' }, { targetKind: 'Choose whether the special applies to products, brands or categories.' }],
    ['no targets', { targets: [] }, { targets: 'Choose at least one of the brands it applies to.' }],
    ['a product that is not an id', { targetKind: 'products', targets: ['1 or 1=1'] }, { targets: 'That is not a product of this menu.' }],
    ['an end before the start', { endsAt: '2026-11-27T08:00' }, { endsAt: 'The end must be after the start.' }],
    ['an end equal to the start', { endsAt: '2026-11-27T09:00' }, { endsAt: 'The end must be after the start.' }],
    ['an end already past', { startsAt: '2026-11-01T09:00', endsAt: '2026-11-20T09:00' }, { endsAt: 'The end is already past. Choose a later end.' }],
    ['a start that is not a time', { startsAt: '2026-02-30T09:00' }, { startsAt: 'Enter the start as a date and time.' }],
  ])('refuses %s with a clear message', (_label, change, errors) => {
    expect(parseSpecialForm({ ...good, ...change }, CHICAGO)).toEqual({ ok: false, errors })
  })

  it('accepts a fixed price of $0.50 and $5 written with a dollar sign', () => {
    const fixed = parseSpecialForm({ ...good, discountType: 'target_price', amount: '0.50' }, CHICAGO)
    expect(fixed.ok && fixed.draft.amount).toBe(0.5)
    const off = parseSpecialForm({ ...good, discountType: 'dollar_amount', amount: '$5' }, CHICAGO)
    expect(off.ok && off.draft.amount).toBe(5)
  })
})

describe('specialStatus', () => {
  const start = new Date('2026-11-27T15:00:00Z')
  const end = new Date('2026-11-30T03:00:00Z')
  it.each<[string, boolean, Date | null, Date | null, string, string]>([
    ['before its start', true, start, end, '2026-11-27T14:00:00Z', 'scheduled'],
    ['running', true, start, end, '2026-11-28T00:00:00Z', 'live'],
    ['at its end', true, start, end, '2026-11-30T03:00:00Z', 'ended'],
    ['switched off', false, start, end, '2026-11-28T00:00:00Z', 'ended'],
    ['open-ended', true, start, null, '2030-01-01T00:00:00Z', 'live'],
  ])('%s', (_label, enabled, startDate, endDate, at, status) => {
    expect(specialStatus({ enabled, startDate, endDate }, new Date(at))).toBe(status)
  })
})
