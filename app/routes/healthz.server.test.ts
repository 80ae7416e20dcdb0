import { describe, expect, it } from 'vitest'
import { closeDatabase } from '~/db/client.server'
import { loader } from './healthz'

describe('GET /healthz', () => {
  it('answers 200 {"status":"ok","db":"ok"} when the database answers', async () => {
    const response = await loader()
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.text()).toBe('{"status":"ok","db":"ok"}')
  })

  // Last in the file: the database stays closed afterwards.
  it('answers 503 {"status":"error","db":"unavailable"} when the database is gone', async () => {
    await closeDatabase()
    const response = await loader()
    expect(response.status).toBe(503)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.text()).toBe('{"status":"error","db":"unavailable"}')
  })
})
