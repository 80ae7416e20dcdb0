// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as Module from './use-hydrated'

type Hooks = typeof Module

/** A control that waits for the page, and a part that reads whether it is hydrating, as one module instance renders them. */
function page({ useHydrated, useHydrating }: Hooks, renders: string[]) {
  function Control() {
    const hydrated = useHydrated()
    renders.push(hydrated ? 'working' : 'waiting')
    return <button disabled={!hydrated}>{hydrated ? 'working' : 'waiting'}</button>
  }
  function Part() {
    const hydrating = useHydrating()
    return <p>{hydrating ? 'server markup' : 'browser render'}</p>
  }
  return (
    <div>
      <Control />
      <Part />
    </div>
  )
}

/** The module as the browser loads it, on a server-rendered page (React Router's context script ran) or not. */
async function browserModule(serverRendered: boolean): Promise<Hooks> {
  vi.resetModules()
  const win = window as unknown as { __reactRouterContext?: object }
  if (serverRendered) win.__reactRouterContext = {}
  else delete win.__reactRouterContext
  return import('./use-hydrated')
}

afterEach(() => {
  delete (window as unknown as { __reactRouterContext?: object }).__reactRouterContext
  document.body.innerHTML = ''
})

describe('useHydrated on a server-rendered page', () => {
  it('hydrates without a second render, then switches once the page is marked hydrated', async () => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    const container = document.createElement('div')
    container.innerHTML = renderToString(page(await import('./use-hydrated'), []))
    document.body.append(container)
    expect(container.textContent).toBe('waitingserver markup')

    const hooks = await browserModule(true)
    const renders: string[] = []
    await act(async () => {
      hydrateRoot(container, page(hooks, renders))
    })
    // The browser's snapshot equals the server's: React's check after hydrating re-renders nothing.
    expect(renders).toEqual(['waiting'])
    expect(container.querySelector('button')?.disabled).toBe(true)

    await act(async () => hooks.markPageHydrated())
    expect(renders).toEqual(['waiting', 'working'])
    expect(container.querySelector('button')?.disabled).toBe(false)
    // A part that read 'hydrating' keeps what it decided (nothing re-renders it).
    expect(container.querySelector('p')?.textContent).toBe('server markup')

    // A render in the browser after that (a navigation) is never 'hydrating'.
    const later = document.createElement('div')
    await act(async () => createRoot(later).render(page(hooks, [])))
    expect(later.textContent).toBe('workingbrowser render')
  })

  it('marking twice changes nothing', async () => {
    const hooks = await browserModule(true)
    expect(hooks.isPageHydrated()).toBe(false)
    hooks.markPageHydrated()
    hooks.markPageHydrated()
    expect(hooks.isPageHydrated()).toBe(true)
  })
})

describe('useHydrated where no server render is hydrated (a test, a page without React Router)', () => {
  it('is true from the first render', async () => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    const hooks = await browserModule(false)
    const container = document.createElement('div')
    await act(async () => createRoot(container).render(page(hooks, [])))
    expect(container.textContent).toBe('workingbrowser render')
  })
})
