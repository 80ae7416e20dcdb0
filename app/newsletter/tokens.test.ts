import { describe, expect, it } from 'vitest'
import { readConfirmToken, readUnsubscribeToken, signConfirmToken, signUnsubscribeToken } from './tokens.server'

const key = Buffer.from('a'.repeat(32))
const otherKey = Buffer.from('b'.repeat(32))
const id = '8d0f3f5e-8a39-4d5c-9f4e-1f7f0b1b2c3d'
const now = new Date('2026-03-05T15:00:00.000Z')
const claim = { subscriberId: id, requestedAtMs: now.getTime(), expiresAtSec: now.getTime() / 1000 + 3600 }

describe('confirm tokens', () => {
  const token = signConfirmToken(key, claim)
  it.each([
    ['a fresh token', token, now, { ok: true, subscriberId: id, requestedAtMs: now.getTime() }],
    ['one second before it expires', token, new Date(now.getTime() + 3_599_000), { ok: true, subscriberId: id, requestedAtMs: now.getTime() }],
    ['at its expiry', token, new Date(now.getTime() + 3_600_000), { ok: false, reason: 'expired', subscriberId: id }],
    ['signed with another key', signConfirmToken(otherKey, claim), now, { ok: false, reason: 'invalid' }],
    ['a later expiry written in', token.replace(`.${claim.expiresAtSec}.`, `.${claim.expiresAtSec + 86_400}.`), now, { ok: false, reason: 'invalid' }],
    ['garbage', 'not-a-token', now, { ok: false, reason: 'malformed' }],
    ['an unsubscribe token', signUnsubscribeToken(key, id), now, { ok: false, reason: 'malformed' }],
    ['empty', '', now, { ok: false, reason: 'malformed' }],
  ])('%s', (_, input, at, expected) => {
    expect(readConfirmToken(key, input, at)).toEqual(expected)
  })
})

describe('unsubscribe tokens', () => {
  const token = signUnsubscribeToken(key, id)
  it.each([
    ['its own token', token, id],
    ['signed with another key', signUnsubscribeToken(otherKey, id), null],
    ['another id with this signature', token.replace(id, '00000000-0000-4000-8000-000000000000'), null],
    ['a confirm token', signConfirmToken(key, claim), null],
    ['garbage', '../../etc', null],
  ])('%s', (_, input, expected) => {
    expect(readUnsubscribeToken(key, input)).toBe(expected)
  })
})
