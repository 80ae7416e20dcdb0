import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readYaml } from '~/content/content.server'
import { PURCHASE_LIMITS } from '~/checkout/purchase-limits'
import { limitLines, purchaseLimitsFor } from '~/legal-status/legal-status'
import { faqContentSchema } from './content-schema'
import { categoryAnchor, faqPageJsonLd, joinAnd, limitsSentence, stateFaqs, type StateFaqFacts } from './faq'

const program = { name: 'Medical Cannabis Patient Program', agency: 'Illinois Department of Public Health', summary: 'Patients register.' }
const illinois: StateFaqFacts = {
  name: 'Illinois',
  status: 'recreational',
  statusTitle: 'Recreational',
  headline: 'Adult use since 2020.',
  adultUseSales: true,
  limits: purchaseLimitsFor({ code: 'IL', status: 'recreational', adultUseSales: true, medicalProgram: true }),
  medicalProgram: program,
}

describe('joinAnd', () => {
  it.each<[string[], string]>([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a and b'],
    [['a', 'b', 'c'], 'a, b and c'],
  ])('%j → %s', (items, text) => expect(joinAnd(items)).toBe(text))
})

describe('limitsSentence (from the checkout table)', () => {
  it.each<[keyof typeof PURCHASE_LIMITS, string]>([
    ['IL', '30 g of flower, 5 g of concentrate and 500 mg of THC in infused products per visit'],
    ['MA', '1 oz of flower (or 5 g of concentrate or 500 mg of THC in edibles) per visit'],
  ])('%s', (code, sentence) => expect(limitsSentence(limitLines(PURCHASE_LIMITS[code].adultUse))).toBe(sentence))
})

describe('stateFaqs', () => {
  const questions = (facts: StateFaqFacts) => stateFaqs(facts).map((faq) => faq.question)

  it.each<[string, StateFaqFacts, string[]]>([
    [
      'a chain state with adult-use sales and a medical programme',
      illinois,
      ['Is cannabis legal in Illinois?', 'How much cannabis can I buy at once in Illinois?', 'Do I need a medical card to shop in Illinois?', 'How do I get a medical card in Illinois?'],
    ],
    [
      'a medical-only state outside the chain',
      { ...illinois, name: 'Utah', status: 'full-medical', statusTitle: 'Full Medical Use', adultUseSales: false, limits: null },
      ['Is cannabis legal in Utah?', 'Do I need a medical card to shop in Utah?', 'How do I get a medical card in Utah?'],
    ],
    [
      'a not-legal state',
      { ...illinois, name: 'Idaho', status: 'not-legal', statusTitle: 'Not Legal', adultUseSales: false, limits: null, medicalProgram: null },
      ['Is cannabis legal in Idaho?'],
    ],
    [
      'adult use without a medical programme',
      { ...illinois, name: 'Somewhere', limits: null, medicalProgram: null },
      ['Is cannabis legal in Somewhere?', 'Do I need a medical card to shop in Somewhere?'],
    ],
  ])('%s', (_label, facts, expected) => expect(questions(facts)).toEqual(expected))

  it('answers from the facts and the checkout limits', () => {
    const [legal, limits, card, getting] = stateFaqs(illinois)
    expect(legal?.answer).toBe('Recreational. Adult use since 2020.')
    expect(limits?.answer).toBe(
      'Adults 21 and over may buy 30 g of flower, 5 g of concentrate and 500 mg of THC in infused products per visit. ' +
        'Visitors from outside Illinois may buy half of each amount. Registered patients may buy 2.5 oz of flower, 5 g of concentrate ' +
        'and 500 mg of THC in infused products per 14 days. Our cart and checkout apply the same limits as the counter.',
    )
    expect(card?.answer).toMatch(/^No\. Adults 21 and over may buy with a valid photo ID\. Registered patients of the Medical Cannabis Patient Program/)
    expect(getting?.answer).toBe('Patients register. Illinois Department of Public Health runs the programme.')
  })

  it('says a medical-only state needs a card', () => {
    const pennsylvania = { ...illinois, name: 'Pennsylvania', status: 'full-medical' as const, statusTitle: 'Full Medical Use', adultUseSales: false }
    expect(stateFaqs(pennsylvania).find((faq) => faq.question.startsWith('Do I need'))?.answer).toMatch(/^Yes\. Pennsylvania licenses no adult-use sales/)
  })
})

describe('faqPageJsonLd', () => {
  it.each<[string, { question: string; answer: string }[], unknown]>([
    ['no questions', [], null],
    [
      'one question',
      [{ question: 'Q?', answer: 'A.' }],
      { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }] },
    ],
  ])('%s', (_label, faqs, expected) => expect(faqPageJsonLd(faqs)).toEqual(expected))
})

describe('categoryAnchor', () => {
  it.each([
    ['first-visit', 'faq-first-visit'],
    ['illinois', 'faq-illinois'],
  ])('%s → %s', (slug, anchor) => expect(categoryAnchor(slug)).toBe(anchor))
})

describe('content/faq.yaml', () => {
  const file = path.resolve(import.meta.dirname, '../../content/faq.yaml')
  const messages = (raw: unknown) => {
    const result = faqContentSchema.safeParse(raw)
    return result.success ? '' : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n')
  }

  it('passes, with a category long enough for Show More and one short enough to show whole', async () => {
    const content = await readYaml(file, faqContentSchema)
    const sizes = content.categories.map((category) => category.faqs.length)
    expect(sizes.some((size) => size > 8)).toBe(true)
    expect(sizes.some((size) => size <= 8)).toBe(true)
  })

  it.each<[string, (content: Record<string, unknown> & { categories: Record<string, unknown>[]; stateQuestions: Record<string, unknown> }) => void, string]>([
    ['a category named like a state', (c) => void ((c.categories[0] as { slug: string }).slug = 'illinois'), "categories.0.slug: illinois is a state's slug"],
    ['a slug used twice', (c) => void ((c.categories[1] as { slug: string }).slug = c.categories[0]?.slug as string), 'categories.1.slug: first-visit is used twice'],
    ['a slug with capitals', (c) => void ((c.categories[0] as { slug: string }).slug = 'First'), 'categories.0.slug: lower-case words joined by dashes'],
    ['an icon outside the set', (c) => void ((c.categories[0] as { icon: string }).icon = 'Rocket'), 'categories.0.icon'],
    ['extra questions for no state', (c) => void (c.stateQuestions.ON = [{ question: 'Q?', answer: 'A.' }]), 'stateQuestions.ON: ON is not a US state or DC'],
    ['a category without questions', (c) => void ((c.categories[0] as { faqs: unknown[] }).faqs = []), 'categories.0.faqs'],
  ])('rejects %s', async (_label, change, expected) => {
    const content = structuredClone(await readYaml(file, faqContentSchema)) as unknown as Parameters<typeof change>[0]
    change(content)
    expect(messages(content)).toContain(expected)
  })
})
