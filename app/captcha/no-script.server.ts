import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { getEnv } from '~/env.server'
import { log } from '~/log.server'
import { countInWindow } from '~/site/rate-limit.server'
import type { CaptchaPurpose } from './challenge.server'

const logger = log('captcha')

/**
 * The browser check for a visitor without JavaScript (issue 17: every form's text fields work
 * without it). The proof of work needs a script, so a page renders a signed form token instead: it
 * names the purpose and the moment the form was served, and the server accepts it once, no sooner
 * than NO_SCRIPT_MIN_SECONDS after that (people take longer than that to fill a form in; scripts
 * posting straight back do not) and no later than NO_SCRIPT_MAX_SECONDS. It is weaker than the
 * proof of work, so the forms that take it also keep their per-address rate limits, and staff see
 * which check a lead passed (decision 0024).
 */
export { NO_SCRIPT_FIELD_NAME } from './field'
export const NO_SCRIPT_MIN_SECONDS = 5
export const NO_SCRIPT_MAX_SECONDS = 2 * 60 * 60
const SPENT_LIMITER = 'captcha-noscript-spent'
const MAX_TOKEN_CHARS = 300

let keyFor: { from: string; key: string } | undefined
function key(): string {
  const from = getEnv().SESSION_SECRET
  if (!from) throw new Error('SESSION_SECRET is not set: start-up provides it before any request')
  if (keyFor?.from !== from) keyFor = { from, key: createHmac('sha256', from).update('no-script form token v1').digest('hex') }
  return keyFor.key
}

const sign = (body: string) => createHmac('sha256', key()).update(body).digest('base64url')

/** A form token for a page served now: '{purpose}.{issued seconds}.{nonce}.{signature}'. */
export function issueNoScriptToken({ purpose, now = new Date() }: { purpose: CaptchaPurpose; now?: Date }): string {
  const body = `${purpose}.${Math.floor(now.getTime() / 1000)}.${randomBytes(12).toString('base64url')}`
  return `${body}.${sign(body)}`
}

export type NoScriptCheck =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'malformed' | 'invalid' | 'other-purpose' | 'too-fast' | 'expired' | 'replayed' | 'unavailable' }

/** Checks a form token and spends it (once, on every app server: the record is in rate_limits). */
export async function verifyNoScriptToken(
  token: string | null | undefined,
  { purpose, now = new Date() }: { purpose: CaptchaPurpose; now?: Date },
): Promise<NoScriptCheck> {
  if (!token) return { ok: false, reason: 'missing' }
  if (token.length > MAX_TOKEN_CHARS) return { ok: false, reason: 'malformed' }
  const match = /^([a-z-]+)\.(\d{1,12})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return { ok: false, reason: 'malformed' }
  const [, tokenPurpose, issued, nonce, signature] = match as unknown as [string, string, string, string, string]
  const expected = Buffer.from(sign(`${tokenPurpose}.${issued}.${nonce}`))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' }
  if (tokenPurpose !== purpose) return { ok: false, reason: 'other-purpose' }
  const age = now.getTime() / 1000 - Number(issued)
  if (age < NO_SCRIPT_MIN_SECONDS) return { ok: false, reason: 'too-fast' }
  if (age > NO_SCRIPT_MAX_SECONDS) return { ok: false, reason: 'expired' }
  try {
    const windowMs = (Number(issued) + NO_SCRIPT_MAX_SECONDS) * 1000 - now.getTime() + 60_000
    const spent = await countInWindow(SPENT_LIMITER, nonce, windowMs, now.getTime())
    if (spent.count > 1) return { ok: false, reason: 'replayed' }
  } catch (error) {
    logger.error({ err: error }, 'captcha: a form token could not be recorded as spent')
    return { ok: false, reason: 'unavailable' }
  }
  return { ok: true }
}
