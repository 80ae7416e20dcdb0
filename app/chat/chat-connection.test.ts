// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ChatConnection, type ConnectionStatus } from './chat-connection'
import { FakeWebSocket } from '../../tests/setup/fake-web-socket'
import type { ServerFrame } from './protocol'

const latest = () => FakeWebSocket.latest()

function connection() {
  const frames: ServerFrame[] = []
  const statuses: ConnectionStatus[] = []
  const onReady = vi.fn()
  const chat = new ChatConnection({ onFrame: (frame) => frames.push(frame), onReady, onStatus: (status) => statuses.push(status) })
  return { chat, frames, statuses, onReady }
}

beforeEach(() => {
  FakeWebSocket.all = []
  vi.useFakeTimers()
  vi.stubGlobal('WebSocket', FakeWebSocket)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('ChatConnection', () => {
  it('connects to this site’s socket and calls onReady when the server greets it, before passing the greeting on', () => {
    const { chat, frames, statuses, onReady } = connection()
    onReady.mockImplementation(() => expect(frames).toEqual([]))
    chat.connect()
    chat.connect()
    expect(FakeWebSocket.all).toHaveLength(1)
    expect(latest().url).toBe(`ws://${window.location.host}/api/chat/socket`)
    expect(statuses).toEqual(['connecting'])
    // Nothing is sent before the socket is open.
    expect(chat.send({ type: 'end', chatId: '6f1c1c8e-8a5e-4a43-9d59-3d4a54b1d002' })).toBe(false)

    latest().greet()
    expect(onReady).toHaveBeenCalledTimes(1)
    expect(statuses).toEqual(['connecting', 'open'])
    expect(frames).toEqual([{ type: 'ready', role: 'visitor' }])
    expect(chat.send({ type: 'end', chatId: '6f1c1c8e-8a5e-4a43-9d59-3d4a54b1d002' })).toBe(true)
    expect(latest().sent).toEqual([{ type: 'end', chatId: '6f1c1c8e-8a5e-4a43-9d59-3d4a54b1d002' }])
    // A frame that is not JSON is ignored.
    latest().receive('{not json')
    expect(frames).toHaveLength(1)
  })

  it('reconnects after a drop, waiting 1 s, 2 s, 4 s … at most 10 s, and from 1 s again once greeted', () => {
    const { chat, statuses, onReady } = connection()
    chat.connect()
    latest().greet()
    latest().drop()
    expect(statuses.at(-1)).toBe('offline')
    expect(chat.send({ type: 'presence', available: true })).toBe(false)

    // The server stays down: each attempt fails, and the wait grows.
    for (const wait of [1000, 2000, 4000, 8000, 10_000, 10_000]) {
      const before = FakeWebSocket.all.length
      vi.advanceTimersByTime(wait - 1)
      expect(FakeWebSocket.all, `still waiting ${wait} ms`).toHaveLength(before)
      vi.advanceTimersByTime(1)
      expect(FakeWebSocket.all).toHaveLength(before + 1)
      expect(statuses.at(-1)).toBe('connecting')
      latest().drop(1006)
    }

    // Back up: the next greeting calls onReady again (the caller resumes its chat) and the wait starts over.
    vi.advanceTimersByTime(10_000)
    latest().greet()
    expect(onReady).toHaveBeenCalledTimes(2)
    expect(statuses.at(-1)).toBe('open')
    const before = FakeWebSocket.all.length
    latest().drop()
    vi.advanceTimersByTime(1000)
    expect(FakeWebSocket.all).toHaveLength(before + 1)
  })

  it('stops for good when closed: no reconnect, not even one already waiting', () => {
    const { chat } = connection()
    chat.connect()
    latest().greet()
    latest().drop()
    chat.close()
    vi.advanceTimersByTime(60_000)
    expect(FakeWebSocket.all).toHaveLength(1)

    const other = connection()
    other.chat.connect()
    const socket = latest()
    other.chat.close()
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED)
    vi.advanceTimersByTime(60_000)
    expect(FakeWebSocket.all).toHaveLength(2)
    expect(other.statuses).toEqual(['connecting'])
  })
})
