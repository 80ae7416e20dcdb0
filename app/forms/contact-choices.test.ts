import { describe, expect, it } from 'vitest'
import { type ChoiceRow, contactChoices, findDispensaryChoice, findStateChoice, isListedInForms, preselect } from './contact-choices'
import { contactPath, contactPathForDispensaryPage } from './contact-link'

const row = (stateCode: string, stateName: string, slug: string, tags: string[] = []): ChoiceRow => ({
  stateCode,
  stateName,
  stateSlug: stateName.toLowerCase().replace(/\s+/g, '-'),
  slug,
  name: slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
  city: 'Town',
  tags,
})

const ROWS = [
  row('IL', 'Illinois', 'joliet'),
  row('IL', 'Illinois', 'elgin', ['recreational']),
  row('IL', 'Illinois', 'naperville', ['coming-soon']),
  row('IL', 'Illinois', 'elgin-lounge', ['lounge']),
  row('NY', 'New York', 'queens'),
  row('OH', 'Ohio', 'columbus'),
  row('VA', 'Virginia', 'richmond-soon', ['coming-soon']),
]

describe('the forms’ lists (002 §6)', () => {
  it('lists every state but Ohio on the main host, without coming-soon and lounge dispensaries', () => {
    expect(contactChoices(ROWS, 'main')).toEqual([
      { code: 'IL', name: 'Illinois', slug: 'illinois', dispensaries: [{ slug: 'elgin', name: 'Elgin', city: 'Town' }, { slug: 'joliet', name: 'Joliet', city: 'Town' }] },
      { code: 'NY', name: 'New York', slug: 'new-york', dispensaries: [{ slug: 'queens', name: 'Queens', city: 'Town' }] },
    ])
  })

  it('lists only Ohio on an Ohio host', () => {
    expect(contactChoices(ROWS, 'ohio').map((s) => s.code)).toEqual(['OH'])
  })

  it.each<[string[], boolean]>([
    [[], true],
    [['medical', 'delivery'], true],
    [['coming-soon'], false],
    [['lounge'], false],
    [['recreational', 'lounge'], false],
  ])('tags %j listed: %s', (tags, listed) => {
    expect(isListedInForms(tags)).toBe(listed)
  })
})

describe('preselection from the query (002 §2)', () => {
  const states = contactChoices(ROWS, 'main')
  it.each<[string, { stateCode?: string | null; dispensary?: string | null }, { state: string; dispensary: string }]>([
    ['nothing', {}, { state: '', dispensary: '' }],
    ['a code', { stateCode: 'IL' }, { state: 'IL', dispensary: '' }],
    ['a lower-case code', { stateCode: 'ny' }, { state: 'NY', dispensary: '' }],
    ['a dashed name', { stateCode: 'new-york' }, { state: 'NY', dispensary: '' }],
    ['a dashed name in capitals', { stateCode: 'New-York' }, { state: 'NY', dispensary: '' }],
    ['a state and its dispensary', { stateCode: 'illinois', dispensary: 'joliet' }, { state: 'IL', dispensary: 'joliet' }],
    ['a dispensary alone (its state is chosen)', { dispensary: 'queens' }, { state: 'NY', dispensary: 'queens' }],
    ['a dispensary of another state', { stateCode: 'IL', dispensary: 'queens' }, { state: 'IL', dispensary: '' }],
    ['a coming-soon dispensary', { stateCode: 'IL', dispensary: 'naperville' }, { state: 'IL', dispensary: '' }],
    ['Ohio on the main host', { stateCode: 'OH', dispensary: 'columbus' }, { state: '', dispensary: '' }],
    ['an unknown state', { stateCode: 'atlantis' }, { state: '', dispensary: '' }],
    ['script in the query', { stateCode: '<script>', dispensary: '"><img>' }, { state: '', dispensary: '' }],
  ])('%s', (_name, query, expected) => {
    expect(preselect(states, query)).toEqual(expected)
  })

  it('finds a state by code or dashed name, and a dispensary only in its state', () => {
    expect(findStateChoice(states, 'new-york')?.code).toBe('NY')
    expect(findStateChoice(states, '')).toBeNull()
    expect(findDispensaryChoice(states, 'IL', 'joliet')?.dispensary.name).toBe('Joliet')
    expect(findDispensaryChoice(states, 'NY', 'joliet')).toBeNull()
    expect(findDispensaryChoice(states, 'IL', 'elgin-lounge')).toBeNull()
  })
})

describe('links to Contact Us', () => {
  it.each<[string | null | undefined, string]>([
    ['/dispensaries/illinois/joliet', '/contact?stateCode=illinois&dispensary=joliet'],
    ['/dispensaries/new-york/queens/', '/contact?stateCode=new-york&dispensary=queens'],
    ['/dispensaries/illinois', '/contact'],
    ['/dispensaries/illinois/joliet/1001/recreational-menu', '/contact'],
    [null, '/contact'],
  ])('%j → %j', (path, href) => {
    expect(contactPathForDispensaryPage(path)).toBe(href)
  })

  it('builds the query from what it is given', () => {
    expect(contactPath({ stateSlug: 'illinois' })).toBe('/contact?stateCode=illinois')
    expect(contactPath()).toBe('/contact')
  })
})
