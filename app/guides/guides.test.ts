import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readYaml } from '~/content/content.server'
import { guidesSchema, type GuidesContent } from './content-schema'
import { fillPlaceholders, GUIDE_SLUGS, isGuideSlug, unknownPlaceholders } from './guides'

const values = { state: 'Illinois', programName: 'Medical Cannabis Patient Program', agency: 'the Department' }

describe('isGuideSlug', () => {
  it.each<[string, boolean]>([
    ['getting-a-medical-card', true],
    ['patient-guide', true],
    ['dispensary-guides', true],
    ['terms', false],
    ['Patient-Guide', false],
    ['', false],
  ])('%j → %s', (slug, expected) => expect(isGuideSlug(slug)).toBe(expected))
})

describe('fillPlaceholders', () => {
  it.each<[string, string]>([
    ['{state} registers patients', 'Illinois registers patients'],
    ['the {programName}, run by {agency}', 'the Medical Cannabis Patient Program, run by the Department'],
    ['{state} and {state}', 'Illinois and Illinois'],
    ['no placeholders', 'no placeholders'],
    ['{unknown} stays', '{unknown} stays'],
  ])('%j → %j', (template, filled) => expect(fillPlaceholders(template, values)).toBe(filled))
})

describe('unknownPlaceholders', () => {
  it.each<[string, string[]]>([
    ['{state} {programName} {agency}', []],
    ['{State}', ['State']],
    ['{city} and {}', ['city', '']],
    ['plain', []],
  ])('%j → %j', (text, unknown) => expect(unknownPlaceholders(text)).toEqual(unknown))
})

describe('content/guides.yaml', () => {
  const file = path.resolve(import.meta.dirname, '../../content/guides.yaml')
  const issues = (raw: unknown) => {
    const result = guidesSchema.safeParse(raw)
    return result.success ? '' : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n')
  }

  it('has the three guides', async () => {
    const content = await readYaml(file, guidesSchema)
    expect(content.pages.map((page) => page.slug).sort()).toEqual([...GUIDE_SLUGS].sort())
  })

  it.each<[string, (content: GuidesContent) => void, string]>([
    ['a missing guide', (c) => void c.pages.splice(1, 1), 'pages: the patient-guide page is missing'],
    ['a guide twice', (c) => void c.pages.push({ ...(c.pages[0] as GuidesContent['pages'][number]) }), 'pages.3.slug: getting-a-medical-card is listed twice'],
    ['an unknown placeholder', (c) => void (c.stateMedicalCard.intro = 'Welcome to {city}'), 'stateMedicalCard.intro: only the placeholders'],
    ['a bad date', (c) => void ((c.pages[0] as { updated: string }).updated = 'yesterday'), 'pages.0.updated: a date written YYYY-MM-DD'],
    ['no steps', (c) => void (c.stateMedicalCard.steps = []), 'stateMedicalCard.steps'],
  ])('rejects %s', async (_label, change, expected) => {
    const content = structuredClone(await readYaml(file, guidesSchema))
    change(content)
    expect(issues(content)).toContain(expected)
  })
})
