import path from 'node:path'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadContent } from '~/content/content.server'
import { getDb } from '~/db/client.server'
import { createDispensary, createState } from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import { getFaqCategory, listFaqCategories } from './faq.server'

beforeAll(async () => {
  await loadContent(path.resolve(import.meta.dirname, '../../content'))
})

beforeEach(async () => {
  await resetDatabase()
  const db = getDb()
  const illinois = await createState(db, { name: 'Illinois', slug: 'illinois', code: 'IL' })
  const ohio = await createState(db, { name: 'Ohio', slug: 'ohio', code: 'OH' })
  const pennsylvania = await createState(db, { name: 'Pennsylvania', slug: 'pennsylvania', code: 'PA' })
  await createState(db, { name: 'Nevada', slug: 'nevada', code: 'NV' })
  await createDispensary(db, { stateId: illinois.id, slug: 'joliet' })
  await createDispensary(db, { stateId: ohio.id, slug: 'columbus' })
  await createDispensary(db, { stateId: pennsylvania.id, slug: 'erie' })
})

describe('listFaqCategories', () => {
  it.each<['main' | 'ohio', string[]]>([
    ['main', ['first-visit', 'ordering', 'medical-patients', 'products', 'rewards', 'illinois', 'pennsylvania']],
    ['ohio', ['first-visit', 'ordering', 'medical-patients', 'products', 'rewards', 'ohio']],
  ])('on the %s host: topics, then the states with our dispensaries there', async (region, slugs) => {
    expect((await listFaqCategories(region)).map((category) => category.slug)).toEqual(slugs)
  })

  it("builds a state's questions from its facts, then adds the written ones", async () => {
    const illinois = await getFaqCategory('illinois', 'main')
    expect(illinois).toMatchObject({ title: 'Shopping in Illinois', icon: 'MapPin', lawPath: '/cannabis-laws-by-state/illinois' })
    expect(illinois?.faqs.map((faq) => faq.question)).toEqual([
      'Is cannabis legal in Illinois?',
      'How much cannabis can I buy at once in Illinois?',
      'Do I need a medical card to shop in Illinois?',
      'How do I get a medical card in Illinois?',
      'Can visitors from other states buy cannabis in Illinois?',
    ])
  })
})

describe('getFaqCategory', () => {
  it.each<[string, 'main' | 'ohio', boolean]>([
    ['rewards', 'main', true],
    ['rewards', 'ohio', true],
    ['ohio', 'main', false],
    ['illinois', 'ohio', false],
    ['nevada', 'main', false],
    ['colorado', 'main', false],
    ['nothing-here', 'main', false],
  ])('%s on the %s host: %s', async (slug, region, found) => {
    expect((await getFaqCategory(slug, region)) !== null).toBe(found)
  })
})
