import { isAPIError } from 'better-auth/api'
import { readCapped } from '~/site/request-body.server'

/** A sign-up form is well under 2 KB; anything past this is not one of our forms. */
export const AUTH_FORM_MAX_BYTES = 16 * 1024

/** A form field: its value, or every value when the field was sent more than once. */
export type RawForm = Record<string, string | string[]>

export type ReadForm = { ok: true; form: RawForm } | { ok: false; status: 400 | 413 }

/**
 * The posted form (application/x-www-form-urlencoded, what a plain <form> and a fetcher send),
 * read with a byte cap. A huge body is 413 and another content type 400, before anything is parsed.
 */
export async function readAuthForm(request: Request): Promise<ReadForm> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') return { ok: false, status: 400 }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > AUTH_FORM_MAX_BYTES) return { ok: false, status: 413 }
  const body = await readCapped(request, AUTH_FORM_MAX_BYTES)
  if (body === null) return { ok: false, status: 413 }
  const form: RawForm = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const seen = form[key]
    form[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value]
  }
  return { ok: true, form }
}

/** The first value of a field, or ''. */
export function field(form: RawForm, key: string): string {
  const value = form[key]
  return typeof value === 'string' ? value : (value?.[0] ?? '')
}

/**
 * The headers better-auth's direct calls receive: the shopper's user agent and the client address
 * our server already resolved (TRUST_PROXY), recorded on the session. Not the browser's Origin or
 * cookies: CSRF is checked once, by server/guards.ts, for every host the storefront answers on.
 */
export function authCallHeaders(request: Request, clientAddress: string): Headers {
  const headers = new Headers()
  const agent = request.headers.get('user-agent')
  if (agent) headers.set('user-agent', agent.slice(0, 512))
  if (clientAddress && clientAddress !== 'unknown') headers.set('x-forwarded-for', clientAddress)
  return headers
}

/** Only the Set-Cookie lines of an auth call's answer, to forward on our own response. */
export function setCookieHeaders(from: Headers): Headers {
  const headers = new Headers()
  for (const cookie of from.getSetCookie()) headers.append('Set-Cookie', cookie)
  return headers
}

/** better-auth's error code ('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'INVALID_TOKEN', …), if it is one of its errors. */
export function authErrorCode(error: unknown): string | null {
  if (!isAPIError(error)) return null
  const code = (error.body as { code?: unknown } | undefined)?.code
  return typeof code === 'string' ? code : null
}
