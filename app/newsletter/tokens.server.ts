import { createHmac, timingSafeEqual } from 'node:crypto'
import { getEnv } from '~/env.server'

/**
 * Signed newsletter links (issue 16). A confirm token names the subscriber, the sign-up it answers
 * (requested_at, in ms) and when it expires; an unsubscribe token names only the subscriber and does
 * not expire (an old newsletter's link must still work). Each is signed with its own HMAC key
 * derived from SESSION_SECRET, so one kind can never pass for the other, and nothing is stored.
 *
 * Shape: `<uuid>.<requestedAtMs>.<expiresAtSec>.<sig>` and `<uuid>.<sig>`, sig = base64url HMAC-SHA-256.
 */

export type ConfirmClaim = { subscriberId: string; requestedAtMs: number; expiresAtSec: number }
export type ConfirmCheck =
  | { ok: true; subscriberId: string; requestedAtMs: number }
  | { ok: false; reason: 'malformed' | 'invalid' | 'expired'; subscriberId?: string }

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const CONFIRM_SHAPE = new RegExp(`^(${UUID})\\.(\\d{1,15})\\.(\\d{1,12})\\.([A-Za-z0-9_-]{43})$`)
const UNSUBSCRIBE_SHAPE = new RegExp(`^(${UUID})\\.([A-Za-z0-9_-]{43})$`)

function sign(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url')
}

function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export function signConfirmToken(key: Buffer, claim: ConfirmClaim): string {
  const payload = `${claim.subscriberId}.${claim.requestedAtMs}.${claim.expiresAtSec}`
  return `${payload}.${sign(key, payload)}`
}

export function readConfirmToken(key: Buffer, token: string, now: Date): ConfirmCheck {
  const match = CONFIRM_SHAPE.exec(token)
  if (!match) return { ok: false, reason: 'malformed' }
  const [, subscriberId, requestedAt, expiresAt, signature] = match as unknown as [string, string, string, string, string]
  if (!sameSignature(signature, sign(key, `${subscriberId}.${requestedAt}.${expiresAt}`))) return { ok: false, reason: 'invalid' }
  if (Number(expiresAt) * 1000 <= now.getTime()) return { ok: false, reason: 'expired', subscriberId }
  return { ok: true, subscriberId, requestedAtMs: Number(requestedAt) }
}

export function signUnsubscribeToken(key: Buffer, subscriberId: string): string {
  return `${subscriberId}.${sign(key, subscriberId)}`
}

/** The subscriber an unsubscribe token names, or null when it is not one of ours. */
export function readUnsubscribeToken(key: Buffer, token: string): string | null {
  const match = UNSUBSCRIBE_SHAPE.exec(token)
  if (!match) return null
  const [, subscriberId, signature] = match as unknown as [string, string, string]
  return sameSignature(signature, sign(key, subscriberId)) ? subscriberId : null
}

let keysFor: { from: string; confirm: Buffer; unsubscribe: Buffer } | undefined

/** The two signing keys, derived from SESSION_SECRET with their own labels. */
export function newsletterKeys(): { confirm: Buffer; unsubscribe: Buffer } {
  const from = getEnv().SESSION_SECRET
  if (!from) throw new Error('SESSION_SECRET is not set: start-up provides it before any request')
  if (keysFor?.from !== from) {
    const derive = (label: string) => createHmac('sha256', from).update(label).digest()
    keysFor = { from, confirm: derive('newsletter confirm v1'), unsubscribe: derive('newsletter unsubscribe v1') }
  }
  return keysFor
}
