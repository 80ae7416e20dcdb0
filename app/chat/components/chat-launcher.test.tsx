// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openChat } from '../open-chat'
import { ChatLauncher } from './chat-launcher'

// The widget's own code (state, socket, window) is not what this checks: a stand-in that says how it was started.
vi.mock('./chat-widget', () => ({
  default: ({ openOnStart }: { openOnStart: boolean }) => <p data-testid="widget">{openOnStart ? 'chat open' : 'chat restored'}</p>,
}))

const store = { storeId: 7, takesPatients: false, dispensaryName: 'Northmeadow Joliet' }

let root: Root | null = null
let host: HTMLElement
beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
})
afterEach(async () => {
  await act(async () => root?.unmount())
  root = null
  document.body.innerHTML = ''
  window.sessionStorage.clear()
  delete (window as { __nmChatWanted?: boolean }).__nmChatWanted
})

/** Asks for the chat while rendering: after the launcher's first render and before its effects, the gap a tap can fall in. */
function TapsDuringCommit() {
  openChat()
  return null
}

async function render(children: React.ReactNode) {
  await act(async () => root!.render(<MemoryRouter initialEntries={['/dispensaries/illinois/joliet']}>{children}</MemoryRouter>))
  // The widget's chunk (lazy) resolves on a later tick.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

describe('ChatLauncher takes every openChat()', () => {
  it('shows the bubble and no chat when nothing asked for one', async () => {
    await render(<ChatLauncher store={store} />)
    expect(host.querySelector('[data-testid="widget"]')).toBeNull()
    expect(host.querySelector('button')).not.toBeNull()
  })

  it('opens for a wish made before it rendered', async () => {
    openChat()
    await render(<ChatLauncher store={store} />)
    expect(host.querySelector('[data-testid="widget"]')?.textContent).toBe('chat open')
  })

  it('opens for a wish made after its first render and before its listener was in', async () => {
    await render(
      <>
        <ChatLauncher store={store} />
        <TapsDuringCommit />
      </>,
    )
    expect(host.querySelector('[data-testid="widget"]')?.textContent).toBe('chat open')
  })

  it('opens for a wish made once it is listening', async () => {
    await render(<ChatLauncher store={store} />)
    await act(async () => openChat())
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(host.querySelector('[data-testid="widget"]')?.textContent).toBe('chat open')
  })
})
