import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { brandLogo, brandStyle, MARK_PATHS } from '~/catalog/brand-style'
import { BrandLogo } from './brand-logo'

describe('BrandLogo', () => {
  it.each(['Prairie Bloom', 'Cedar & Stone', 'Wildflower Apothecary', 'Summit Supply'])('draws %s as its mark and wordmark, hidden from assistive technology', (name) => {
    const style = brandStyle(name)
    const logo = brandLogo(name)
    expect(logo).toEqual({ body: style.body, ink: style.ink, wordmark: style.wordmark, markPath: MARK_PATHS[style.mark] })
    const html = renderToStaticMarkup(<BrandLogo name={name} logo={logo} />)
    expect(html).toMatch(/^<span aria-hidden="true" data-brand-logo="(serif|caps|italic|bold)" class="brand-logo"/)
    expect(html).toContain(`d="${MARK_PATHS[style.mark]}"`)
    expect(html).toContain(`class="brand-logo-word brand-logo-${logo.wordmark}">${name.replace('&', '&amp;')}</span>`)
    expect(html).toContain(`background-color:${logo.body};color:${logo.ink}`)
    expect(html).not.toMatch(/<text|<title|aria-label/)
  })
})
