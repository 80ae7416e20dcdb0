import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setPresence, findAgent } from '~/chat/chat.server'
import { getDb } from '~/db/client.server'
import { users } from '~/db/schema'
import { createDispensary, createMenu, createState } from '~/db/seed/factories'
import { signedUpShopper } from '~/account/test-accounts.server'
import { eq, sql } from 'drizzle-orm'
import type { LoggedError } from '../../tests/setup/recording-logger'
import { resetDatabase } from '../../tests/setup/reset-database'
import { loader } from './api.chat.agents'
import { action } from './api.chat.messages'

const logged = vi.hoisted(() => ({ errors: [] as LoggedError[] }))

// Capture what the routes log (the test run's logger is silent).
vi.mock('~/log.server', async () => (await import('../../tests/setup/recording-logger')).recordingLogModule(logged))

let storeId: number

beforeEach(async () => {
  await resetDatabase()
  logged.errors.length = 0
  const db = getDb()
  const il = await createState(db, { code: 'IL', slug: 'illinois', name: 'Illinois' })
  const joliet = await createDispensary(db, { stateId: il.id, slug: 'joliet', name: 'Northmeadow Joliet', showChatBox: true })
  storeId = (await createMenu(db, { dispensaryId: joliet.id, kind: 'recreational' })).storeId
})

const agents = async (query: string) => {
  const response = (await loader({ request: new Request(`http://localhost/api/chat/agents${query}`), params: {}, context: {} } as never)) as Response
  return { status: response.status, body: (await response.json()) as unknown, cache: response.headers.get('Cache-Control') }
}

describe('GET /api/chat/agents', () => {
  it('answers {agentsAvailable}, never cached', async () => {
    expect(await agents(`?storeId=${storeId}`)).toEqual({ status: 200, body: { agentsAvailable: false }, cache: 'no-store' })
    const staff = await signedUpShopper({ firstName: 'Priya' })
    await getDb().update(users).set({ role: 'staff', staffStoreId: storeId }).where(eq(users.id, staff.user.id))
    await setPresence('6f1c1c8e-8a5e-4a43-9d59-3d4a54b1d002', await findAgent(staff.user.id))
    expect(await agents(`?storeId=${storeId}`)).toMatchObject({ status: 200, body: { agentsAvailable: true } })
  })

  it('answers 503 with no agents, and logs, when the check fails (000 §8)', async () => {
    const db = getDb()
    await db.execute(sql`alter table chat_agent_presence rename to chat_agent_presence_away`)
    try {
      expect(await agents(`?storeId=${storeId}`)).toEqual({ status: 503, body: { agentsAvailable: false }, cache: 'no-store' })
      expect(logged.errors).toHaveLength(1)
      expect(logged.errors[0]).toMatchObject({ category: 'API call', fields: { storeId }, message: 'chat agents check failed' })
    } finally {
      await db.execute(sql`alter table chat_agent_presence_away rename to chat_agent_presence`)
    }
  })

  it.each(['', '?storeId=', '?storeId=abc', '?storeId=-1', '?storeId=1.5', '?storeId=99999999999'])('answers 400 for %s', async (query) => {
    expect(await agents(query)).toMatchObject({ status: 400, body: { error: 'storeId must be a store number.' } })
  })
})

describe('POST /api/chat/messages', () => {
  const post = async (body: string) => {
    const request = new Request('http://localhost/api/chat/messages', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
    const response = (await action({ request, params: {}, context: { clientAddress: '192.0.2.9', cspNonce: '' } } as never)) as Response
    return { status: response.status, body: (await response.json()) as unknown }
  }
  it.each([
    ['not json', 400],
    [JSON.stringify({ storeId: 1 }), 400],
  ])('refuses %s', async (body, status) => {
    expect((await post(body)).status).toBe(status)
  })
  it('stores a message', async () => {
    expect(await post(JSON.stringify({ storeId, name: 'Dana Whitfield', email: 'dana@example.com', message: 'Please call me back.' }))).toEqual({ status: 201, body: { ok: true } })
  })
})
