// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeWebSocket } from '../../../tests/setup/fake-web-socket'
import type { ChatMessageView, ChatView } from '../protocol'
import ChatWindow from './chat-window'

const CHAT_ID = '6f1c1c8e-8a5e-4a43-9d59-3d4a54b1d002'
const TOKEN = 'tab-token_from-session-storage'
const chat: ChatView = { id: CHAT_ID, storeId: 7, status: 'active', visitorName: 'Customer', agentName: 'Priya', affirmation: 'adult-21', createdAt: '2026-11-27T15:00:00.000Z' }
const line = (id: number, author: ChatMessageView['author'], authorName: string, body: string): ChatMessageView => ({ id, author, authorName, body, sentAt: '2026-11-27T15:00:00.000Z' })
const before = [line(1, 'visitor', 'Customer', 'Are you open on Thanksgiving?'), line(2, 'system', 'Priya', 'Priya joined the chat.')]

let root: Root | null = null
beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  FakeWebSocket.all = []
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  vi.stubGlobal('WebSocket', FakeWebSocket)
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ agentsAvailable: true })))
})
afterEach(async () => {
  await act(async () => root?.unmount())
  root = null
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

/** The window with a chat this tab keeps in session storage (a reload, or the widget restored). */
async function restoredWindow() {
  const host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  const onSession = vi.fn()
  await act(async () =>
    root!.render(
      <ChatWindow
        state="open"
        onStateChange={() => {}}
        storeId={7}
        takesPatients={false}
        dispensaryName="Northmeadow Joliet"
        details={{ chatId: CHAT_ID, token: TOKEN, storeId: 7 }}
        ended={false}
        onSession={onSession}
      />,
    ),
  )
  return { host, onSession }
}

const server = (run: (socket: FakeWebSocket) => void) => act(async () => run(FakeWebSocket.latest()))
const log = (host: HTMLElement) => [...host.querySelectorAll('[role="log"] li')].map((item) => item.textContent?.trim()).filter(Boolean)

describe('ChatWindow over a socket that drops', () => {
  it('resumes the chat with its token whenever the server greets it, and shows the history again after a restart', async () => {
    const { host } = await restoredWindow()
    expect(FakeWebSocket.all).toHaveLength(1)
    expect(host.textContent).toContain('Loading your chat…')

    await server((socket) => socket.greet())
    expect(FakeWebSocket.latest().sent).toEqual([{ type: 'resume', chatId: CHAT_ID, token: TOKEN }])
    await server((socket) => socket.receive({ type: 'chat', chat, messages: before }))
    expect(host.textContent).not.toContain('Loading your chat…')
    expect(log(host)).toEqual([expect.stringContaining('Are you open on Thanksgiving?'), 'Priya joined the chat.'])

    // The app server restarts: the socket closes, the window says so and keeps what it showed.
    await server((socket) => socket.drop(1012))
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Reconnecting…')
    expect(log(host)).toHaveLength(2)

    // 1 s later the widget connects again; once greeted it resumes with the same token.
    await act(async () => vi.advanceTimersByTime(999))
    expect(FakeWebSocket.all).toHaveLength(1)
    await act(async () => vi.advanceTimersByTime(1))
    expect(FakeWebSocket.all).toHaveLength(2)
    await server((socket) => socket.greet())
    expect(FakeWebSocket.latest().sent).toEqual([{ type: 'resume', chatId: CHAT_ID, token: TOKEN }])

    // The history from the database, with what the agent wrote while the socket was down.
    await server((socket) => socket.receive({ type: 'chat', chat, messages: [...before, line(3, 'agent', 'Priya', 'Yes, 9 to 5.')] }))
    expect(host.textContent).not.toContain('Reconnecting…')
    expect(log(host)).toEqual([expect.stringContaining('Are you open on Thanksgiving?'), 'Priya joined the chat.', expect.stringContaining('Yes, 9 to 5.')])
    expect(host.textContent).toContain('Priya: Yes, 9 to 5.')
  })
})
