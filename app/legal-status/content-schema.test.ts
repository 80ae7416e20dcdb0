import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readYaml } from '~/content/content.server'
import { PURCHASE_LIMITS, LIMIT_STATE_CODES } from '~/checkout/purchase-limits'
import { legalStatusSchema, stateFactsProblems, type LegalStatusContent, type StateFactsContent } from './content-schema'
import { US_STATE_CODES } from './us-states'

const committedFile = path.resolve(import.meta.dirname, '../../content/legal-status.yaml')

const base: StateFactsContent = {
  code: 'CO',
  status: 'recreational',
  adultUseSales: true,
  headline: 'Legal for adults.',
  possession: 'Adults may possess 2 oz.',
  medicalProgram: { name: 'Registry', agency: 'Health', summary: 'Patients register.' },
  section: 'Text.',
  useInToC: false,
}

describe('stateFactsProblems', () => {
  it.each<[string, Partial<StateFactsContent>, string[]]>([
    ['a complete recreational state outside the chain', {}, []],
    ['adult-use sales without recreational status', { status: 'full-medical', adultUseSales: true }, ['adultUseSales needs the status recreational']],
    [
      'a chain state writing its own possession numbers',
      { code: 'IL' },
      ['possession must not be written for a state whose limits come from the checkout table (app/checkout/purchase-limits.ts)'],
    ],
    ['a chain state without possession text', { code: 'IL', possession: undefined }, []],
    [
      'a legal state outside the chain without possession',
      { possession: undefined },
      ['possession is needed: the state has a legal programme and no checkout limits'],
    ],
    ['a not-legal state', { code: 'ID', status: 'not-legal', adultUseSales: false, possession: undefined, medicalProgram: undefined }, []],
    [
      'a not-legal state with a programme',
      { code: 'ID', status: 'not-legal', adultUseSales: false, possession: undefined },
      ['a Not Legal state has no medical programme'],
    ],
    ['full medical without its programme', { status: 'full-medical', adultUseSales: false, medicalProgram: undefined }, ['Full Medical Use needs its medicalProgram']],
    ['limited medical with a possession rule only', { status: 'limited-medical', adultUseSales: false, medicalProgram: undefined }, []],
  ])('%s', (_label, change, problems) => {
    expect(stateFactsProblems({ ...base, ...change })).toEqual(problems)
  })
})

describe('the committed content/legal-status.yaml', () => {
  it('passes the schema', async () => {
    const content = await readYaml(committedFile, legalStatusSchema)
    expect(content.states).toHaveLength(51)
    expect(content.page.hero.category).toBe('Resources')
  })

  it('covers every state the checkout has limits for, without repeating their numbers', async () => {
    const content = await readYaml(committedFile, legalStatusSchema)
    for (const code of LIMIT_STATE_CODES) {
      const facts = content.states.find((state) => state.code === code)
      expect(facts?.possession, code).toBeUndefined()
    }
  })

  it("never presents the chain's fictional adult-use menus as law (PURCHASE_LIMITS says 'None:')", async () => {
    const content = await readYaml(committedFile, legalStatusSchema)
    const noSales = LIMIT_STATE_CODES.filter((code) => PURCHASE_LIMITS[code].adultUse.source.startsWith('None:'))
    expect(noSales).toEqual(['PA', 'VA', 'FL'])
    for (const code of noSales) expect(content.states.find((state) => state.code === code)?.adultUseSales, code).toBe(false)
  })
})

describe('legalStatusSchema', () => {
  async function committed(): Promise<LegalStatusContent> {
    return readYaml(committedFile, legalStatusSchema)
  }
  const messages = (raw: unknown) => {
    const result = legalStatusSchema.safeParse(raw)
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  }

  it.each<[string, (content: LegalStatusContent) => void, string]>([
    ['a missing state', (content) => void content.states.splice(0, 1), 'states: every state and DC needs an entry; missing: AL'],
    ['a state twice', (content) => void content.states.push({ ...(content.states[1] as StateFactsContent) }), 'states.51.code: AK is listed twice'],
    ['a code that is no state', (content) => void content.states.push({ ...(content.states[1] as StateFactsContent), code: 'ON' }), 'states.51.code: ON is not a US state or DC'],
    ['an unknown status', (content) => void ((content.states[0] as { status: string }).status = 'legal'), 'states.0.status'],
    ['a bad publish date', (content) => void (content.page.hero.publishDate = '3 Nov 2025'), 'page.hero.publishDate: a date written YYYY-MM-DD'],
    ['a breadcrumb going nowhere', (content) => void ((content.page.hero.breadcrumbs[0] as { slug: string }).slug = 'javascript:alert(1)'), 'page.hero.breadcrumbs.0.slug'],
  ])('rejects %s', async (_label, change, expected) => {
    const content = structuredClone(await committed())
    change(content)
    expect(messages(content).join('\n')).toContain(expected)
  })

  it('defaults the hero category to Resources (002 §2)', async () => {
    const content = structuredClone(await committed()) as { page: { hero: Record<string, unknown> } }
    delete content.page.hero.category
    expect(legalStatusSchema.parse(content).page.hero.category).toBe('Resources')
  })

  it("turns the 'Content' list on and flags the chain's states for it (002 §2)", async () => {
    const content = await committed()
    expect(content.page.showToC).toBe(true)
    expect(content.states.filter((state) => state.useInToC).map((state) => state.code).sort()).toEqual([...LIMIT_STATE_CODES].sort())
  })

  it('has an entry for every code in the state table', async () => {
    expect((await committed()).states.map((state) => state.code).sort()).toEqual([...US_STATE_CODES].sort())
  })
})

describe("the chain's states' prose", () => {
  it('repeats none of the amounts the checkout table holds (the limits card shows them)', async () => {
    const content = await readYaml(committedFile, legalStatusSchema)
    for (const code of LIMIT_STATE_CODES) {
      const facts = content.states.find((state) => state.code === code) as StateFactsContent
      const prose = [facts.headline, facts.section, facts.medicalProgram?.summary ?? ''].join(' ')
      const rules = [PURCHASE_LIMITS[code].adultUse, PURCHASE_LIMITS[code].medical]
      const amounts = rules.flatMap((rule) => rule.buckets.flatMap((bucket) => [bucket.limitText, `${bucket.limit} ${bucket.unit}`]))
      for (const amount of amounts) {
        if (!amount) continue
        const pattern = new RegExp(`(^|[^\\d./])${amount.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\d])`)
        expect(prose, `${code} repeats ${amount}`).not.toMatch(pattern)
      }
    }
  })
})
