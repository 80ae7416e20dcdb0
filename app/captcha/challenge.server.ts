import { createHmac } from 'node:crypto'
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { getEnv } from '~/env.server'
import { log } from '~/log.server'
import { countInWindow } from '~/site/rate-limit.server'
import { CAPTCHA_LEVELS, type CaptchaLevel, isCaptchaLevel } from './levels'

const logger = log('captcha')

/**
 * Proof-of-work challenges (ALTCHA v2, altcha-lib on the server): the server hands out a signed
 * challenge, the browser finds the counter whose PBKDF2 key the challenge names, and the server
 * accepts the solution once, before the challenge expires, for the purpose it was issued for.
 * Callers: sign-in throttling (decision 0016) and, later, the site's forms.
 *
 * Deterministic mode: the server picks the counter and signs the key it derives, so the work is
 * bounded (the solver counts from 0 up to the counter) and checking a solution is one HMAC.
 */

/** What a challenge is for: a solution for one purpose is never accepted for another. */
export type CaptchaPurpose = 'sign-in' | 'form'

/** Long enough for a slow phone at level 3, short enough that a hoard of solved challenges goes stale. */
export const CHALLENGE_SECONDS = 5 * 60
const ALGORITHM = 'PBKDF2/SHA-256'
/** A payload is a few hundred bytes of base64 JSON; anything much larger is not one of ours. */
const MAX_PAYLOAD_CHARS = 4_096
const SPENT_LIMITER = 'captcha-spent'

/** The challenge as the browser receives it (JSON). */
export type IssuedChallenge = Challenge

type Secrets = { challenge: string; key: string }
let secretsFor: { from: string; secrets: Secrets } | undefined

/** Signing secrets derived from SESSION_SECRET with their own labels (never the session's own signatures). */
function secrets(): Secrets {
  const from = getEnv().SESSION_SECRET
  if (!from) throw new Error('SESSION_SECRET is not set: start-up provides it before any request')
  if (secretsFor?.from !== from) {
    const derive = (label: string) => createHmac('sha256', from).update(label).digest('hex')
    secretsFor = { from, secrets: { challenge: derive('altcha challenge v1'), key: derive('altcha derived key v1') } }
  }
  return secretsFor.secrets
}

export async function issueChallenge({
  purpose,
  level,
  now = new Date(),
}: {
  purpose: CaptchaPurpose
  level: CaptchaLevel
  now?: Date
}): Promise<IssuedChallenge> {
  const { cost, counter } = CAPTCHA_LEVELS[level]
  const { challenge, key } = secrets()
  return createChallenge({
    algorithm: ALGORITHM,
    cost,
    counter: randomInt(counter[1], counter[0]),
    deriveKey,
    data: { purpose, level },
    expiresAt: Math.floor(now.getTime() / 1000) + CHALLENGE_SECONDS,
    hmacSignatureSecret: challenge,
    hmacKeySignatureSecret: key,
  })
}

export type ChallengeCheck =
  | { ok: true; level: CaptchaLevel }
  | { ok: false; reason: 'missing' | 'malformed' | 'invalid' | 'expired' | 'replayed' | 'other-purpose' | 'too-easy' | 'unavailable' }

/**
 * Checks a solved challenge (the `altcha` form field: base64 of `{ challenge, solution }`), and
 * spends it: the same solution is accepted once. The record of spent challenges lives in
 * rate_limits (a row per challenge until it would have expired anyway), so every app server knows.
 */
export async function verifyChallenge(
  payload: string | null | undefined,
  { purpose, minLevel = 1, now = new Date() }: { purpose: CaptchaPurpose; minLevel?: CaptchaLevel; now?: Date },
): Promise<ChallengeCheck> {
  if (!payload) return { ok: false, reason: 'missing' }
  const decoded = decodePayload(payload)
  if (!decoded) return { ok: false, reason: 'malformed' }
  const { challenge, solution } = decoded
  const expiresAt = challenge.parameters.expiresAt
  if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now.getTime()) return { ok: false, reason: 'expired' }

  const { challenge: challengeSecret, key } = secrets()
  let result: Awaited<ReturnType<typeof verifySolution>>
  try {
    result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: challengeSecret, hmacKeySignatureSecret: key })
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (result.expired) return { ok: false, reason: 'expired' }
  if (!result.verified) return { ok: false, reason: 'invalid' }

  // The signature covers `data`, so these are the server's own words.
  const data = challenge.parameters.data ?? {}
  if (data.purpose !== purpose) return { ok: false, reason: 'other-purpose' }
  const level = data.level
  if (!isCaptchaLevel(level)) return { ok: false, reason: 'invalid' }
  if (level < minLevel) return { ok: false, reason: 'too-easy' }

  try {
    const windowMs = expiresAt * 1000 - now.getTime() + 60_000
    const spent = await countInWindow(SPENT_LIMITER, challenge.signature!, windowMs, now.getTime())
    if (spent.count > 1) return { ok: false, reason: 'replayed' }
  } catch (error) {
    // Without the record a solution could be used twice: refuse it (the caller issues a new one).
    logger.error({ err: error }, 'captcha: a solution could not be recorded as spent')
    return { ok: false, reason: 'unavailable' }
  }
  return { ok: true, level }
}

function decodePayload(payload: string): { challenge: Challenge; solution: Solution } | null {
  if (payload.length > MAX_PAYLOAD_CHARS) return null
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as unknown
    if (!parsed || typeof parsed !== 'object') return null
    const { challenge, solution } = parsed as { challenge?: unknown; solution?: unknown }
    if (!challenge || typeof challenge !== 'object' || !solution || typeof solution !== 'object') return null
    const { parameters, signature } = challenge as { parameters?: unknown; signature?: unknown }
    if (!parameters || typeof parameters !== 'object' || typeof signature !== 'string') return null
    const p = parameters as Record<string, unknown>
    if (p.algorithm !== ALGORITHM || typeof p.nonce !== 'string' || typeof p.salt !== 'string' || typeof p.keyPrefix !== 'string') return null
    if (typeof p.keySignature !== 'string') return null
    return { challenge: challenge as Challenge, solution: solution as Solution }
  } catch {
    return null
  }
}

/** The form field's value for a solved challenge (what the browser's solver posts). */
export function encodePayload(challenge: Challenge, solution: Solution): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}
