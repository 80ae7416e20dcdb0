import path from 'node:path'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadContent } from '~/content/content.server'
import { getDb } from '~/db/client.server'
import { createDispensary, createState } from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import { dispensariesForLaw, getStateLaw, legalStatusPage, listStateLaws } from './legal-status.server'

beforeAll(async () => {
  await loadContent(path.resolve(import.meta.dirname, '../../content'))
})

beforeEach(async () => {
  await resetDatabase()
  const db = getDb()
  const illinois = await createState(db, { name: 'Illinois', slug: 'illinois', code: 'IL' })
  const ohio = await createState(db, { name: 'Ohio', slug: 'ohio', code: 'OH' })
  await createState(db, { name: 'Nevada', slug: 'nevada', code: 'NV' })
  await createDispensary(db, { stateId: illinois.id, name: 'Northmeadow Joliet', slug: 'joliet', city: 'Joliet' })
  await createDispensary(db, { stateId: illinois.id, name: 'Northmeadow Aurora', slug: 'aurora', city: 'Aurora', tags: ['coming-soon'] })
  await createDispensary(db, { stateId: ohio.id, name: 'Northmeadow Columbus', slug: 'columbus', city: 'Columbus' })
})

describe('listStateLaws and getStateLaw', () => {
  it('lists every state and DC alphabetically, with law paths and section ids', () => {
    const laws = listStateLaws()
    expect(laws).toHaveLength(51)
    expect(laws[0]).toMatchObject({ code: 'AL', name: 'Alabama', lawPath: '/cannabis-laws-by-state/alabama', sectionId: 'state-al' })
    expect(laws.find((law) => law.code === 'DC')?.lawPath).toBe('/cannabis-laws-by-state/district-of-columbia')
  })

  it.each<[string, string | null, string | null]>([
    ['illinois', 'Recreational', 'adult and medical limits'],
    ['pennsylvania', 'Full Medical Use', 'medical limits only'],
    ['colorado', 'Recreational', null],
    ['idaho', 'Not Legal', null],
    ['atlantis', null, null],
    ['Illinois', null, null],
  ])('%s', (slug, statusTitle, limits) => {
    const law = getStateLaw(slug)
    expect(law?.statusTitle ?? null).toBe(statusTitle)
    const shape = !law?.limits ? null : law.limits.adultUse ? 'adult and medical limits' : 'medical limits only'
    expect(shape).toBe(limits)
  })

  it('gives the rewards block when the content is complete', () => {
    expect(legalStatusPage().rewards?.ctaCollection[0]?.longUrl).toBe('/rewards')
  })
})

describe('dispensariesForLaw (decision 0018)', () => {
  it.each<[string, 'main' | 'ohio', string[], boolean]>([
    ['IL', 'main', ['Northmeadow Joliet', 'Northmeadow Aurora'], false],
    ['NV', 'main', [], false],
    ['CO', 'main', [], false],
    ['OH', 'main', [], true],
    ['OH', 'ohio', ['Northmeadow Columbus'], false],
    ['IL', 'ohio', [], true],
  ])('%s on the %s host', async (code, region, names, elsewhere) => {
    const result = await dispensariesForLaw(code, region)
    expect(result.dispensaries.map((d) => d.name)).toEqual(names)
    expect(result.listedOnOtherHost).toBe(elsewhere)
  })

  it('links each dispensary to its page and marks one coming soon', async () => {
    const { dispensaries } = await dispensariesForLaw('IL', 'main')
    expect(dispensaries).toEqual([
      { name: 'Northmeadow Joliet', city: 'Joliet', path: '/dispensaries/illinois/joliet', comingSoon: false },
      { name: 'Northmeadow Aurora', city: 'Aurora', path: '/dispensaries/illinois/aurora', comingSoon: true },
    ])
  })
})
