import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadEnv } from '~/env.server'
import { enqueueMail } from '~/mail/outbox.server'
import { verifyEmailMail } from '~/mail/templates'
import { resetDatabase } from '../../tests/setup/reset-database'
import { loader as listLoader } from './dev.mailbox'
import { loader as messageLoader } from './dev.mailbox.message'

type ListArgs = Parameters<typeof listLoader>[0]
type MessageArgs = Parameters<typeof messageLoader>[0]

/** What a loader returned or threw: `data()` results carry their payload and response init. */
type DataResult = { data: unknown; init: ResponseInit | null }

async function run(load: () => Promise<unknown>): Promise<{ status: number; headers: Headers; data: unknown }> {
  let result: DataResult
  try {
    result = (await load()) as DataResult
  } catch (thrown) {
    result = thrown as DataResult
  }
  return { status: result.init?.status ?? 200, headers: new Headers(result.init?.headers), data: result.data }
}

const list = (query = '') =>
  run(() =>
    listLoader({
      request: new Request(`http://localhost:3000/dev/mailbox${query}`),
      params: {},
      context: {},
    } as unknown as ListArgs),
  )
const message = (messageId: string) =>
  run(() =>
    messageLoader({
      request: new Request(`http://localhost:3000/dev/mailbox/${messageId}`),
      params: { messageId },
      context: {},
    } as unknown as MessageArgs),
  )

function withMailbox(value: 'true' | 'false' | undefined, nodeEnv = 'test') {
  loadEnv({ ...process.env, DEV_MAILBOX: value, NODE_ENV: nodeEnv })
}

let id: number

beforeEach(async () => {
  await resetDatabase()
  id = await enqueueMail(verifyEmailMail({ email: 'dana@example.com', firstName: 'Dana' }, 'http://localhost:3000/v?code=1'))
})

afterEach(() => {
  loadEnv(process.env)
})

describe('/dev/mailbox with DEV_MAILBOX=true', () => {
  it('lists the outbox, not cached and not indexed', async () => {
    withMailbox('true', 'production')
    const response = await list('?to=DANA@example.com')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
    expect(response.data).toMatchObject({
      to: 'dana@example.com',
      mailbox: { total: 1, messages: [{ id, to: 'dana@example.com' }] },
    })
  })

  it('shows one message with its link, and answers 404 for a bad or unknown id or a page past the end', async () => {
    withMailbox('true')
    const found = await message(String(id))
    expect(found.status).toBe(200)
    expect(found.headers.get('Cache-Control')).toBe('no-store')
    expect(found.data).toMatchObject({
      message: { id, links: [{ label: 'Verify my email', href: 'http://localhost:3000/v?code=1' }] },
    })
    for (const bad of ['abc', '0', '-1', String(id + 1000)]) expect((await message(bad)).status).toBe(404)
    expect((await list('?page=2')).status).toBe(404)
  })
})

describe('/dev/mailbox without the mailbox', () => {
  it.each([
    ['DEV_MAILBOX=false', 'false', 'test'],
    ['DEV_MAILBOX=false in development', 'false', 'development'],
    ['production without DEV_MAILBOX', undefined, 'production'],
  ] as const)('is a 404 (%s), for the list and the message', async (_, value, nodeEnv) => {
    withMailbox(value, nodeEnv)
    const listed = await list()
    expect(listed.status).toBe(404)
    expect(listed.headers.get('Cache-Control')).toBe('no-store')
    expect(listed.data).toBeNull()
    expect((await message(String(id))).status).toBe(404)
  })

  it('is on by default outside production', async () => {
    withMailbox(undefined, 'development')
    expect((await list()).status).toBe(200)
  })
})
