// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server'
import type { MouseEvent } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { AppLink, followInPage } from './app-link'

function click(href: string | null, init: Partial<{ button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean; target: string }> = {}) {
  const anchor = document.createElement('a')
  if (href !== null) anchor.setAttribute('href', href)
  if (init.target) anchor.setAttribute('target', init.target)
  const preventDefault = vi.fn()
  const event = {
    button: init.button ?? 0,
    metaKey: init.metaKey ?? false,
    ctrlKey: init.ctrlKey ?? false,
    shiftKey: init.shiftKey ?? false,
    altKey: init.altKey ?? false,
    defaultPrevented: init.defaultPrevented ?? false,
    currentTarget: anchor,
    preventDefault,
  } as unknown as MouseEvent<HTMLAnchorElement>
  return { event, preventDefault }
}

describe('AppLink', () => {
  it('renders a plain link to the path as given, found by route discovery', () => {
    const html = renderToString(
      <AppLink to="/dispensaries/illinois/evanston/1001/recreational-menu/product/5001/blue-dream/" navigate={vi.fn()} className="pcard-name" tabIndex={-1}>
        Blue Dream
      </AppLink>,
    )
    expect(html).toBe(
      '<a class="pcard-name" tabindex="-1" href="/dispensaries/illinois/evanston/1001/recreational-menu/product/5001/blue-dream/" data-discover="true">Blue Dream</a>',
    )
  })
})

describe('followInPage: which clicks the router takes (as <Link>)', () => {
  it.each([
    { why: 'a plain left click', href: '/dispensaries/', init: {}, navigates: true },
    { why: 'the middle button', href: '/dispensaries/', init: { button: 1 }, navigates: false },
    { why: 'Cmd (a new tab)', href: '/dispensaries/', init: { metaKey: true }, navigates: false },
    { why: 'Ctrl', href: '/dispensaries/', init: { ctrlKey: true }, navigates: false },
    { why: 'Shift (a new window)', href: '/dispensaries/', init: { shiftKey: true }, navigates: false },
    { why: 'Alt (download)', href: '/dispensaries/', init: { altKey: true }, navigates: false },
    { why: 'a handler already took it', href: '/dispensaries/', init: { defaultPrevented: true }, navigates: false },
    { why: 'target _blank', href: '/dispensaries/', init: { target: '_blank' }, navigates: false },
    { why: 'target _self', href: '/dispensaries/', init: { target: '_self' }, navigates: true },
    { why: 'another site', href: 'https://example.com/', init: {}, navigates: false },
    { why: 'a protocol-relative address', href: '//example.com/x', init: {}, navigates: false },
    { why: 'no href', href: null, init: {}, navigates: false },
  ])('$why: navigates in the page = $navigates', ({ href, init, navigates }) => {
    const navigate = vi.fn()
    const { event, preventDefault } = click(href, init)
    followInPage(event, navigate)
    expect(navigate).toHaveBeenCalledTimes(navigates ? 1 : 0)
    expect(preventDefault).toHaveBeenCalledTimes(navigates ? 1 : 0)
    if (navigates) expect(navigate).toHaveBeenCalledWith(href, { replace: false })
  })

  it('replaces the history entry for a link to the page it is on', () => {
    window.history.replaceState(null, '', '/dispensaries/illinois/?x=1')
    const navigate = vi.fn()
    followInPage(click('/dispensaries/illinois/?x=1').event, navigate)
    expect(navigate).toHaveBeenCalledWith('/dispensaries/illinois/?x=1', { replace: true })
  })
})
