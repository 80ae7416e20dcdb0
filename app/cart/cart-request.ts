import { z } from 'zod'
import { weightKeyOf } from '~/catalog/search/types'
import { WEIGHT_KEYS } from '~/catalog/search/types'
import { CART_INTENTS } from './types'

/**
 * What POST /api/cart accepts, from JSON or a form: validated here so the route stays thin and
 * every refusal names the field it is about.
 */

/** Ids as URLs carry them: positive whole numbers within PostgreSQL's integer. */
const id = (name: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, `${name} must be a positive whole number`).transform(Number)], {
      error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be a positive whole number`),
    })
    .pipe(
      z
        .number()
        .max(999_999_999, `${name} is not a known id`)
        .int(`${name} must be a positive whole number`)
        .min(1, `${name} must be a positive whole number`),
    )

const quantity = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, 'quantity must be a whole number').transform(Number)], {
    error: (issue) => (issue.input === undefined ? 'quantity is required' : 'quantity must be a whole number'),
  })
  .pipe(
    z
      .number()
      .int('quantity must be a whole number')
      .min(0, 'quantity must be 0 or more')
      .max(9999, 'quantity is too large'),
  )

const weight = z
  .string({ error: (issue) => (issue.input === undefined ? 'weight is required' : 'weight must be text') })
  .max(40, `weight must be one of ${WEIGHT_KEYS.join(', ')}`)
  .transform((value, ctx) => {
    const key = weightKeyOf(value)
    if (!key) {
      ctx.addIssue({ code: 'custom', message: `weight must be one of ${WEIGHT_KEYS.join(', ')}` })
      return z.NEVER
    }
    return key
  })

const itemFields = { storeId: id('storeId'), productId: id('productId'), weight }

export const cartRequestSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('add'), ...itemFields, quantity: quantity.optional() }),
    z.object({ intent: z.literal('update'), ...itemFields, quantity }),
    z.object({ intent: z.literal('remove'), ...itemFields }),
    z.object({ intent: z.literal('clear'), storeId: id('storeId') }),
  ],
  { error: () => `intent must be one of ${CART_INTENTS.join(', ')}` },
)

export type CartRequest = z.infer<typeof cartRequestSchema>

export const storeIdParam = id('storeId')

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string; field?: string }

/** The first problem of a zod error, named for its field. */
function firstIssue(error: z.ZodError): { message: string; field?: string } {
  const issue = error.issues[0]
  const field = issue?.path[0] === undefined ? undefined : String(issue.path[0])
  return { message: issue?.message ?? 'The request is not valid', field }
}

export function parseCartRequest(raw: unknown): ParseResult<CartRequest> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, message: 'The body must be an object' }
  const parsed = cartRequestSchema.safeParse(raw)
  if (parsed.success) return { ok: true, value: parsed.data }
  return { ok: false, ...firstIssue(parsed.error) }
}

export function parseStoreIdParam(value: string | null): ParseResult<number> {
  const parsed = storeIdParam.safeParse(value ?? undefined)
  if (parsed.success) return { ok: true, value: parsed.data }
  return { ok: false, field: 'storeId', ...firstIssue(parsed.error) }
}

/** Only a path on this site: '/…' but not '//host' or '/\host', and no control characters. */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null
  if (!value.startsWith('/') || value.startsWith('//')) return null
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null
  return value
}

/** Without JavaScript a refusal cannot show inline: a small page says what happened and links back. */
export function formProblemPage(message: string, backTo: string): string {
  const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>Your cart was not changed</title>` +
    `<style>body{font-family:system-ui,sans-serif;background:#faf7f0;color:#1c1c1a;display:grid;place-items:center;min-height:100vh;margin:0}main{max-width:32rem;padding:2rem;text-align:center}a{color:#1f5d3a;font-weight:600}</style></head>` +
    `<body><main><h1>Your cart was not changed</h1><p>${escape(message)}</p><p><a href="${escape(backTo)}">Back to the menu</a></p></main></body></html>`
  )
}
