import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signedUpShopper } from '~/account/test-accounts.server'
import { getDb } from '~/db/client.server'
import { chatAgentPresence, formLeads, mailOutbox, users } from '~/db/schema'
import { createDispensary, createMenu, createState } from '~/db/seed/factories'
import { loadEnv } from '~/env.server'
import { listLeads } from '~/forms/leads.server'
import { resetDatabase } from '../../tests/setup/reset-database'
import { acceptChat, agentsAvailable, chatHistory, endChat, findAgent, postMessage, PRESENCE_FRESH_MS, refreshPresence, setPresence, startChat } from './chat.server'
import { submitChatLead } from './chat-lead.server'

let dataDir: string
let storeId: number
let quietStoreId: number
let dispensaryId: number
let staffId: string
let address = 0

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'chat-test-'))
  loadEnv({ ...process.env, DATA_DIR: dataDir, PUBLIC_ORIGIN: 'https://shop.example' })
})
afterAll(async () => {
  loadEnv(process.env)
  await rm(dataDir, { recursive: true, force: true })
})

beforeEach(async () => {
  await resetDatabase()
  const db = getDb()
  const il = await createState(db, { code: 'IL', slug: 'illinois', name: 'Illinois' })
  const joliet = await createDispensary(db, { stateId: il.id, slug: 'joliet', name: 'Northmeadow Joliet', tags: ['recreational'], showChatBox: true })
  const quiet = await createDispensary(db, { stateId: il.id, slug: 'quiet', name: 'Northmeadow Quiet', tags: ['recreational'], showChatBox: false })
  dispensaryId = joliet.id
  storeId = (await createMenu(db, { dispensaryId: joliet.id, kind: 'recreational' })).storeId
  quietStoreId = (await createMenu(db, { dispensaryId: quiet.id, kind: 'recreational' })).storeId
  const staff = await signedUpShopper({ firstName: 'Priya' })
  await db.update(users).set({ role: 'staff', staffStoreId: storeId }).where(eq(users.id, staff.user.id))
  staffId = staff.user.id
})

describe('agents available (000 §7)', () => {
  it('says whether an agent of the store is present, and only while their presence is fresh', async () => {
    expect(await agentsAvailable(storeId)).toBe(false)
    const agent = await findAgent(staffId)
    expect(agent).toMatchObject({ name: 'Priya', dispensaryId, storeIds: [storeId] })
    await setPresence('6f1c1c8e-8a5e-4a43-9d59-3d4a54b1d001', agent!)
    expect(await agentsAvailable(storeId)).toBe(true)
    // A store without chat never has agents, whoever is present.
    expect(await agentsAvailable(quietStoreId)).toBe(false)
    expect(await agentsAvailable(424242)).toBe(false)
    // A server that stopped refreshing its agents' rows: they no longer count.
    const later = new Date(Date.now() + PRESENCE_FRESH_MS + 1000)
    expect(await agentsAvailable(storeId, later)).toBe(false)
    await refreshPresence([], new Date(Date.now() + 11 * PRESENCE_FRESH_MS))
    expect(await getDb().select().from(chatAgentPresence)).toEqual([])
  })

  it('a shopper is no agent', async () => {
    const shopper = await signedUpShopper()
    expect(await findAgent(shopper.user.id)).toBeNull()
  })
})

describe('the console history', () => {
  it('lists ended chats of the dispensary with their transcripts, newest first', async () => {
    const agent = (await findAgent(staffId))!
    const first = await startChat({ storeId, affirmation: 'adult-21', body: 'Do you have pre-rolls?' })
    const second = await startChat({ storeId, affirmation: 'adult-21', body: 'Is parking free?' })
    if (!first.ok || !second.ok) throw new Error('chats not started')
    expect(await acceptChat(first.chat.id, agent)).toBe(true)
    expect(await acceptChat(first.chat.id, agent)).toBe(false)
    await postMessage({ chatId: first.chat.id, author: 'agent', authorName: 'Priya', body: 'Yes, six kinds.' })
    await endChat(first.chat.id, { author: 'agent', name: 'Priya' }, new Date(Date.now() + 1000))
    await endChat(second.chat.id, { author: 'visitor', name: 'Customer' }, new Date(Date.now() + 2000))
    expect(await endChat(second.chat.id, { author: 'visitor', name: 'Customer' })).toBe(false)
    const history = await chatHistory(dispensaryId)
    expect(history.map((h) => h.messages.map((m) => m.body))).toEqual([
      ['Is parking free?', 'Customer ended the chat.'],
      ['Do you have pre-rolls?', 'Priya joined the chat.', 'Yes, six kinds.', 'Priya ended the chat.'],
    ])
    expect(await postMessage({ chatId: first.chat.id, author: 'visitor', authorName: 'Customer', body: 'late' })).toEqual({ ok: false, code: 'ended' })
  })
})

describe('leaving a message when no agent is available', () => {
  it('stores it as a lead of the dispensary, listed on /staff/leads, and queues the store’s mail', async () => {
    address += 1
    const outcome = await submitChatLead(
      { storeId, name: 'Dana Whitfield', email: 'Dana@Example.com', message: 'Could someone call me about the delivery zone?' },
      { clientAddress: `198.51.100.${address}` },
    )
    expect(outcome.ok).toBe(true)
    const leads = await listLeads(dispensaryId)
    expect(leads).toEqual([expect.objectContaining({ formType: 'support chat', name: 'Dana Whitfield', email: 'dana@example.com', query: 'Chat message (no agent was available)' })])
    const mail = await getDb().select().from(mailOutbox)
    expect(mail).toEqual([expect.objectContaining({ toAddress: 'joliet@stores.northmeadow.example', kind: 'lead-support-chat' })])
  })

  it.each([
    [{ storeId: 1, name: '', email: 'a@b.co', message: 'hi' }, 'name'],
    [{ storeId: 1, name: 'Dana', email: 'not an email', message: 'hi' }, 'email'],
    [{ storeId: 1, name: 'Dana', email: 'a@b.co', message: '  ' }, 'message'],
    [{ storeId: 1, name: 'Dana', email: 'a@b.co', message: 'x'.repeat(501) }, 'message'],
    [{ name: 'Dana', email: 'a@b.co', message: 'hi' }, 'storeId'],
    [{ storeId: 'x1', name: 'Dana', email: 'a@b.co', message: 'hi' }, 'storeId'],
  ])('refuses %j (%s) and stores nothing', async (input, field) => {
    address += 1
    const outcome = await submitChatLead(input, { clientAddress: `198.51.100.${address}` })
    expect(outcome).toMatchObject({ ok: false, status: 400 })
    if (!outcome.ok) expect(outcome.errors).toHaveProperty(field)
    expect(await getDb().select().from(formLeads)).toEqual([])
  })

  it('refuses a store without chat', async () => {
    const outcome = await submitChatLead({ storeId: quietStoreId, name: 'Dana', email: 'a@b.co', message: 'hi' }, { clientAddress: '198.51.100.200' })
    expect(outcome).toMatchObject({ ok: false, status: 400, errors: { storeId: 'This dispensary does not take chat messages.' } })
  })
})
