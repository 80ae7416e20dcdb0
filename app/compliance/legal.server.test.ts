import { describe, expect, it } from 'vitest'
import { LEGAL_PAGES } from '~/content/shell-schema'
import { getLegalPage, isLegalPageSlug } from './legal.server'

describe('legal pages', () => {
  it.each(LEGAL_PAGES)('%s reads and validates', async (slug) => {
    const page = await getLegalPage(slug, 'content')
    expect(page.title.length).toBeGreaterThan(0)
    expect(page.body.length).toBeGreaterThan(500)
  })

  it('describes every cookie and consent category in the privacy policy', async () => {
    const { body } = await getLegalPage('privacy-policy', 'content')
    for (const word of ['nm_visitor', 'nm_consent', 'nm_age_verified', 'nm_home_dispensary', 'C0001', 'C0002', 'C0003', 'C0004']) {
      expect(body).toContain(word)
    }
  })

  it('knows its slugs', () => {
    expect(isLegalPageSlug('terms')).toBe(true)
    expect(isLegalPageSlug('../site')).toBe(false)
  })
})
