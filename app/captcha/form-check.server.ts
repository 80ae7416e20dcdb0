import { verifyChallenge } from './challenge.server'
import { NO_SCRIPT_FIELD_NAME, verifyNoScriptToken } from './no-script.server'

/**
 * The browser check of a form post: the proof of work's solution (reCaptchaToken) when the browser
 * ran it, else, for a visitor without JavaScript, the page's signed form token (no-script.server.ts).
 * The forms' schemas require a reCaptchaToken; a post that carries only a form token stands in
 * NO_SCRIPT_MARK for it, so every other field is still validated before anything is spent.
 */
export const NO_SCRIPT_MARK = 'no-script'

/** The post with NO_SCRIPT_MARK as its reCaptchaToken when it has none but carries a form token. */
export function withFormCheck<T extends Record<string, unknown>>(input: T, formToken: unknown): T {
  const token = input.reCaptchaToken
  if (typeof token === 'string' && token !== '' && token !== NO_SCRIPT_MARK) return input
  return typeof formToken === 'string' && formToken !== '' ? { ...input, reCaptchaToken: NO_SCRIPT_MARK } : { ...input, reCaptchaToken: '' }
}

/** The form token of a post (FormData or a parsed post). */
export function formTokenOf(form: { get(name: string): unknown } | Record<string, unknown>): unknown {
  return typeof (form as { get?: unknown }).get === 'function' ? (form as { get(name: string): unknown }).get(NO_SCRIPT_FIELD_NAME) : (form as Record<string, unknown>)[NO_SCRIPT_FIELD_NAME]
}

export type FormCheck = { ok: true; by: 'proof of work' | 'form token' } | { ok: false; reason: string }

/** Checks and spends the post's browser check (see withFormCheck). */
export async function verifyFormCheck(reCaptchaToken: string, formToken: unknown, { now = new Date() }: { now?: Date } = {}): Promise<FormCheck> {
  if (reCaptchaToken === NO_SCRIPT_MARK) {
    const check = await verifyNoScriptToken(typeof formToken === 'string' ? formToken : null, { purpose: 'form', now })
    return check.ok ? { ok: true, by: 'form token' } : check
  }
  const check = await verifyChallenge(reCaptchaToken, { purpose: 'form', now })
  return check.ok ? { ok: true, by: 'proof of work' } : check
}
