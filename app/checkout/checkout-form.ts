/**
 * The reservation form (checkout page): what a shopper may post, validated with zod. The form never
 * carries prices or quantities — the server reads those from the cart and the catalogue — so a
 * posted 'price' or 'quantity' field is simply not part of the result.
 */
import { z } from 'zod'
import { loyaltyPhoneNumber } from '~/rewards/phone'
import { UUID_PATTERN } from '~/site/uuid'

/** In the order the page shows them, so focus after a refusal goes to the first one on screen. */
export const CHECKOUT_FIELDS = ['mode', 'street', 'street2', 'city', 'state', 'zip', 'name', 'email', 'phone', 'window'] as const
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number]

/** 'start-end' in epoch seconds, as the window picker posts it. */
const WINDOW = /^(\d{9,11})-(\d{9,11})$/

function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(max, `Your ${label} can be at most ${max} characters.`)
    // Control characters never belong in a name or an address line.
    .refine((value) => !hasControlCharacters(value), `Your ${label} has characters we cannot use.`)

const contactSchema = z.object({
  name: text('name', 100),
  email: z
    .string({ error: 'Enter your email address.' })
    .trim()
    .min(1, 'Enter your email address.')
    .max(254, 'Your email address is too long.')
    .pipe(z.email('Enter an email address like name@example.com.'))
    .transform((value) => value.toLowerCase()),
  phone: z
    .string({ error: 'Enter your mobile number.' })
    .trim()
    .min(1, 'Enter your mobile number.')
    .max(30, 'Enter a 10-digit US mobile number.')
    .transform((value, ctx) => {
      const national = loyaltyPhoneNumber(value)
      if (!national) {
        ctx.addIssue({ code: 'custom', message: 'Enter a 10-digit US mobile number.' })
        return z.NEVER
      }
      return `+1${national}`
    }),
})

const windowSchema = z
  .string({ error: 'Choose a time.' })
  .min(1, 'Choose a time.')
  .max(30, 'Choose one of the times offered.')
  .transform((value, ctx) => {
    const match = WINDOW.exec(value)
    const start = Number(match?.[1])
    const end = Number(match?.[2])
    if (!match || !(end > start)) {
      ctx.addIssue({ code: 'custom', message: 'Choose one of the times offered.' })
      return z.NEVER
    }
    return { start, end }
  })

const addressSchema = z.object({
  street: text('street address', 120),
  street2: z
    .string()
    .trim()
    .max(120, 'The second address line can be at most 120 characters.')
    .refine((value) => !hasControlCharacters(value), 'The second address line has characters we cannot use.')
    .optional()
    .transform((value) => (value ? value : null)),
  city: text('city', 80),
  state: z
    .string({ error: 'Choose a state.' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Choose a state.')
    .transform((value) => value.toUpperCase()),
  zip: z.string({ error: 'Enter a 5-digit ZIP code.' }).trim().regex(/^\d{5}$/, 'Enter a 5-digit ZIP code.'),
})

const common = {
  intent: z.literal('reserve', { error: 'That form could not be read. Please try again.' }),
  idempotencyKey: z.string({ error: 'That form could not be read. Please reload the page.' }).regex(UUID_PATTERN, 'That form could not be read. Please reload the page.'),
  window: windowSchema,
  ...contactSchema.shape,
}

export const checkoutFormSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('pickup'), ...common }),
    z.object({ mode: z.literal('delivery'), ...common, address: addressSchema }),
  ],
  { error: 'Choose pickup or delivery.' },
)

export type CheckoutForm = z.infer<typeof checkoutFormSchema>
export type CheckoutErrors = Partial<Record<CheckoutField | 'form', string>>

export type ParsedCheckoutForm = { ok: true; value: CheckoutForm } | { ok: false; errors: CheckoutErrors }

/**
 * Reads the posted fields (the first value of each; strings only). The delivery address fields are
 * nested for the schema; their errors come back under the flat field names the form uses.
 */
export function parseCheckoutForm(fields: Record<string, string | string[] | undefined>): ParsedCheckoutForm {
  const get = (key: string) => {
    const value = fields[key]
    return Array.isArray(value) ? value[0] : value
  }
  const mode = get('mode')
  const raw: Record<string, unknown> = {
    intent: get('intent'),
    idempotencyKey: get('idempotencyKey'),
    mode,
    window: get('window'),
    name: get('name'),
    email: get('email'),
    phone: get('phone'),
  }
  if (mode === 'delivery') {
    raw.address = { street: get('street'), street2: get('street2'), city: get('city'), state: get('state'), zip: get('zip') }
  }
  const parsed = checkoutFormSchema.safeParse(raw)
  if (parsed.success) return { ok: true, value: parsed.data }
  const errors: CheckoutErrors = {}
  for (const issue of parsed.error.issues) {
    const key = issue.path[issue.path.length - 1]
    const field: CheckoutField | 'form' =
      typeof key === 'string' && (CHECKOUT_FIELDS as readonly string[]).includes(key) ? (key as CheckoutField) : 'form'
    if (!errors[field]) errors[field] = issue.message
  }
  return { ok: false, errors }
}

/** The order the form shows its fields in: focus goes to the first one with an error. */
export function firstErrorField(errors: CheckoutErrors): CheckoutField | 'form' | null {
  if (errors.form) return 'form'
  return CHECKOUT_FIELDS.find((field) => errors[field]) ?? null
}
