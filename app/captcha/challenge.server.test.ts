import { solveChallenge } from 'altcha-lib'
import { deriveKey as webDeriveKey } from 'altcha-lib/algorithms/web/pbkdf2'
import { beforeEach, describe, expect, it } from 'vitest'
import { solvedPayload } from '../../tests/setup/captcha'
import { resetDatabase } from '../../tests/setup/reset-database'
import { CHALLENGE_SECONDS, encodePayload, issueChallenge, verifyChallenge } from './challenge.server'
import { CAPTCHA_LEVELS } from './levels'

beforeEach(async () => {
  await resetDatabase()
})

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')

describe('issueChallenge', () => {
  it('signs a PBKDF2 challenge with its purpose, level and expiry, and bounded work', async () => {
    const now = new Date()
    const challenge = await issueChallenge({ purpose: 'sign-in', level: 2, now })
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: CAPTCHA_LEVELS[2].cost,
      data: { purpose: 'sign-in', level: 2 },
      expiresAt: Math.floor(now.getTime() / 1000) + CHALLENGE_SECONDS,
    })
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/)
  })
})

describe('verifyChallenge', () => {
  it('accepts a solution once: a replay is refused', async () => {
    const payload = await solvedPayload(await issueChallenge({ purpose: 'sign-in', level: 1 }))
    expect(await verifyChallenge(payload, { purpose: 'sign-in' })).toEqual({ ok: true, level: 1 })
    expect(await verifyChallenge(payload, { purpose: 'sign-in' })).toEqual({ ok: false, reason: 'replayed' })
  })

  it('is solved by the browser’s Web Crypto solver as well', async () => {
    const challenge = await issueChallenge({ purpose: 'form', level: 1 })
    const solution = await solveChallenge({ challenge, deriveKey: webDeriveKey })
    expect(await verifyChallenge(encodePayload(challenge, solution!), { purpose: 'form' })).toEqual({ ok: true, level: 1 })
  })

  it('refuses an expired challenge, even solved', async () => {
    const issued = new Date(Date.now() - (CHALLENGE_SECONDS + 1) * 1000)
    const payload = await solvedPayload(await issueChallenge({ purpose: 'sign-in', level: 1, now: issued }))
    expect(await verifyChallenge(payload, { purpose: 'sign-in' })).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses a solution for another purpose, and one easier than asked', async () => {
    const payload = await solvedPayload(await issueChallenge({ purpose: 'form', level: 1 }))
    expect(await verifyChallenge(payload, { purpose: 'sign-in' })).toEqual({ ok: false, reason: 'other-purpose' })
    const easy = await solvedPayload(await issueChallenge({ purpose: 'sign-in', level: 1 }))
    expect(await verifyChallenge(easy, { purpose: 'sign-in', minLevel: 2 })).toEqual({ ok: false, reason: 'too-easy' })
  })

  it('refuses a challenge whose signed parts were changed (an easier level, another purpose)', async () => {
    const challenge = await issueChallenge({ purpose: 'sign-in', level: 1 })
    const solution = (await solveChallenge({ challenge, deriveKey: webDeriveKey }))!
    const raised = { ...challenge, parameters: { ...challenge.parameters, data: { purpose: 'sign-in', level: 3 } } }
    expect(await verifyChallenge(encodePayload(raised, solution), { purpose: 'sign-in' })).toEqual({ ok: false, reason: 'invalid' })
    const wrongKey = { ...solution, derivedKey: '00'.repeat(32) }
    expect(await verifyChallenge(encodePayload(challenge, wrongKey), { purpose: 'sign-in' })).toEqual({ ok: false, reason: 'invalid' })
  })

  it.each([
    ['nothing', 'missing', undefined],
    ['an empty field', 'missing', ''],
    ['not base64 JSON', 'malformed', 'not a payload!'],
    ['JSON without a solution', 'malformed', b64({ challenge: {} })],
    ['a v1 payload', 'malformed', b64({ algorithm: 'SHA-256', challenge: 'abc', number: 1, salt: 'x', signature: 'y' })],
    ['an unsigned challenge', 'malformed', b64({ challenge: { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: '00', salt: '00', keyPrefix: '00', keySignature: '00', expiresAt: 4e9 } }, solution: { counter: 1, derivedKey: '00' } })],
    ['a huge field', 'malformed', 'A'.repeat(10_000)],
  ])('answers %s as %s', async (_label, reason, payload) => {
    expect(await verifyChallenge(payload, { purpose: 'sign-in' })).toEqual({ ok: false, reason })
  })
})
