import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { signedUpShopper } from '~/account/test-accounts.server'
import { getDb } from '~/db/client.server'
import { chatConversations, chatMessages, users } from '~/db/schema'
import { createDispensary, createMenu, createState } from '~/db/seed/factories'
import { loadEnv } from '~/env.server'
import { resetDatabase } from '../../tests/setup/reset-database'
import { agentsAvailable, chatToken, startChat as startChatInDatabase } from './chat.server'
import { MAX_FRAME_BYTES, type ServerFrame } from './protocol'
import { attachChatSocket, type ChatSocketServer, SOCKET_MAX_PAYLOAD_BYTES } from './socket.server'

const ORIGIN = 'https://shop.example'

type AppServer = { http: Server; chat: ChatSocketServer; url: string }
const running: AppServer[] = []

/** One app server: an HTTP server with the chat socket on it, as server.js sets it up. */
async function appServer(): Promise<AppServer> {
  const http = createServer((_req, res) => res.writeHead(404).end())
  const chat = attachChatSocket(http, { allowedOrigins: () => [ORIGIN], clientAddress: () => '203.0.113.7' })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const server = { http, chat, url: `ws://127.0.0.1:${(http.address() as AddressInfo).port}/api/chat/socket` }
  running.push(server)
  return server
}

async function stop(server: AppServer) {
  await server.chat.close()
  await new Promise<void>((resolve) => server.http.close(() => resolve()))
  running.splice(running.indexOf(server), 1)
}

/** A socket client that keeps every frame and waits for the ones a test expects. */
class Client {
  frames: ServerFrame[] = []
  private waiters: (() => void)[] = []
  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as ServerFrame)
      for (const wake of this.waiters.splice(0)) wake()
    })
  }
  static async open(url: string, { cookie, origin = ORIGIN }: { cookie?: string; origin?: string } = {}): Promise<Client> {
    const socket = new WebSocket(url, { headers: { origin, ...(cookie ? { cookie } : {}) } })
    const client = new Client(socket)
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
    })
    await client.next((f) => f.type === 'ready')
    return client
  }
  send(frame: unknown) {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame))
  }
  /** The first frame (from `from` on) that matches, waiting up to 5 s for it. */
  async next<T extends ServerFrame>(match: (frame: ServerFrame) => boolean, from = 0): Promise<T> {
    const deadline = Date.now() + 5000
    for (;;) {
      const found = this.frames.slice(from).find(match)
      if (found) return found as T
      if (Date.now() > deadline) throw new Error(`no matching frame; got ${JSON.stringify(this.frames)}`)
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve)
        setTimeout(resolve, 100)
      })
    }
  }
  close() {
    this.socket.close()
  }
}

let storeId: number
let medicalStoreId: number
let otherStoreId: number
let quietStoreId: number
let agentCookie: string
let clients: Client[] = []

async function open(server: AppServer, options?: { cookie?: string; origin?: string }) {
  const client = await Client.open(server.url, options)
  clients.push(client)
  return client
}

beforeAll(() => {
  loadEnv({ ...process.env, PUBLIC_ORIGIN: ORIGIN })
})
afterAll(() => {
  loadEnv(process.env)
})

beforeEach(async () => {
  await resetDatabase()
  const db = getDb()
  const il = await createState(db, { code: 'IL', slug: 'illinois', name: 'Illinois' })
  const joliet = await createDispensary(db, { stateId: il.id, slug: 'joliet', name: 'Northmeadow Joliet', tags: ['recreational', 'medical'], showChatBox: true })
  const elgin = await createDispensary(db, { stateId: il.id, slug: 'elgin', name: 'Northmeadow Elgin', tags: ['recreational'], showChatBox: true })
  const quiet = await createDispensary(db, { stateId: il.id, slug: 'quiet', name: 'Northmeadow Quiet', tags: ['recreational'], showChatBox: false })
  storeId = (await createMenu(db, { dispensaryId: joliet.id, kind: 'recreational' })).storeId
  medicalStoreId = (await createMenu(db, { dispensaryId: joliet.id, kind: 'medical' })).storeId
  otherStoreId = (await createMenu(db, { dispensaryId: elgin.id, kind: 'recreational' })).storeId
  quietStoreId = (await createMenu(db, { dispensaryId: quiet.id, kind: 'recreational' })).storeId
  const staff = await signedUpShopper({ firstName: 'Priya' })
  // Staff of the medical menu: the whole dispensary's chats are theirs.
  await db.update(users).set({ role: 'staff', staffStoreId: medicalStoreId }).where(eq(users.id, staff.user.id))
  agentCookie = staff.cookie
})

afterEach(async () => {
  for (const client of clients) client.close()
  clients = []
  for (const server of [...running]) await stop(server)
})

async function startChat(visitor: Client, body = 'Hi, do you have the Blue Dream eighth in stock?') {
  const from = visitor.frames.length
  visitor.send({ type: 'start', storeId, affirmation: 'adult-21', body })
  return visitor.next<Extract<ServerFrame, { type: 'chat' }>>((f) => f.type === 'chat', from)
}

async function availableAgent(server: AppServer) {
  const agent = await open(server, { cookie: agentCookie })
  expect(agent.frames[0]).toEqual({ type: 'ready', role: 'agent' })
  agent.send({ type: 'presence', available: true })
  await agent.next((f) => f.type === 'presence')
  return agent
}

describe('support chat over two app servers on one database', () => {
  it('delivers a conversation between a visitor on one server and an agent on the other (LISTEN/NOTIFY)', async () => {
    const a = await appServer()
    const b = await appServer()
    expect(await agentsAvailable(storeId)).toBe(false)
    const agent = await availableAgent(b)
    expect(await agentsAvailable(storeId)).toBe(true)
    expect(await agentsAvailable(otherStoreId)).toBe(false)

    const visitor = await open(a)
    expect(visitor.frames[0]).toEqual({ type: 'ready', role: 'visitor' })
    const started = await startChat(visitor)
    expect(started.chat).toMatchObject({ storeId, status: 'queued', visitorName: 'Customer', affirmation: 'adult-21' })
    expect(started.token).toBe(chatToken(started.chat.id))

    // The agent on server B sees it queued, with the visitor as 'Customer'.
    const queue = await agent.next<Extract<ServerFrame, { type: 'queue' }>>((f) => f.type === 'queue' && f.chats.some((c) => c.id === started.chat.id))
    expect(queue.chats[0]).toMatchObject({ visitorName: 'Customer', status: 'queued', preview: 'Hi, do you have the Blue Dream eighth in stock?' })

    agent.send({ type: 'accept', chatId: started.chat.id })
    const taken = await agent.next<Extract<ServerFrame, { type: 'chat' }>>((f) => f.type === 'chat')
    expect(taken.messages.map((m) => m.body)).toEqual(['Hi, do you have the Blue Dream eighth in stock?', 'Priya joined the chat.'])
    await visitor.next((f) => f.type === 'status' && f.status === 'active' && f.agentName === 'Priya')

    agent.send({ type: 'message', chatId: started.chat.id, body: 'We do: 14 left at Joliet.' })
    const reply = await visitor.next<Extract<ServerFrame, { type: 'message' }>>((f) => f.type === 'message' && f.message.author === 'agent')
    expect(reply.message).toMatchObject({ authorName: 'Priya', body: 'We do: 14 left at Joliet.' })

    visitor.send({ type: 'message', chatId: started.chat.id, body: '<b>Great</b>, thanks!' })
    const line = await agent.next<Extract<ServerFrame, { type: 'message' }>>((f) => f.type === 'message' && f.message.author === 'visitor')
    // Plain text, kept as typed: the widget renders it escaped.
    expect(line.message).toMatchObject({ authorName: 'Customer', body: '<b>Great</b>, thanks!' })

    visitor.send({ type: 'end', chatId: started.chat.id })
    await agent.next((f) => f.type === 'status' && f.status === 'ended')
    await visitor.next((f) => f.type === 'status' && f.status === 'ended')
    const [row] = await getDb().select().from(chatConversations).where(eq(chatConversations.id, started.chat.id))
    expect(row).toMatchObject({ status: 'ended', agentName: 'Priya', affirmation: 'adult-21' })
    expect(row?.affirmedAt).toBeInstanceOf(Date)

    // After the end nothing more is stored.
    const before = agent.frames.length
    agent.send({ type: 'message', chatId: started.chat.id, body: 'Anything else?' })
    expect(await agent.next((f) => f.type === 'error', before)).toMatchObject({ code: 'ended' })
  })

  it('keeps the transcript through a restart: the visitor resumes with the token on a new server', async () => {
    const a = await appServer()
    const visitor = await open(a)
    const started = await startChat(visitor, 'Are you open on Thanksgiving?')
    visitor.send({ type: 'message', chatId: started.chat.id, body: 'And what time?' })
    await visitor.next((f) => f.type === 'message' && f.message.body === 'And what time?')
    await stop(a)

    const c = await appServer()
    const again = await open(c)
    again.send({ type: 'resume', chatId: started.chat.id, token: started.token })
    const resumed = await again.next<Extract<ServerFrame, { type: 'chat' }>>((f) => f.type === 'chat')
    expect(resumed.chat.status).toBe('queued')
    expect(resumed.messages.map((m) => m.body)).toEqual(['Are you open on Thanksgiving?', 'And what time?'])
    expect(resumed).not.toHaveProperty('token')
  })

  it('answers bad input with an error frame and stores nothing', async () => {
    const a = await appServer()
    const visitor = await open(a)
    const count = async () => Number((await getDb().execute<{ n: string }>(sql`select count(*) as n from chat_messages`)).rows[0]?.n)

    const cases: [unknown, string][] = [
      ['not json', 'malformed'],
      [{ type: 'shout', body: 'hi' }, 'malformed'],
      [{ type: 'start', storeId: 'one', affirmation: 'adult-21', body: 'hi' }, 'malformed'],
      [{ type: 'start', storeId, affirmation: 'adult-21', body: 'x'.repeat(2001) }, 'too-long'],
      [{ type: 'start', storeId, affirmation: 'adult-21', body: '   \u0007 ' }, 'empty'],
      [{ type: 'start', storeId, affirmation: 'maybe', body: 'hi' }, 'malformed'],
      // A registered patient is an affirmation only a dispensary with a medical menu takes.
      [{ type: 'start', storeId: otherStoreId, affirmation: 'medical-patient', body: 'hi' }, 'not-affirmed'],
      [{ type: 'start', storeId: quietStoreId, affirmation: 'adult-21', body: 'hi' }, 'not-found'],
      [{ type: 'start', storeId: 999_999, affirmation: 'adult-21', body: 'hi' }, 'not-found'],
      [{ type: 'presence', available: true }, 'forbidden'],
    ]
    for (const [frame, code] of cases) {
      const from = visitor.frames.length
      visitor.send(frame)
      expect(await visitor.next((f) => f.type === 'error', from), JSON.stringify(frame).slice(0, 80)).toMatchObject({ code })
    }
    expect(await count()).toBe(0)

    // A medical store takes a registered patient's affirmation.
    const from = visitor.frames.length
    visitor.send({ type: 'start', storeId: medicalStoreId, affirmation: 'medical-patient', body: 'Do you take Illinois patient cards?' })
    expect(await visitor.next((f) => f.type === 'chat', from)).toMatchObject({ chat: { affirmation: 'medical-patient' } })
  })

  it('refuses foreign chat ids, oversized and flooding messages', async () => {
    const a = await appServer()
    const owner = await open(a)
    const started = await startChat(owner)
    const stranger = await open(a)

    const errorFor = async (client: Client, frame: unknown) => {
      const from = client.frames.length
      client.send(frame)
      return client.next((f) => f.type === 'error', from)
    }
    // Another visitor's chat: a wrong token, or writing without having resumed it.
    expect(await errorFor(stranger, { type: 'resume', chatId: started.chat.id, token: 'forged' })).toMatchObject({ code: 'not-found' })
    expect(await errorFor(stranger, { type: 'resume', chatId: started.chat.id, token: chatToken('00000000-0000-4000-8000-000000000000') })).toMatchObject({ code: 'not-found' })
    expect(await errorFor(stranger, { type: 'message', chatId: started.chat.id, body: 'hello' })).toMatchObject({ code: 'not-found' })
    expect(await errorFor(stranger, { type: 'end', chatId: started.chat.id })).toMatchObject({ code: 'not-found' })
    // An agent of another dispensary cannot take it either.
    const db = getDb()
    const elginStaff = await signedUpShopper({ firstName: 'Omar' })
    await db.update(users).set({ role: 'staff', staffStoreId: otherStoreId }).where(eq(users.id, elginStaff.user.id))
    const foreignAgent = await open(a, { cookie: elginStaff.cookie })
    expect(await errorFor(foreignAgent, { type: 'accept', chatId: started.chat.id })).toMatchObject({ code: 'not-found' })

    expect(await errorFor(owner, { type: 'message', chatId: started.chat.id, body: 'y'.repeat(2001) })).toMatchObject({ code: 'too-long', message: 'Messages can be at most 2,000 characters.' })
    // 2,000 characters is still a message (emoji count as one character each).
    owner.send({ type: 'message', chatId: started.chat.id, body: '🌿'.repeat(2000) })
    await owner.next((f) => f.type === 'message' && f.message.body.length === 4000)

    // The start's first message counts: 20 messages a minute pass, the 21st does not.
    for (let i = 2; i <= 19; i++) owner.send({ type: 'message', chatId: started.chat.id, body: `line ${i}` })
    await owner.next((f) => f.type === 'message' && f.message.body === 'line 19')
    const refused = await errorFor(owner, { type: 'message', chatId: started.chat.id, body: 'one too many' })
    expect(refused).toMatchObject({ code: 'rate-limited' })
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0)
    const lines = await db.select({ body: chatMessages.body }).from(chatMessages).where(eq(chatMessages.chatId, started.chat.id))
    expect(lines).toHaveLength(20)
    expect(lines.map((l) => l.body)).not.toContain('one too many')
  })

  it('answers a frame over 16 kB with malformed and keeps the socket open; past the hard cap it closes it (1009)', async () => {
    const a = await appServer()
    const visitor = await open(a)
    // Valid JSON of a known shape, only too large: refused before it is parsed, and nothing stored.
    const large = JSON.stringify({ type: 'start', storeId, affirmation: 'adult-21', body: 'x'.repeat(MAX_FRAME_BYTES) })
    expect(Buffer.byteLength(large)).toBeGreaterThan(MAX_FRAME_BYTES)
    expect(Buffer.byteLength(large)).toBeLessThan(SOCKET_MAX_PAYLOAD_BYTES)
    let from = visitor.frames.length
    visitor.send(large)
    expect(await visitor.next((f) => f.type === 'error', from)).toMatchObject({ code: 'malformed', message: 'That message could not be read. Please try again.' })
    // Counted in bytes: 9,000 two-byte characters are fewer than 16,384 characters of JSON but over 16 kB.
    from = visitor.frames.length
    visitor.send({ type: 'start', storeId, affirmation: 'adult-21', body: 'é'.repeat(9000) })
    expect(await visitor.next((f) => f.type === 'error', from)).toMatchObject({ code: 'malformed' })
    expect(await getDb().$count(chatConversations)).toBe(0)

    // The same socket goes on working.
    const started = await startChat(visitor)
    expect(started.chat.status).toBe('queued')

    const closed = new Promise<number>((resolve) => visitor.socket.once('close', (code) => resolve(code)))
    visitor.send(JSON.stringify({ type: 'message', chatId: started.chat.id, body: 'y'.repeat(SOCKET_MAX_PAYLOAD_BYTES) }))
    expect(await closed).toBe(1009)
    expect(await getDb().$count(chatMessages)).toBe(1)
  })

  it('lets a signed-in staff member chat as a shopper: they write as the visitor, while agent actions stay with staff of the chat’s store', async () => {
    const a = await appServer()
    const agent = await availableAgent(a)
    // Staff of another dispensary (Elgin), shopping at Joliet with the storefront's widget.
    const db = getDb()
    const elginStaff = await signedUpShopper({ firstName: 'Omar' })
    await db.update(users).set({ role: 'staff', staffStoreId: otherStoreId }).where(eq(users.id, elginStaff.user.id))
    const shopper = await open(a, { cookie: elginStaff.cookie })
    expect(shopper.frames[0]).toEqual({ type: 'ready', role: 'agent' })
    const started = await startChat(shopper, 'Is the Joliet store open late?')

    shopper.send({ type: 'message', chatId: started.chat.id, body: 'Until 9 would be great.' })
    const line = await shopper.next<Extract<ServerFrame, { type: 'message' }>>((f) => f.type === 'message' && f.message.body === 'Until 9 would be great.')
    expect(line.message).toMatchObject({ author: 'visitor', authorName: 'Customer' })
    expect(shopper.frames.filter((f) => f.type === 'error')).toEqual([])

    agent.send({ type: 'accept', chatId: started.chat.id })
    await shopper.next((f) => f.type === 'status' && f.status === 'active')

    // After a reload: a new socket of the same staff member resumes with the token and writes on.
    const reloaded = await open(a, { cookie: elginStaff.cookie })
    reloaded.send({ type: 'resume', chatId: started.chat.id, token: started.token })
    await reloaded.next((f) => f.type === 'chat')
    reloaded.send({ type: 'message', chatId: started.chat.id, body: 'Thanks!' })
    const thanks = await agent.next<Extract<ServerFrame, { type: 'message' }>>((f) => f.type === 'message' && f.message.body === 'Thanks!')
    expect(thanks.message).toMatchObject({ author: 'visitor', authorName: 'Customer' })

    // Being staff elsewhere gives no agent's hand in this chat: it is not theirs to take or open.
    for (const frame of [{ type: 'accept', chatId: started.chat.id }, { type: 'open', chatId: started.chat.id }]) {
      const from = reloaded.frames.length
      reloaded.send(frame)
      expect(await reloaded.next((f) => f.type === 'error', from)).toMatchObject({ code: 'not-found' })
    }
    // Ending it is the visitor's end.
    reloaded.send({ type: 'end', chatId: started.chat.id })
    await agent.next((f) => f.type === 'status' && f.status === 'ended')
    const lines = await db.select({ author: chatMessages.author, authorName: chatMessages.authorName, body: chatMessages.body }).from(chatMessages).where(eq(chatMessages.chatId, started.chat.id)).orderBy(chatMessages.id)
    expect(lines).toEqual([
      { author: 'visitor', authorName: 'Customer', body: 'Is the Joliet store open late?' },
      { author: 'visitor', authorName: 'Customer', body: 'Until 9 would be great.' },
      { author: 'system', authorName: 'Priya', body: 'Priya joined the chat.' },
      { author: 'visitor', authorName: 'Customer', body: 'Thanks!' },
      { author: 'system', authorName: 'Customer', body: 'Customer ended the chat.' },
    ])
  })

  it('lets the agent end a chat: both sides hear it, and neither can write after', async () => {
    const a = await appServer()
    const b = await appServer()
    const agent = await availableAgent(b)
    const visitor = await open(a)
    const started = await startChat(visitor)
    agent.send({ type: 'accept', chatId: started.chat.id })
    await agent.next((f) => f.type === 'chat')

    agent.send({ type: 'end', chatId: started.chat.id })
    const ended = await visitor.next<Extract<ServerFrame, { type: 'message' }>>((f) => f.type === 'message' && f.message.author === 'system' && f.message.body.includes('ended'))
    expect(ended.message).toMatchObject({ authorName: 'Priya', body: 'Priya ended the chat.' })
    expect(await visitor.next((f) => f.type === 'status' && f.status === 'ended')).toMatchObject({ agentName: 'Priya' })
    await agent.next((f) => f.type === 'status' && f.status === 'ended')
    // It leaves the agent's queue.
    await agent.next((f) => f.type === 'queue' && f.chats.length === 0, agent.frames.findIndex((f) => f.type === 'chat'))
    const [row] = await getDb().select().from(chatConversations).where(eq(chatConversations.id, started.chat.id))
    expect(row).toMatchObject({ status: 'ended', agentName: 'Priya' })
    expect(row?.endedAt).toBeInstanceOf(Date)

    for (const client of [visitor, agent]) {
      const from = client.frames.length
      client.send({ type: 'message', chatId: started.chat.id, body: 'Still there?' })
      expect(await client.next((f) => f.type === 'error', from)).toMatchObject({ code: 'ended' })
    }
    expect(await getDb().$count(chatMessages, eq(chatMessages.chatId, started.chat.id))).toBe(3)
  })

  it('refuses a socket from another origin', async () => {
    const a = await appServer()
    await expect(Client.open(a.url, { origin: 'https://evil.example' })).rejects.toThrow(/403/)
  })

  it('brings an agent’s queue up to date when their server’s LISTEN connection comes back', async () => {
    const b = await appServer()
    const agent = await availableAgent(b)
    const db = getDb()
    // The one backend on this test database that ran `listen` is server B's.
    const listeners = async () => (await db.execute(sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'`)).rows.length
    await expect.poll(listeners, { timeout: 5000 }).toBe(1)
    await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`)
    await expect.poll(listeners, { timeout: 5000 }).toBe(0)

    // A chat starts while B hears nothing: its NOTIFY reaches no one on B.
    const from = agent.frames.length
    const started = await startChatInDatabase({ storeId, affirmation: 'adult-21', body: 'Anyone there?' })
    if (!started.ok) throw new Error(started.code)
    // B listens again and sends its agent the queue as it now stands.
    const queue = await agent.next<Extract<ServerFrame, { type: 'queue' }>>((f) => f.type === 'queue' && f.chats.some((c) => c.id === started.chat.id), from)
    expect(queue.chats[0]).toMatchObject({ status: 'queued', preview: 'Anyone there?' })
  })

  it('drops an agent’s presence when their console closes', async () => {
    const a = await appServer()
    const agent = await availableAgent(a)
    expect(await agentsAvailable(storeId)).toBe(true)
    agent.close()
    await expect.poll(() => agentsAvailable(storeId)).toBe(false)
  })
})
