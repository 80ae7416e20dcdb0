import { beforeEach, describe, expect, it } from 'vitest'
import { resetDatabase } from '../../tests/setup/reset-database'
import { issueNoScriptToken, NO_SCRIPT_MAX_SECONDS, NO_SCRIPT_MIN_SECONDS, verifyNoScriptToken } from './no-script.server'

beforeEach(async () => {
  await resetDatabase()
})

const t0 = new Date('2026-11-26T12:00:00Z')
const after = (seconds: number) => new Date(t0.getTime() + seconds * 1000)

describe('the no-script form token', () => {
  it.each<[string, number, string]>([
    ['right away', 0, 'too-fast'],
    ['a moment too soon', NO_SCRIPT_MIN_SECONDS - 1, 'too-fast'],
    ['after the shortest fill time', NO_SCRIPT_MIN_SECONDS, 'ok'],
    ['an hour later', 3600, 'ok'],
    ['at the longest', NO_SCRIPT_MAX_SECONDS, 'ok'],
    ['past the longest', NO_SCRIPT_MAX_SECONDS + 1, 'expired'],
  ])('posted %s → %s', async (_, seconds, expected) => {
    const token = issueNoScriptToken({ purpose: 'form', now: t0 })
    const check = await verifyNoScriptToken(token, { purpose: 'form', now: after(seconds) })
    expect(check.ok ? 'ok' : check.reason).toBe(expected)
  })

  it('is accepted once', async () => {
    const token = issueNoScriptToken({ purpose: 'form', now: t0 })
    expect(await verifyNoScriptToken(token, { purpose: 'form', now: after(30) })).toEqual({ ok: true })
    expect(await verifyNoScriptToken(token, { purpose: 'form', now: after(31) })).toEqual({ ok: false, reason: 'replayed' })
  })

  it.each<[string, (token: string) => string | null | undefined, string]>([
    ['missing', () => undefined, 'missing'],
    ['empty', () => '', 'missing'],
    ['garbage', () => 'not a token', 'malformed'],
    ['oversized', (token) => token + 'x'.repeat(400), 'malformed'],
    ['a changed time', (token) => token.replace(/^form\.(\d+)/, (_, s: string) => `form.${Number(s) - 600}`), 'invalid'],
    ['a changed signature', (token) => token.slice(0, -2) + (token.endsWith('AA') ? 'AB' : 'AA'), 'invalid'],
    ['a changed purpose', (token) => token.replace(/^form/, 'sign-in'), 'invalid'],
  ])('%s → %s', async (_, alter, expected) => {
    const token = issueNoScriptToken({ purpose: 'form', now: t0 })
    const check = await verifyNoScriptToken(alter(token), { purpose: 'form', now: after(60) })
    expect(check.ok ? 'ok' : check.reason).toBe(expected)
  })

  it('is not accepted for another purpose', async () => {
    const token = issueNoScriptToken({ purpose: 'sign-in', now: t0 })
    expect(await verifyNoScriptToken(token, { purpose: 'form', now: after(60) })).toEqual({ ok: false, reason: 'other-purpose' })
  })
})
