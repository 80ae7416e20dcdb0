import path from 'node:path'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadContent } from '~/content/content.server'
import { getDb } from '~/db/client.server'
import { createDispensary, createMenu, createState } from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import { getGuidePage, getStateMedicalCardPage, listMedicalCardStates } from './guides.server'

beforeAll(async () => {
  await loadContent(path.resolve(import.meta.dirname, '../../content'))
})

beforeEach(async () => {
  await resetDatabase()
  const db = getDb()
  const illinois = await createState(db, { name: 'Illinois', slug: 'illinois', code: 'IL' })
  const ohio = await createState(db, { name: 'Ohio', slug: 'ohio', code: 'OH' })
  await createState(db, { name: 'Nevada', slug: 'nevada', code: 'NV' })
  const joliet = await createDispensary(db, { stateId: illinois.id, name: 'Northmeadow Joliet', slug: 'joliet', city: 'Joliet' })
  await createMenu(db, { dispensaryId: joliet.id, kind: 'medical', slug: 'medical-menu', storeId: 901 })
  await createDispensary(db, { stateId: ohio.id, slug: 'columbus' })
})

describe('getGuidePage', () => {
  it('reads each guide from content', () => {
    expect(getGuidePage('patient-guide').title).toBe('Patient guide')
  })
})

describe('listMedicalCardStates (decision 0018)', () => {
  it.each<['main' | 'ohio', string[]]>([
    ['main', ['/dispensaries/illinois/getting-a-medical-card']],
    ['ohio', ['/dispensaries/ohio/getting-a-medical-card']],
  ])('%s host', async (region, paths) => {
    expect((await listMedicalCardStates(region)).map((state) => state.path)).toEqual(paths)
  })
})

describe('getStateMedicalCardPage', () => {
  it('fills the steps with the state and its programme, and lists our dispensaries', async () => {
    const page = await getStateMedicalCardPage('illinois', 'main')
    expect(page?.intro).toBe(
      'Illinois registers medical cannabis patients through the Medical Cannabis Patient Program, which Illinois Department of Public Health runs. Here is how to register and where to shop as a patient.',
    )
    expect(page?.steps[1]?.title).toBe('Register with Illinois Department of Public Health')
    expect(page?.dispensaries).toEqual([{ name: 'Northmeadow Joliet', city: 'Joliet', path: '/dispensaries/illinois/joliet', comingSoon: false, medical: true }])
    expect(page?.lawPath).toBe('/cannabis-laws-by-state/illinois')
  })

  it.each<[string, 'main' | 'ohio', boolean]>([
    ['illinois', 'main', true],
    ['ohio', 'ohio', true],
    ['ohio', 'main', false],
    ['illinois', 'ohio', false],
    ['nevada', 'main', false],
    ['colorado', 'main', false],
    ['atlantis', 'main', false],
  ])('%s on the %s host: %s', async (slug, region, found) => {
    expect((await getStateMedicalCardPage(slug, region)) !== null).toBe(found)
  })
})
