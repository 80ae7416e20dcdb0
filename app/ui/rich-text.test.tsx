import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ALL_CONSENT, NO_CONSENT, type Consent } from '~/analytics/consent'
import { ConsentProvider } from '~/analytics/consent-client'
import { embedProvider, RichText } from './rich-text'

function render(markdown: string, consent: Consent | null | 'no-provider' = NO_CONSENT): string {
  const text: ReactNode = <RichText markdown={markdown} />
  return renderToStaticMarkup(
    <MemoryRouter>{consent === 'no-provider' ? text : <ConsentProvider initial={consent}>{text}</ConsentProvider>}</MemoryRouter>,
  )
}

const youtube = '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="How to read a lab report"></iframe>'

describe('RichText', () => {
  it('renders Markdown with GFM tables', () => {
    const html = render('## Cookies\n\n| Name | Why |\n| --- | --- |\n| nm_consent | your choice |\n\n**bold** text')
    expect(html).toContain('<h2>Cookies</h2>')
    expect(html).toContain('<td>nm_consent</td>')
    expect(html).toContain('<strong>bold</strong>')
  })

  it.each([
    ['a script element', '<script>alert(1)</script>', /<script|alert\(1\)/],
    ['a style element', '<style>body{display:none}</style>', /<style|display:none/],
    ['an event handler', '<img src="https://example.com/x.png" onerror="alert(1)">', /onerror|alert/],
    ['an inline handler on a link', '<a href="/terms" onclick="steal()">terms</a>', /onclick|steal/],
    ['a javascript: link in HTML', '<a href="javascript:alert(1)">x</a>', /javascript:/i],
    ['a javascript: link in Markdown', '[x](javascript:alert(1))', /javascript:/i],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>', /javascript:/i],
    ['a data: URL', '[x](data:text/html;base64,PHNjcmlwdD4=)', /data:text/],
    ['an object element', '<object data="https://evil.example/x.swf"></object>', /<object/],
    ['a form', '<form action="https://evil.example"><input name="a"></form>', /<form|evil/],
  ])('removes %s', (_, markdown, forbidden) => {
    expect(render(markdown)).not.toMatch(forbidden)
  })

  it('keeps tel: and mailto: links and sends site paths through the router', () => {
    const html = render('[Call](tel:+18005550142) [Mail](mailto:care@northmeadow.example) [Terms](/terms)')
    expect(html).toContain('href="tel:+18005550142"')
    expect(html).toContain('href="mailto:care@northmeadow.example"')
    expect(html).toContain('href="/terms"')
  })

  it('marks external links noopener', () => {
    expect(render('[Regulator](https://example.gov/rules)')).toContain('rel="noopener noreferrer"')
  })

  it('drops frames from hosts that are not allowed, even with consent', () => {
    const html = render('<iframe src="https://evil.example/embed"></iframe>', ALL_CONSENT)
    expect(html).not.toContain('iframe')
    expect(html).not.toContain('evil.example')
  })

  it('drops plain-http frames of allowed hosts', () => {
    expect(render('<iframe src="http://www.youtube-nocookie.com/embed/abc"></iframe>', ALL_CONSENT)).not.toContain('<iframe')
  })

  it('shows a placeholder with a preferences button instead of an allowed frame until targeting consent', () => {
    for (const consent of [NO_CONSENT, null, { ...ALL_CONSENT, C0004: false } as Consent]) {
      const html = render(youtube, consent)
      expect(html).not.toContain('<iframe')
      expect(html).toContain('data-embed-placeholder="YouTube"')
      expect(html).toContain('How to read a lab report')
      expect(html).toContain('Manage cookie preferences')
    }
  })

  it('shows the frame with targeting consent', () => {
    const html = render(youtube, { ...NO_CONSENT, C0004: true })
    expect(html).toMatch(/<iframe[^>]+src="https:\/\/www\.youtube-nocookie\.com\/embed\/abc123"/)
    expect(html).toContain('title="How to read a lab report"')
    expect(html).toContain('sandbox=')
  })

  it('strips attributes a frame must not carry', () => {
    const html = render('<iframe src="https://www.youtube-nocookie.com/embed/x" onload="alert(1)" srcdoc="<script>1</script>"></iframe>', ALL_CONSENT)
    expect(html).not.toMatch(/onload|srcdoc|alert/)
  })

  it('works outside the app shell (no consent provider): placeholder without a button', () => {
    const html = render(youtube, 'no-provider')
    expect(html).toContain('data-embed-placeholder="YouTube"')
    expect(html).not.toContain('<button')
  })
})

describe('embedProvider', () => {
  it.each([
    ['https://www.youtube-nocookie.com/embed/x', 'YouTube'],
    ['https://player.vimeo.com/video/1', 'Vimeo'],
    ['https://youtube-nocookie.com.evil.example/embed', null],
    ['http://www.youtube.com/embed/x', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
    [undefined, null],
  ])('%s → %s', (src, provider) => {
    expect(embedProvider(src)).toBe(provider)
  })
})
