import { Writable } from 'node:stream'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { reportError } from './report-error.server'

function capture() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>)
      done()
    },
  })
  return { lines, logger: pino({ level: 'info', base: undefined }, stream) }
}

describe('reportError', () => {
  it('logs {category, level, storeId, err} with the message; API call and error by default', () => {
    const { lines, logger } = capture()
    reportError('menu search failed', { storeId: 1001, err: new TypeError('boom') }, logger)
    expect(lines).toHaveLength(1)
    const entry = lines[0] ?? {}
    expect(entry).toMatchObject({ category: 'API call', level: 50, storeId: 1001, msg: 'menu search failed' })
    expect(entry.err).toMatchObject({ type: 'TypeError', message: 'boom' })
    expect(typeof (entry.err as { stack?: unknown }).stack).toBe('string')
  })

  it('takes another category and level, a null store and extra fields', () => {
    const { lines, logger } = capture()
    reportError('facet counts failed', { category: 'catalog', level: 'warn', storeId: null, err: new Error('x'), attribute: 'brand' }, logger)
    expect(lines[0]).toMatchObject({ category: 'catalog', level: 40, storeId: null, attribute: 'brand', msg: 'facet counts failed' })
  })
})
