import type { ServerFrame } from '~/chat/protocol'

/**
 * A stand-in for the browser's WebSocket in unit tests (`vi.stubGlobal('WebSocket', FakeWebSocket)`):
 * the test plays the chat server — greet, send frames, drop the socket as a restart does.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSING = 2
  static readonly CLOSED = 3
  /** Every socket made since the last reset, oldest first. */
  static all: FakeWebSocket[] = []
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.all.at(-1)
    if (!socket) throw new Error('no WebSocket was made')
    return socket
  }

  readyState = FakeWebSocket.CONNECTING
  /** What the page sent, parsed. */
  sent: unknown[] = []
  onmessage: ((event: { data: string }) => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null

  constructor(readonly url: string) {
    FakeWebSocket.all.push(this)
  }
  send(text: string) {
    this.sent.push(JSON.parse(text))
  }
  close() {
    this.drop(1000)
  }

  // The server's side.
  greet(role: 'visitor' | 'agent' = 'visitor') {
    this.readyState = FakeWebSocket.OPEN
    this.receive({ type: 'ready', role })
  }
  receive(frame: ServerFrame | string) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) })
  }
  drop(code = 1012) {
    if (this.readyState === FakeWebSocket.CLOSED) return
    this.readyState = FakeWebSocket.CLOSED
    this.onclose?.({ code })
  }
}
