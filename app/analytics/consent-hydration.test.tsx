// @vitest-environment happy-dom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { ALL_CONSENT } from './consent'

/** The page as a module instance renders it: the server's and the browser's are separate instances. */
async function page(renders: string[]) {
  const { ConsentProvider, useConsent } = await import('./consent-client')
  function Reader() {
    const { consent } = useConsent()
    renders.push(consent ? 'chosen' : 'none')
    return <p>{consent ? 'chosen' : 'none'}</p>
  }
  return (
    <ConsentProvider initial={ALL_CONSENT}>
      <Reader />
    </ConsentProvider>
  )
}

describe('consent while hydrating', () => {
  it('renders once when the browser\'s cookie says what the server rendered (no re-render after hydration)', async () => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    const { consentCookie } = await import('./consent-client')
    document.cookie = consentCookie(ALL_CONSENT, false)
    const container = document.createElement('div')
    container.innerHTML = renderToString(await page([]))
    document.body.append(container)

    vi.resetModules()
    const renders: string[] = []
    const hydrating = await page(renders)
    await act(async () => {
      hydrateRoot(container, hydrating)
    })
    expect(renders).toEqual(['chosen'])
    expect(container.textContent).toBe('chosen')
  })
})
