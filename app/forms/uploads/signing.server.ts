import { createHmac, timingSafeEqual } from 'node:crypto'
import { getEnv } from '~/env.server'

/**
 * Signed upload URLs (the local storage's half of the signed-URL protocol): the path names the
 * upload and the query carries its expiry and an HMAC-SHA256 of both, keyed by a secret derived
 * from SESSION_SECRET with a label of its own. Changing any part of the URL breaks the signature.
 */

let secretFor: { from: string; key: string } | undefined

function secret(): string {
  const from = getEnv().SESSION_SECRET
  if (!from) throw new Error('SESSION_SECRET is not set: start-up provides it before any request')
  if (secretFor?.from !== from) secretFor = { from, key: createHmac('sha256', from).update('form upload url v1').digest('hex') }
  return secretFor.key
}

function signature(id: string, expiresAtSeconds: number): string {
  return createHmac('sha256', secret()).update(`PUT\n${id}\n${expiresAtSeconds}`).digest('base64url')
}

/** The path and query a browser PUTs a file to. */
export function signedUploadPath(id: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000)
  return `/api/uploads/${id}/file?expires=${expires}&signature=${signature(id, expires)}`
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'invalid' | 'expired' }

/** Whether a PUT's query is the signature issued for this upload id, and still in time. */
export function checkUploadSignature(id: string, query: URLSearchParams, now: Date = new Date()): SignatureCheck {
  const expiresText = query.get('expires')
  const given = query.get('signature')
  if (!expiresText || !given) return { ok: false, reason: 'missing' }
  if (!/^\d{1,12}$/.test(expiresText)) return { ok: false, reason: 'invalid' }
  const expires = Number(expiresText)
  const expected = Buffer.from(signature(id, expires))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'invalid' }
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' }
  return { ok: true }
}
