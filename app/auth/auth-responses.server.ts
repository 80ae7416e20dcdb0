import type { Challenge } from 'altcha-lib'
import { data } from 'react-router'
import { z } from 'zod'
import { field, type RawForm, type ReadForm } from './auth-form.server'

/**
 * How the sign-up and sign-in actions answer: 'page' (the form on /sign-up or /sign-in, with or
 * without the script) redirects with the session cookie; 'dialog' (the flow=signup/flow=signin
 * dialog's fetcher) gets JSON and stays on its page.
 */
export const intentSchema = z.enum(['page', 'dialog'])
export type AuthIntent = z.infer<typeof intentSchema>

export function readIntent(form: RawForm): AuthIntent | null {
  const parsed = intentSchema.safeParse(field(form, 'intent') || 'page')
  return parsed.success ? parsed.data : null
}

type Refusal<E> = { ok: false; errors: E; values?: Record<string, string>; challenge?: Challenge; challengeRequired?: boolean }

/**
 * A refused form: 400 (or 413/429), the errors by field, and what was typed (never passwords);
 * for sign-in, the proof-of-work challenge the next attempt needs (decision 0016).
 */
export function refuse<E extends Record<string, string | undefined>>(
  errors: E,
  status: number,
  {
    values,
    retryAfterSeconds,
    challenge,
    challengeRequired,
  }: { values?: Record<string, string>; retryAfterSeconds?: number; challenge?: Challenge; challengeRequired?: boolean } = {},
) {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (retryAfterSeconds) headers['Retry-After'] = String(retryAfterSeconds)
  return data<Refusal<E>>(
    { ok: false, errors, ...(values ? { values } : {}), ...(challenge ? { challenge } : {}), ...(challengeRequired ? { challengeRequired } : {}) },
    { status, headers },
  )
}

export function unreadable(read: Extract<ReadForm, { ok: false }>) {
  return refuse<Partial<Record<string, string>>>(
    { form: read.status === 413 ? 'That form is too large to send.' : 'That form could not be read. Please try again.' },
    read.status,
  )
}

/** The typed values to put back in a page's form after a refusal without the script. */
export function echoValues(form: RawForm, keys: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {}
  for (const key of keys) {
    const value = field(form, key)
    if (value) values[key] = value.slice(0, 300)
  }
  return values
}
