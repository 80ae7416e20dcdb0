import { randomUUID } from 'node:crypto'
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import pg from 'pg'
import { WebSocket, WebSocketServer } from 'ws'
import { getAccountUser } from '~/auth/session.server'
import { getPool } from '~/db/client.server'
import { getEnv, publicOrigin } from '~/env.server'
import { log } from '~/log.server'
import { createRateLimiter } from '~/site/rate-limit.server'
import {
  acceptChat,
  type Agent,
  CHAT_CHANNEL,
  type ChatEvent,
  chatToken,
  endChat,
  findAgent,
  findChat,
  listQueue,
  messagesAfter,
  notifyDispensary,
  postMessage,
  refreshPresence,
  setPresence,
  startChat,
  verifyChatToken,
} from './chat.server'
import {
  type ClientFrame,
  cleanMessage,
  errorFrame,
  MAX_FRAME_BYTES,
  type ServerFrame,
  SOCKET_PATH,
  VISITOR_DISPLAY_NAME,
  VISITOR_MESSAGES_PER_MINUTE,
} from './protocol'
import { parseClientFrame } from './frames'

const logger = log('chat')

/** Issue 18: at most 20 visitor messages a minute per chat, counted in PostgreSQL (every app server counts once). */
export const visitorMessageLimiter = createRateLimiter({ name: 'chat-message', windowMs: 60_000, max: VISITOR_MESSAGES_PER_MINUTE })
/** New chats per client address: a visitor starts a few, a script many. */
export const chatStartLimiter = createRateLimiter({ name: 'chat-start', windowMs: 10 * 60_000, max: 10 })

/**
 * A frame over MAX_FRAME_BYTES is answered 'malformed' (decision 0029) and the socket stays open;
 * past this hard cap `ws` closes the socket (1009) without buffering more of it.
 */
export const SOCKET_MAX_PAYLOAD_BYTES = 4 * MAX_FRAME_BYTES

const PRESENCE_REFRESH_MS = 10_000
const PING_MS = 30_000
const LISTEN_RETRY_MS = 1_000

/**
 * A chat a socket follows, and as whom: 'visitor' when it started the chat or resumed it with the
 * chat's token, 'agent' when its staff member accepted or reopened it. A staff member may use the
 * storefront's widget as a shopper, so being staff does not make every chat of the socket theirs.
 */
type Followed = { lastId: number; status: string; as: 'visitor' | 'agent' }
type Connection = {
  socket: WebSocket
  id: string
  clientAddress: string
  userId: string | null
  agent: Agent | null
  available: boolean
  /** Chats this socket may read and write, and the last message it was sent of each. */
  follows: Map<string, Followed>
  alive: boolean
}

export type ChatSocketServer = { close(): Promise<void>; readonly connections: number }

/**
 * The chat's WebSocket endpoint on an app server's HTTP server: upgrades at /api/chat/socket from
 * this site's origins, knows a signed-in staff member (the session cookie) as an agent, and tells
 * its sockets what any app server on the database did, through one LISTEN connection of its own.
 */
export function attachChatSocket(
  server: Server,
  options: {
    /** The site's origins (server/site-origins.ts): a socket from any other page is refused. */
    allowedOrigins: () => readonly string[]
    /** The client's address for rate limits (TRUST_PROXY applies). */
    clientAddress?: (req: IncomingMessage) => string
  },
): ChatSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: SOCKET_MAX_PAYLOAD_BYTES })
  const connections = new Set<Connection>()
  let listener: pg.Client | null = null
  let closing = false
  let retry: NodeJS.Timeout | undefined

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (url.pathname !== SOCKET_PATH) return
    void admit(req, socket, head)
  }
  server.on('upgrade', onUpgrade)

  async function admit(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const env = getEnv()
    const origin = req.headers.origin
    if (!origin || !options.allowedOrigins().includes(origin)) return refuse(socket, 403, 'Forbidden')
    let userId: string | null = null
    let agent: Agent | null = null
    try {
      const user = await getAccountUser(new Request(`${publicOrigin(env)}${SOCKET_PATH}`, { headers: { cookie: req.headers.cookie ?? '' } }))
      userId = user?.id ?? null
      if (user?.role === 'staff') agent = await findAgent(user.id)
    } catch (error) {
      logger.error({ err: error }, 'chat socket: session lookup failed')
      return refuse(socket, 503, 'Service Unavailable')
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const connection: Connection = {
        socket: ws,
        id: randomUUID(),
        clientAddress: options.clientAddress?.(req) ?? req.socket.remoteAddress ?? 'unknown',
        userId,
        agent,
        available: false,
        follows: new Map(),
        alive: true,
      }
      connections.add(connection)
      ws.on('pong', () => (connection.alive = true))
      // One frame at a time per socket, in the order they came: a visitor's lines keep their order.
      let queue = Promise.resolve()
      ws.on('message', (data, isBinary) => {
        const bytes = Array.isArray(data) ? data.reduce((total, part) => total + part.byteLength, 0) : data.byteLength
        const text = isBinary || bytes > MAX_FRAME_BYTES ? null : data.toString()
        queue = queue.then(() =>
          (text === null ? Promise.resolve(send(connection, errorFrame('malformed'))) : handle(connection, text)).catch((error: unknown) => {
            logger.error({ err: error }, 'chat socket: frame failed')
            send(connection, errorFrame('unavailable'))
          }),
        )
      })
      ws.on('close', () => void drop(connection))
      ws.on('error', () => ws.terminate())
      send(connection, { type: 'ready', role: agent ? 'agent' : 'visitor' })
    })
  }

  async function drop(connection: Connection) {
    connections.delete(connection)
    if (connection.available && connection.agent) {
      await setPresence(connection.id, null).catch((error: unknown) => logger.error({ err: error }, 'chat: presence not cleared'))
      await notifyDispensary(connection.agent.dispensaryId).catch(() => {})
    }
  }

  async function handle(connection: Connection, text: string) {
    const frame = parseClientFrame(text)
    if (!frame) return send(connection, errorFrame('malformed'))
    switch (frame.type) {
      case 'start':
        return start(connection, frame)
      case 'resume':
        return resume(connection, frame)
      case 'message':
        return message(connection, frame)
      case 'end':
        return end(connection, frame)
      case 'presence':
      case 'accept':
      case 'open':
        return agentFrame(connection, frame)
    }
  }

  async function start(connection: Connection, frame: Extract<ClientFrame, { type: 'start' }>) {
    const cleaned = cleanMessage(frame.body)
    if (!cleaned.ok) return send(connection, errorFrame(cleaned.code))
    const limit = await chatStartLimiter.hit(connection.clientAddress)
    if (!limit.ok) return send(connection, errorFrame('rate-limited', limit.retryAfterSeconds))
    const outcome = await startChat({ storeId: frame.storeId, affirmation: frame.affirmation, body: cleaned.body, visitorUserId: connection.userId })
    if (!outcome.ok) return send(connection, errorFrame(outcome.code))
    // The first message counts towards the visitor's 20 a minute.
    await visitorMessageLimiter.hit(outcome.chat.id)
    follow(connection, outcome.chat.id, outcome.messages, outcome.chat.status, 'visitor')
    send(connection, { type: 'chat', chat: outcome.chat, messages: outcome.messages, token: chatToken(outcome.chat.id) })
  }

  async function resume(connection: Connection, frame: Extract<ClientFrame, { type: 'resume' }>) {
    // A wrong token and an unknown id answer alike: another visitor's chat is not even confirmed to exist.
    if (!verifyChatToken(frame.chatId, frame.token)) return send(connection, errorFrame('not-found'))
    const chat = await findChat(frame.chatId)
    if (!chat) return send(connection, errorFrame('not-found'))
    const messages = await messagesAfter(chat.id)
    follow(connection, chat.id, messages, chat.status, 'visitor')
    const { dispensaryId: _d, agentUserId: _a, ...view } = chat
    send(connection, { type: 'chat', chat: view, messages })
  }

  /** Who writes into a chat this socket follows: its visitor, or the agent of the store who took it. */
  async function message(connection: Connection, frame: Extract<ClientFrame, { type: 'message' }>) {
    const followed = connection.follows.get(frame.chatId)
    if (!followed) return send(connection, errorFrame('not-found'))
    const cleaned = cleanMessage(frame.body)
    if (!cleaned.ok) return send(connection, errorFrame(cleaned.code))
    const chat = await findChat(frame.chatId)
    if (!chat) return send(connection, errorFrame('not-found'))
    const agent = followed.as === 'agent' ? agentOf(connection, chat) : null
    if (followed.as === 'agent' && !agent) return send(connection, errorFrame('forbidden'))
    if (!agent) {
      const limit = await visitorMessageLimiter.hit(chat.id)
      if (!limit.ok) return send(connection, errorFrame('rate-limited', limit.retryAfterSeconds))
    }
    const outcome = await postMessage({
      chatId: chat.id,
      author: agent ? 'agent' : 'visitor',
      authorName: agent ? agent.name : VISITOR_DISPLAY_NAME,
      body: cleaned.body,
    })
    if (!outcome.ok) return send(connection, errorFrame(outcome.code))
    // The message reaches this socket, like every other, through NOTIFY.
  }

  async function end(connection: Connection, frame: Extract<ClientFrame, { type: 'end' }>) {
    const followed = connection.follows.get(frame.chatId)
    if (!followed) return send(connection, errorFrame('not-found'))
    if (followed.as === 'visitor') return void (await endChat(frame.chatId, { author: 'visitor', name: VISITOR_DISPLAY_NAME }))
    const chat = await findChat(frame.chatId)
    if (!chat) return send(connection, errorFrame('not-found'))
    const agent = agentOf(connection, chat)
    if (!agent) return send(connection, errorFrame('forbidden'))
    await endChat(chat.id, { author: 'agent', name: agent.name })
  }

  /** The socket's staff member when they are the agent of this chat: staff of its dispensary who took it. */
  function agentOf(connection: Connection, chat: { dispensaryId: number; agentUserId: string | null }): Agent | null {
    const agent = connection.agent
    return agent && agent.dispensaryId === chat.dispensaryId && chat.agentUserId === agent.userId ? agent : null
  }

  async function agentFrame(connection: Connection, frame: Extract<ClientFrame, { type: 'presence' | 'accept' | 'open' }>) {
    const agent = connection.agent
    if (!agent) return send(connection, errorFrame('forbidden'))
    if (frame.type === 'presence') {
      connection.available = frame.available
      await setPresence(connection.id, frame.available ? agent : null)
      await notifyDispensary(agent.dispensaryId)
      send(connection, { type: 'presence', available: frame.available })
      return send(connection, { type: 'queue', chats: await listQueue(agent) })
    }
    const chat = await findChat(frame.chatId)
    if (!chat || chat.dispensaryId !== agent.dispensaryId) return send(connection, errorFrame('not-found'))
    if (frame.type === 'accept') {
      if (!(await acceptChat(chat.id, agent))) return send(connection, errorFrame(chat.status === 'ended' ? 'ended' : 'not-found'))
    } else if (chat.agentUserId !== agent.userId) {
      // 'open': follow a chat the agent already took (after a reload of the console).
      return send(connection, errorFrame('not-found'))
    }
    const fresh = await findChat(chat.id)
    if (!fresh) return send(connection, errorFrame('not-found'))
    const messages = await messagesAfter(chat.id)
    follow(connection, chat.id, messages, fresh.status, 'agent')
    const { dispensaryId: _d, agentUserId: _a, ...view } = fresh
    send(connection, { type: 'chat', chat: view, messages })
  }

  function follow(connection: Connection, chatId: string, messages: { id: number }[], status: string, as: Followed['as']) {
    const lastId = messages.at(-1)?.id ?? 0
    const current = connection.follows.get(chatId)
    connection.follows.set(chatId, { lastId: Math.max(lastId, current?.lastId ?? 0), status, as })
  }

  // -------------------------------------------------------------------------------------------
  // What the database says happened, on any app server.

  async function deliver(event: ChatEvent) {
    if (event.chatId) await deliverChat(event.chatId)
    await deliverQueue(event.dispensaryId)
  }

  /** A dispensary's queue, as it stands now, to each of its agents on this server. */
  async function deliverQueue(dispensaryId: number) {
    const agents = [...connections].filter((c) => c.agent?.dispensaryId === dispensaryId)
    if (!agents.length) return
    const queue = await listQueue(agents[0]!.agent!)
    for (const connection of agents) send(connection, { type: 'queue', chats: queue })
  }

  async function deliverChat(chatId: string) {
    const followers = [...connections].filter((c) => c.follows.has(chatId))
    if (!followers.length) return
    const chat = await findChat(chatId)
    if (!chat) return
    const oldest = Math.min(...followers.map((c) => c.follows.get(chatId)!.lastId))
    const messages = await messagesAfter(chatId, oldest)
    for (const connection of followers) {
      const followed = connection.follows.get(chatId)
      if (!followed) continue
      for (const line of messages) if (line.id > followed.lastId) send(connection, { type: 'message', chatId, message: line })
      followed.lastId = Math.max(followed.lastId, messages.at(-1)?.id ?? 0)
      if (followed.status !== chat.status) {
        followed.status = chat.status
        send(connection, { type: 'status', chatId, status: chat.status, agentName: chat.agentName })
      }
    }
  }

  async function listen() {
    if (closing) return
    const client = new pg.Client(getPool().options)
    client.on('error', (error) => {
      logger.warn({ err: error }, 'chat: LISTEN connection lost; reconnecting')
      client.end().catch(() => {})
      if (listener === client) listener = null
      schedule()
    })
    client.on('notification', (notification) => {
      let event: ChatEvent
      try {
        event = JSON.parse(notification.payload ?? '') as ChatEvent
      } catch {
        return
      }
      void deliver(event).catch((error: unknown) => logger.error({ err: error }, 'chat: delivery failed'))
    })
    try {
      await client.connect()
      await client.query(`listen ${pg.escapeIdentifier(CHAT_CHANNEL)}`)
    } catch (error) {
      logger.warn({ err: error }, 'chat: cannot LISTEN yet; retrying')
      await client.end().catch(() => {})
      return schedule()
    }
    if (closing) return void (await client.end().catch(() => {}))
    listener = client
    // Whatever happened while no LISTEN was open reaches the sockets now: the chats they follow,
    // and each agent's queue (a chat started or taken meanwhile notified no one here).
    const followed = new Set([...connections].flatMap((c) => [...c.follows.keys()]))
    for (const chatId of followed) await deliverChat(chatId).catch(() => {})
    const dispensaries = new Set([...connections].flatMap((c) => (c.agent ? [c.agent.dispensaryId] : [])))
    for (const dispensaryId of dispensaries) await deliverQueue(dispensaryId).catch(() => {})
  }

  function schedule() {
    if (closing) return
    clearTimeout(retry)
    retry = setTimeout(() => void listen(), LISTEN_RETRY_MS)
  }

  const ready = listen()

  const pinger = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
    }
  }, PING_MS)
  const presence = setInterval(() => {
    const ids = [...connections].filter((c) => c.available).map((c) => c.id)
    void refreshPresence(ids).catch((error: unknown) => logger.error({ err: error }, 'chat: presence not refreshed'))
  }, PRESENCE_REFRESH_MS)
  pinger.unref()
  presence.unref()

  return {
    get connections() {
      return connections.size
    },
    async close() {
      closing = true
      server.off('upgrade', onUpgrade)
      clearInterval(pinger)
      clearInterval(presence)
      clearTimeout(retry)
      await ready
      const open = [...connections]
      for (const connection of open) connection.socket.close(1012, 'Server restarting')
      await Promise.all(open.map(drop))
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await listener?.end().catch(() => {})
      listener = null
    },
  }
}

function send(connection: Connection, frame: ServerFrame) {
  if (connection.socket.readyState === WebSocket.OPEN) connection.socket.send(JSON.stringify(frame))
}

function refuse(socket: Duplex, status: number, text: string) {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}
