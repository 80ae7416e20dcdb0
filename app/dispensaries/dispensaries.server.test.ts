import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getDb } from '~/db/client.server'
import type { OpeningHours } from '~/db/schema'
import { createDispensary, createMenu, createState } from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import {
  findNearby,
  forgetKeptDispensaryLists,
  getDispensary,
  getMenuPage,
  getState,
  listPickerStates,
  listStatesWithDispensaries,
  PICKER_STATES_TTL_MS,
  pickerDispensariesFor,
  pickerStates,
  shoppingDispensaryFor,
} from './dispensaries.server'

// Monday 2025-06-02, 15:00 UTC: 10:00 in Chicago, 11:00 in New York.
const now = new Date('2025-06-02T15:00:00Z')

const week = (overrides: Partial<Record<OpeningHours['day'], Partial<OpeningHours>>> = {}): OpeningHours[] =>
  (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const).map((day) => ({
    day,
    from: '09:00',
    to: '21:00',
    customLabel: null,
    fromMedical: null,
    toMedical: null,
    ...overrides[day],
  }))

async function chain() {
  const db = getDb()
  const illinois = await createState(db, { name: 'Illinois', slug: 'illinois', code: 'IL' })
  const massachusetts = await createState(db, { name: 'Massachusetts', slug: 'massachusetts', code: 'MA' })
  const ohio = await createState(db, { name: 'Ohio', slug: 'ohio', code: 'OH' })
  const empty = await createState(db, { name: 'Nevada', slug: 'nevada', code: 'NV' })

  const joliet = await createDispensary(db, {
    stateId: illinois.id,
    name: 'Northmeadow Joliet',
    slug: 'joliet',
    city: 'Joliet',
    timeZone: 'America/Chicago',
    hours: week({ Monday: { from: '08:00', to: '22:00', fromMedical: '07:00', toMedical: '22:00' } }),
    tags: ['lounge'],
    licenceAdultUse: '284.000123-AUDO',
    licenceMedical: 'DISP-0042',
    licenceLounge: null,
    lat: 41.525,
    lng: -88.0817,
  })
  const rec = await createMenu(db, { dispensaryId: joliet.id, kind: 'recreational', slug: 'recreational-menu', storeId: 1201, isDefault: false })
  const med = await createMenu(db, { dispensaryId: joliet.id, kind: 'medical', slug: 'medical-menu', storeId: 1202, isDefault: true })

  const lake = await createDispensary(db, {
    stateId: illinois.id,
    name: 'Northmeadow Lake in the Hills',
    slug: 'lake-in-the-hills',
    city: 'Lake in the Hills',
    timeZone: 'America/Chicago',
    hours: week({ Monday: { from: null, to: null, customLabel: 'Closed' } }),
    tags: [],
  })
  const lakeMenu = await createMenu(db, { dispensaryId: lake.id, kind: 'recreational', slug: 'recreational-menu', storeId: 1301 })

  const aurora = await createDispensary(db, {
    stateId: illinois.id,
    name: 'Northmeadow Aurora',
    slug: 'aurora',
    city: 'Aurora',
    timeZone: 'America/Chicago',
    hours: week(),
    tags: ['coming-soon'],
  })

  const salem = await createDispensary(db, {
    stateId: massachusetts.id,
    name: 'Northmeadow Salem',
    slug: 'salem',
    city: 'Salem',
    timeZone: 'America/New_York',
    hours: week(),
    tags: [],
  })
  await createMenu(db, { dispensaryId: salem.id, kind: 'recreational', slug: 'recreational-menu', storeId: 1401 })

  const columbus = await createDispensary(db, {
    stateId: ohio.id,
    name: 'Northmeadow Columbus',
    slug: 'columbus',
    city: 'Columbus',
    timeZone: 'America/New_York',
    hours: week(),
    tags: [],
    licenceAdultUse: 'DSP.0000812',
    licenceMedical: 'MMD.0700',
    licenceLounge: null,
  })
  await createMenu(db, { dispensaryId: columbus.id, kind: 'recreational', slug: 'recreational-menu', storeId: 1501 })

  return { illinois, massachusetts, ohio, empty, joliet, rec, med, lake, lakeMenu, aurora, salem, columbus }
}

beforeEach(async () => {
  await resetDatabase()
})

describe('listStatesWithDispensaries', () => {
  it('lists the main region alphabetically, hides Ohio and states without dispensaries', async () => {
    await chain()
    const states = await listStatesWithDispensaries('main', { now })
    expect(states.map((s) => s.name)).toEqual(['Illinois', 'Massachusetts'])
    expect(states[0]).toMatchObject({ slug: 'illinois', code: 'IL', path: '/dispensaries/illinois' })
  })

  it('lists only Ohio on an Ohio host', async () => {
    await chain()
    const states = await listStatesWithDispensaries('ohio', { now })
    expect(states.map((s) => s.slug)).toEqual(['ohio'])
    expect(states[0]?.dispensaries.map((d) => d.slug)).toEqual(['columbus'])
  })

  it('puts open dispensaries first, by name, with their menus default first', async () => {
    await chain()
    const [illinois] = await listStatesWithDispensaries('main', { now })
    expect(illinois?.dispensaries.map((d) => [d.name, d.comingSoon])).toEqual([
      ['Northmeadow Joliet', false],
      ['Northmeadow Lake in the Hills', false],
      ['Northmeadow Aurora', true],
    ])
    const joliet = illinois?.dispensaries[0]
    expect(joliet?.menus).toEqual([
      { storeId: 1202, kind: 'medical', slug: 'medical-menu', isDefault: true, path: '/dispensaries/illinois/joliet/1202/medical-menu/' },
      { storeId: 1201, kind: 'recreational', slug: 'recreational-menu', isDefault: false, path: '/dispensaries/illinois/joliet/1201/recreational-menu/' },
    ])
    expect(illinois?.dispensaries[2]?.menus).toEqual([])
  })

  it("computes today's hours in each dispensary's time zone", async () => {
    await chain()
    const [illinois] = await listStatesWithDispensaries('main', { now })
    expect(illinois?.dispensaries[0]?.today).toEqual({
      day: 'Monday',
      label: '8:00 AM – 10:00 PM',
      medicalLabel: '7:00 AM – 10:00 PM',
    })
    expect(illinois?.dispensaries[1]?.today.label).toBe('Closed')
  })

  it('returns app-shaped objects, not rows', async () => {
    await chain()
    const [illinois] = await listStatesWithDispensaries('main', { now })
    const joliet = illinois?.dispensaries[0]
    expect(Object.keys(joliet ?? {}).sort()).toEqual(
      ['address', 'city', 'comingSoon', 'hours', 'menus', 'name', 'path', 'phone', 'slug', 'tags', 'timeZone', 'today'].sort(),
    )
    expect(joliet?.address).toMatchObject({ city: 'Joliet', stateCode: 'IL' })
  })

  it('is empty when nothing is seeded', async () => {
    expect(await listStatesWithDispensaries('main', { now })).toEqual([])
  })
})

describe('listPickerStates', () => {
  it("lists the region's states with names, cities and paths only", async () => {
    await chain()
    const states = await listPickerStates('main')
    expect(states.map((s) => s.slug)).toEqual(['illinois', 'massachusetts'])
    expect(states[0]).toEqual({
      name: 'Illinois',
      slug: 'illinois',
      path: '/dispensaries/illinois',
      dispensaries: [
        { name: 'Northmeadow Joliet', slug: 'joliet', city: 'Joliet', path: '/dispensaries/illinois/joliet', comingSoon: false },
        {
          name: 'Northmeadow Lake in the Hills',
          slug: 'lake-in-the-hills',
          city: 'Lake in the Hills',
          path: '/dispensaries/illinois/lake-in-the-hills',
          comingSoon: false,
        },
        { name: 'Northmeadow Aurora', slug: 'aurora', city: 'Aurora', path: '/dispensaries/illinois/aurora', comingSoon: true },
      ],
    })
  })

  it('lists only Ohio on an Ohio host', async () => {
    await chain()
    expect((await listPickerStates('ohio')).map((s) => s.slug)).toEqual(['ohio'])
  })
})

describe('findNearby (the rows kept per process)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('reads the dispensaries once until the time to live has passed, and again after it or after forgetting', async () => {
    await chain()
    const nearest = async () => (await findNearby({ lat: 41.525, lng: -88.0817 }, 'main', { limit: 1, now }))[0]?.name
    const t0 = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(t0)
    expect(await nearest()).toBe('Northmeadow Joliet')
    await getDb().execute(sql`update dispensaries set name = 'Northmeadow Joliet West' where slug = 'joliet'`)
    vi.spyOn(Date, 'now').mockReturnValue(t0 + PICKER_STATES_TTL_MS - 1)
    expect(await nearest()).toBe('Northmeadow Joliet')
    vi.spyOn(Date, 'now').mockReturnValue(t0 + PICKER_STATES_TTL_MS)
    expect(await nearest()).toBe('Northmeadow Joliet West')
    await getDb().execute(sql`update dispensaries set name = 'Northmeadow Joliet' where slug = 'joliet'`)
    forgetKeptDispensaryLists()
    expect(await nearest()).toBe('Northmeadow Joliet')
  })
})

describe('pickerStates (the list kept per process)', () => {
  it('reads once per region until the time to live has passed, and again after it or after forgetting', async () => {
    await chain()
    const t0 = 1_000_000
    const first = await pickerStates('main', t0)
    await getDb().execute(sql`update dispensaries set name = 'Northmeadow Joliet West' where slug = 'joliet'`)
    expect(await pickerStates('main', t0 + PICKER_STATES_TTL_MS - 1)).toBe(first)
    const names = (list: Awaited<ReturnType<typeof pickerStates>>) => list.flatMap((state) => state.dispensaries.map((d) => d.name))
    expect(names(await pickerStates('main', t0 + PICKER_STATES_TTL_MS))).toContain('Northmeadow Joliet West')
    expect((await pickerStates('ohio', t0)).map((state) => state.slug)).toEqual(['ohio'])
    forgetKeptDispensaryLists()
    await getDb().execute(sql`update dispensaries set name = 'Northmeadow Joliet' where slug = 'joliet'`)
    expect(names(await pickerStates('main', t0))).toContain('Northmeadow Joliet')
  })

  it('names the dispensaries a page can show in the header, in order, once each, and nothing unknown', async () => {
    await chain()
    const list = await listPickerStates('main')
    const key = (stateSlug: string, dispensarySlug: string) => ({ stateSlug, dispensarySlug })
    const paths = (keys: Parameters<typeof pickerDispensariesFor>[1]) => pickerDispensariesFor(list, keys).map((d) => d.path)
    expect(paths([key('illinois', 'aurora'), null, key('illinois', 'joliet'), key('illinois', 'aurora')])).toEqual([
      '/dispensaries/illinois/aurora',
      '/dispensaries/illinois/joliet',
    ])
    expect(paths([key('ohio', 'columbus'), key('illinois', 'nowhere'), undefined])).toEqual([])
    expect((await shoppingDispensaryFor('main', '/dispensaries/illinois/joliet/12/recreational-menu/'))?.name).toBe('Northmeadow Joliet')
    expect(await shoppingDispensaryFor('main', '/not-a-menu')).toBeNull()
  })
})

describe('getState', () => {
  it('returns a state in the region with its dispensaries', async () => {
    await chain()
    const state = await getState('illinois', 'main', { now })
    expect(state?.name).toBe('Illinois')
    expect(state?.dispensaries).toHaveLength(3)
  })

  it.each([
    ['an unknown slug', 'atlantis', 'main'],
    ['Ohio on the main host', 'ohio', 'main'],
    ['Illinois on an Ohio host', 'illinois', 'ohio'],
  ] as const)('is null for %s', async (_label, slug, region) => {
    await chain()
    expect(await getState(slug, region, { now })).toBeNull()
  })

  it('returns Ohio on an Ohio host', async () => {
    await chain()
    expect((await getState('ohio', 'ohio', { now }))?.dispensaries.map((d) => d.slug)).toEqual(['columbus'])
  })

  it('returns a listed state without dispensaries with an empty list', async () => {
    await chain()
    expect(await getState('nevada', 'main', { now })).toEqual({
      name: 'Nevada',
      slug: 'nevada',
      code: 'NV',
      path: '/dispensaries/nevada',
      dispensaries: [],
    })
  })
})

describe('getDispensary', () => {
  it('returns the dispensary with menus, licences, week and directions', async () => {
    await chain()
    const joliet = await getDispensary('illinois', 'joliet', 'main', { now })
    expect(joliet).toMatchObject({
      name: 'Northmeadow Joliet',
      state: { name: 'Illinois', slug: 'illinois', code: 'IL', path: '/dispensaries/illinois' },
      lat: 41.525,
      lng: -88.0817,
      licences: [
        { label: 'ADULT USE', number: '284.000123-AUDO' },
        { label: 'MED', number: 'DISP-0042' },
      ],
      directionsUrl: 'https://www.openstreetmap.org/directions?to=41.525%2C-88.0817',
      timeZoneLabel: 'Central Time',
      comingSoon: false,
    })
    expect(joliet?.menus.map((m) => m.storeId)).toEqual([1202, 1201])
    expect(joliet?.week).toHaveLength(7)
    expect(joliet?.week[0]).toEqual({ day: 'Monday', label: '8:00 AM – 10:00 PM', medicalLabel: '7:00 AM – 10:00 PM' })
    expect(joliet?.description.length).toBeGreaterThan(0)
  })

  it("labels Ohio's licences 'Non-Med' and 'Med'", async () => {
    await chain()
    const columbus = await getDispensary('ohio', 'columbus', 'ohio', { now })
    expect(columbus?.licences).toEqual([
      { label: 'Non-Med', number: 'DSP.0000812' },
      { label: 'Med', number: 'MMD.0700' },
    ])
  })

  it('marks a coming-soon dispensary', async () => {
    await chain()
    const aurora = await getDispensary('illinois', 'aurora', 'main', { now })
    expect(aurora?.comingSoon).toBe(true)
    expect(aurora?.menus).toEqual([])
  })

  it.each([
    ['an unknown dispensary', 'illinois', 'nowhere', 'main'],
    ['a dispensary under the wrong state', 'massachusetts', 'joliet', 'main'],
    ['an Ohio dispensary on the main host', 'ohio', 'columbus', 'main'],
    ['an Illinois dispensary on an Ohio host', 'illinois', 'joliet', 'ohio'],
  ] as const)('is null for %s', async (_label, state, location, region) => {
    await chain()
    expect(await getDispensary(state, location, region, { now })).toBeNull()
  })
})

describe('getMenuPage', () => {
  it('returns the dispensary and the menu when store id and slug match', async () => {
    await chain()
    const page = await getMenuPage('illinois', 'joliet', 1201, 'recreational-menu', 'main', { now })
    expect(page?.menu).toEqual({
      storeId: 1201,
      kind: 'recreational',
      slug: 'recreational-menu',
      isDefault: false,
      path: '/dispensaries/illinois/joliet/1201/recreational-menu/',
    })
    expect(page?.dispensary.name).toBe('Northmeadow Joliet')
  })

  it.each([
    ['a wrong menu slug', 'illinois', 'joliet', 1201, 'medical-menu', 'main'],
    ['the store of another dispensary', 'illinois', 'joliet', 1301, 'recreational-menu', 'main'],
    ['an unknown store id', 'illinois', 'joliet', 999999, 'recreational-menu', 'main'],
    ['an unknown dispensary', 'illinois', 'nowhere', 1201, 'recreational-menu', 'main'],
    ['a store outside the region', 'ohio', 'columbus', 1501, 'recreational-menu', 'main'],
  ] as const)('is null for %s', async (_label, state, location, storeId, slug, region) => {
    await chain()
    expect(await getMenuPage(state, location, storeId, slug, region, { now })).toBeNull()
  })
})
