import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import { type Database, getDb } from '~/db/client.server'
import { chatAgentPresence, chatConversations, chatMessages, dispensaries, menus, users } from '~/db/schema'
import { getEnv } from '~/env.server'
import type { Affirmation, ChatMessageView, ChatView, QueueEntry } from './protocol'
import { acceptedAffirmations, VISITOR_DISPLAY_NAME } from './protocol'

/**
 * The support chat's data (issue 18): conversations per store, their transcripts, and which agents
 * are present. Every change is followed, in its own transaction, by a NOTIFY on CHAT_CHANNEL, so each
 * app server's socket server (socket.server.ts) hears it once committed and tells its sockets.
 */

/** The PostgreSQL channel every app server LISTENs on. Payload: {"chatId","dispensaryId"} (ids only: NOTIFY payloads are capped at 8000 bytes). */
export const CHAT_CHANNEL = 'support_chat'
/** An agent's presence row counts while its app server refreshed it this recently. */
export const PRESENCE_FRESH_MS = 30_000
/** The agent console's history: the latest ended chats. */
export const HISTORY_SIZE = 20

export type ChatEvent = { chatId: string | null; dispensaryId: number }
/** `takesPatients`: the dispensary has a medical menu, so a registered patient may affirm that instead of being 21. */
export type ChatStore = { storeId: number; dispensaryId: number; takesPatients: boolean; showChatBox: boolean; dispensaryName: string }
export type Agent = { userId: string; name: string; dispensaryId: number; dispensaryName: string; storeIds: number[] }

// ---------------------------------------------------------------------------------------------
// Visitor tokens: a chat's id signed with a key derived from SESSION_SECRET (its own label).

let keyFor: { secret: string; key: Buffer } | undefined
function tokenKey(): Buffer {
  const secret = getEnv().SESSION_SECRET
  if (!secret) throw new Error('SESSION_SECRET is not set: start-up provides it before any request')
  if (keyFor?.secret !== secret) keyFor = { secret, key: createHmac('sha256', secret).update('support chat visitor token v1').digest() }
  return keyFor.key
}

/** The token that lets the visitor who started a chat follow it again (after a reload, or on another app server). */
export function chatToken(chatId: string): string {
  return createHmac('sha256', tokenKey()).update(chatId).digest('base64url')
}

export function verifyChatToken(chatId: string, token: string): boolean {
  const expected = Buffer.from(chatToken(chatId))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

// ---------------------------------------------------------------------------------------------
// Stores and agents

export async function findChatStore(storeId: number, db: Database = getDb()): Promise<ChatStore | null> {
  const [row] = await db
    .select({
      storeId: menus.storeId,
      dispensaryId: menus.dispensaryId,
      takesPatients: sql<boolean>`exists (select 1 from menus medical where medical.dispensary_id = menus.dispensary_id and medical.kind = 'medical')`,
      showChatBox: dispensaries.showChatBox,
      dispensaryName: dispensaries.name,
    })
    .from(menus)
    .innerJoin(dispensaries, eq(dispensaries.id, menus.dispensaryId))
    .where(eq(menus.storeId, storeId))
  return row ? { ...row, takesPatients: Boolean(row.takesPatients) } : null
}

/** A staff member as an agent: their store's dispensary (every menu of it is their queue), or null for anyone else. */
export async function findAgent(userId: string, db: Database = getDb()): Promise<Agent | null> {
  const [row] = await db
    .select({ role: users.role, firstName: users.firstName, dispensaryId: dispensaries.id, dispensaryName: dispensaries.name })
    .from(users)
    .innerJoin(menus, eq(menus.storeId, users.staffStoreId))
    .innerJoin(dispensaries, eq(dispensaries.id, menus.dispensaryId))
    .where(eq(users.id, userId))
  if (row?.role !== 'staff') return null
  const stores = await db.select({ storeId: menus.storeId }).from(menus).where(eq(menus.dispensaryId, row.dispensaryId))
  return { userId, name: row.firstName, dispensaryId: row.dispensaryId, dispensaryName: row.dispensaryName, storeIds: stores.map((s) => s.storeId) }
}

/** 000 §7: whether an agent is present for the store (one of its dispensary's staff with an available console). */
export async function agentsAvailable(storeId: number, now = new Date(), db: Database = getDb()): Promise<boolean> {
  const store = await findChatStore(storeId, db)
  if (!store?.showChatBox) return false
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(chatAgentPresence)
    .where(and(eq(chatAgentPresence.dispensaryId, store.dispensaryId), gt(chatAgentPresence.seenAt, new Date(now.getTime() - PRESENCE_FRESH_MS))))
    .limit(1)
  return Boolean(row)
}

export async function setPresence(connectionId: string, agent: Agent | null, db: Database = getDb()): Promise<void> {
  if (!agent) {
    await db.delete(chatAgentPresence).where(eq(chatAgentPresence.connectionId, connectionId))
    return
  }
  await db
    .insert(chatAgentPresence)
    .values({ connectionId, userId: agent.userId, dispensaryId: agent.dispensaryId, seenAt: new Date() })
    .onConflictDoUpdate({ target: chatAgentPresence.connectionId, set: { seenAt: new Date() } })
}

/** Keeps this app server's present agents fresh, and drops rows nobody refreshed for long (a server that died). */
export async function refreshPresence(connectionIds: string[], now = new Date(), db: Database = getDb()): Promise<void> {
  if (connectionIds.length) await db.update(chatAgentPresence).set({ seenAt: now }).where(inArray(chatAgentPresence.connectionId, connectionIds))
  await db.delete(chatAgentPresence).where(lt(chatAgentPresence.seenAt, new Date(now.getTime() - 10 * PRESENCE_FRESH_MS)))
}

// ---------------------------------------------------------------------------------------------
// Chats

type ConversationRow = typeof chatConversations.$inferSelect

function chatView(row: ConversationRow): ChatView {
  return {
    id: row.id,
    storeId: row.storeId,
    status: row.status,
    visitorName: row.visitorName,
    agentName: row.agentName,
    affirmation: row.affirmation,
    createdAt: row.createdAt.toISOString(),
  }
}

function messageView(row: typeof chatMessages.$inferSelect): ChatMessageView {
  return { id: row.id, author: row.author, authorName: row.authorName, body: row.body, sentAt: row.createdAt.toISOString() }
}

async function notify(db: Database, event: ChatEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(event)})`)
}

export type StartOutcome = { ok: true; chat: ChatView; messages: ChatMessageView[] } | { ok: false; code: 'not-found' | 'not-affirmed' }

/**
 * A visitor starts a chat with a store that offers chat: their age affirmation (which the store
 * must accept) and first message (already cleaned) are stored together, or nothing is.
 */
export async function startChat(
  input: { storeId: number; affirmation: Affirmation; body: string; visitorUserId?: string | null; now?: Date },
  db: Database = getDb(),
): Promise<StartOutcome> {
  const store = await findChatStore(input.storeId, db)
  if (!store?.showChatBox) return { ok: false, code: 'not-found' }
  if (!acceptedAffirmations(store.takesPatients).includes(input.affirmation)) return { ok: false, code: 'not-affirmed' }
  const now = input.now ?? new Date()
  return db.transaction(async (tx) => {
    const [chat] = await tx
      .insert(chatConversations)
      .values({ storeId: store.storeId, visitorName: VISITOR_DISPLAY_NAME, visitorUserId: input.visitorUserId ?? null, affirmation: input.affirmation, affirmedAt: now, createdAt: now })
      .returning()
    if (!chat) throw new Error('chat_conversations insert returned no row')
    const [message] = await tx.insert(chatMessages).values({ chatId: chat.id, author: 'visitor', authorName: VISITOR_DISPLAY_NAME, body: input.body, createdAt: now }).returning()
    await notify(tx, { chatId: chat.id, dispensaryId: store.dispensaryId })
    return { ok: true as const, chat: chatView(chat), messages: message ? [messageView(message)] : [] }
  })
}

/** A chat with its store's dispensary, or null. */
export async function findChat(chatId: string, db: Database = getDb()): Promise<(ChatView & { dispensaryId: number; agentUserId: string | null }) | null> {
  const [row] = await db
    .select({ chat: chatConversations, dispensaryId: menus.dispensaryId })
    .from(chatConversations)
    .innerJoin(menus, eq(menus.storeId, chatConversations.storeId))
    .where(eq(chatConversations.id, chatId))
  return row ? { ...chatView(row.chat), dispensaryId: row.dispensaryId, agentUserId: row.chat.agentUserId } : null
}

/** The transcript after message `afterId` (0: all of it), oldest first. */
export async function messagesAfter(chatId: string, afterId = 0, db: Database = getDb()): Promise<ChatMessageView[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), gt(chatMessages.id, afterId)))
    .orderBy(asc(chatMessages.id))
  return rows.map(messageView)
}

export type PostOutcome = { ok: true; message: ChatMessageView } | { ok: false; code: 'not-found' | 'ended' }

/** One message into a chat that has not ended (the text already cleaned; the caller checked who may write). */
export async function postMessage(
  input: { chatId: string; author: 'visitor' | 'agent'; authorName: string; body: string; now?: Date },
  db: Database = getDb(),
): Promise<PostOutcome> {
  return db.transaction(async (tx) => {
    // The row lock orders a message against a concurrent end: none lands after 'ended'.
    const [chat] = await tx
      .select({ status: chatConversations.status, dispensaryId: menus.dispensaryId })
      .from(chatConversations)
      .innerJoin(menus, eq(menus.storeId, chatConversations.storeId))
      .where(eq(chatConversations.id, input.chatId))
      .for('update', { of: chatConversations })
    if (!chat) return { ok: false as const, code: 'not-found' as const }
    if (chat.status === 'ended') return { ok: false as const, code: 'ended' as const }
    const [message] = await tx
      .insert(chatMessages)
      .values({ chatId: input.chatId, author: input.author, authorName: input.authorName, body: input.body, createdAt: input.now ?? new Date() })
      .returning()
    if (!message) throw new Error('chat_messages insert returned no row')
    await notify(tx, { chatId: input.chatId, dispensaryId: chat.dispensaryId })
    return { ok: true as const, message: messageView(message) }
  })
}

/** An agent takes a queued chat of their dispensary; false when it is not queued (taken, ended) or not theirs. */
export async function acceptChat(chatId: string, agent: Agent, now = new Date(), db: Database = getDb()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(chatConversations)
      .set({ status: 'active', agentUserId: agent.userId, agentName: agent.name, acceptedAt: now })
      .where(and(eq(chatConversations.id, chatId), eq(chatConversations.status, 'queued'), inArray(chatConversations.storeId, agent.storeIds)))
      .returning({ id: chatConversations.id })
    if (!row) return false
    await tx.insert(chatMessages).values({ chatId, author: 'system', authorName: agent.name, body: `${agent.name} joined the chat.`, createdAt: now })
    await notify(tx, { chatId, dispensaryId: agent.dispensaryId })
    return true
  })
}

/** Ends a chat (visitor or agent); ending an ended chat changes nothing. */
export async function endChat(chatId: string, endedBy: { author: 'visitor' | 'agent'; name: string }, now = new Date(), db: Database = getDb()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(chatConversations)
      .set({ status: 'ended', endedAt: now })
      .where(and(eq(chatConversations.id, chatId), sql`${chatConversations.status} <> 'ended'`))
      .returning({ storeId: chatConversations.storeId })
    if (!row) return false
    const [store] = await tx.select({ dispensaryId: menus.dispensaryId }).from(menus).where(eq(menus.storeId, row.storeId))
    await tx.insert(chatMessages).values({ chatId, author: 'system', authorName: endedBy.name, body: `${endedBy.name} ended the chat.`, createdAt: now })
    if (store) await notify(tx, { chatId, dispensaryId: store.dispensaryId })
    return true
  })
}

/** Tells every app server that a dispensary's queue may have changed (presence only; chat changes notify themselves). */
export async function notifyDispensary(dispensaryId: number, db: Database = getDb()): Promise<void> {
  await notify(db, { chatId: null, dispensaryId })
}

/** An agent's queue: their dispensary's chats that wait or are under way, oldest first, with the latest line. */
export async function listQueue(agent: Agent, db: Database = getDb()): Promise<QueueEntry[]> {
  const rows = await db
    .select({
      chat: chatConversations,
      preview: sql<string | null>`(select m.body from chat_messages m where m.chat_id = chat_conversations.id and m.author <> 'system' order by m.id desc limit 1)`,
    })
    .from(chatConversations)
    .where(and(inArray(chatConversations.storeId, agent.storeIds), inArray(chatConversations.status, ['queued', 'active'])))
    .orderBy(asc(chatConversations.createdAt))
    .limit(100)
  return rows.map(({ chat, preview }) => ({
    id: chat.id,
    storeId: chat.storeId,
    status: chat.status === 'queued' ? 'queued' : 'active',
    visitorName: chat.visitorName,
    agentName: chat.agentName,
    createdAt: chat.createdAt.toISOString(),
    preview: (preview ?? '').slice(0, 140),
  }))
}

export type HistoryEntry = ChatView & { endedAt: string | null; messages: ChatMessageView[] }

/** The agent console's history: the dispensary's latest ended chats with their transcripts. */
export async function chatHistory(dispensaryId: number, limit = HISTORY_SIZE, db: Database = getDb()): Promise<HistoryEntry[]> {
  const chats = await db
    .select({ chat: chatConversations })
    .from(chatConversations)
    .innerJoin(menus, eq(menus.storeId, chatConversations.storeId))
    .where(and(eq(menus.dispensaryId, dispensaryId), eq(chatConversations.status, 'ended')))
    .orderBy(desc(chatConversations.endedAt))
    .limit(limit)
  if (!chats.length) return []
  const lines = await db
    .select()
    .from(chatMessages)
    .where(inArray(chatMessages.chatId, chats.map((c) => c.chat.id)))
    .orderBy(asc(chatMessages.id))
  return chats.map(({ chat }) => ({
    ...chatView(chat),
    endedAt: chat.endedAt?.toISOString() ?? null,
    messages: lines.filter((line) => line.chatId === chat.id).map(messageView),
  }))
}
