import { type ClientFrame, type ServerFrame, SOCKET_PATH } from './protocol'

export type ConnectionStatus = 'connecting' | 'open' | 'offline'

/**
 * The browser's end of the chat socket: connects to this site's /api/chat/socket, calls `onReady`
 * each time the server greets it (so the caller resumes its chat after a reconnect), and reconnects
 * after a drop (an app server restarting) with a growing wait: 1 s, 2 s, 4 s … at most 10 s.
 */
export class ChatConnection {
  private socket: WebSocket | null = null
  private stopped = false
  private attempts = 0
  private timer: ReturnType<typeof setTimeout> | undefined

  constructor(
    private readonly handlers: {
      onFrame: (frame: ServerFrame) => void
      onReady: () => void
      onStatus?: (status: ConnectionStatus) => void
    },
  ) {}

  connect(): void {
    if (this.stopped || this.socket) return
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws'
    const socket = new WebSocket(`${scheme}://${window.location.host}${SOCKET_PATH}`)
    this.socket = socket
    this.handlers.onStatus?.('connecting')
    socket.onmessage = (event) => {
      let frame: ServerFrame
      try {
        frame = JSON.parse(String(event.data)) as ServerFrame
      } catch {
        return
      }
      if (frame.type === 'ready') {
        this.attempts = 0
        this.handlers.onStatus?.('open')
        this.handlers.onReady()
      }
      this.handlers.onFrame(frame)
    }
    socket.onclose = () => {
      if (this.socket === socket) this.socket = null
      if (this.stopped) return
      this.handlers.onStatus?.('offline')
      const wait = Math.min(1000 * 2 ** this.attempts, 10_000)
      this.attempts += 1
      this.timer = setTimeout(() => this.connect(), wait)
    }
  }

  /** Sends when connected; false when not (the caller keeps what it wanted to say for onReady). */
  send(frame: ClientFrame): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false
    this.socket.send(JSON.stringify(frame))
    return true
  }

  close(): void {
    this.stopped = true
    clearTimeout(this.timer)
    this.socket?.close()
    this.socket = null
  }
}
