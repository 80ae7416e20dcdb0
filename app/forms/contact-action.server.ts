import { formTokenOf, withFormCheck } from '~/captcha/form-check.server'
import { type ContactAnswer } from './components/contact-wizard'
import { asStep, type ContactField, contactStepSchemas, EMPTY_CONTACT, fieldErrors, nextStep, previousStep } from './contact-form'
import { submitContactLead } from './leads.server'
import type { Region } from '~/site/host-mode'

/** The form's fields from a post, as strings (unknown names and files ignored). */
export function contactValuesFrom(form: FormData): Record<ContactField, string> {
  const values = { ...EMPTY_CONTACT }
  for (const field of Object.keys(EMPTY_CONTACT) as ContactField[]) {
    const value = form.get(field)
    if (typeof value === 'string') values[field] = value
  }
  return values
}

/**
 * The Contact Us action: 'continue' and 'back' move a no-JavaScript visitor between steps (the
 * step's fields validated by the same schema as in the browser); 'submit' sends the lead. Values
 * come back so the page keeps them, except the captcha token, which is spent or refused.
 */
export async function contactAction(
  form: FormData,
  context: { region: Region; clientAddress: string },
): Promise<{ status: number; answer: ContactAnswer; retryAfterSeconds?: number }> {
  const intent = form.get('intent')
  const step = asStep(form.get('step')) ?? 1
  const values = contactValuesFrom(form)
  const { reCaptchaToken: _spent, ...kept } = values
  if (intent === 'back') return { status: 200, answer: { ok: false, step: previousStep(step), values: kept, errors: {} } }
  if (intent === 'continue') {
    const parsed = contactStepSchemas[step].safeParse(values)
    if (!parsed.success) return { status: 400, answer: { ok: false, step, values: kept, errors: fieldErrors(parsed.error) } }
    return { status: 200, answer: { ok: false, step: nextStep(step), values: kept, errors: {} } }
  }
  if (intent !== 'submit') return { status: 400, answer: { ok: false, step, values: kept, errors: {}, message: 'That request is not valid.' } }
  const outcome = await submitContactLead(withFormCheck(values, formTokenOf(form)), { ...context, formToken: formTokenOf(form) })
  if (outcome.ok) return { status: 200, answer: { ok: true } }
  return {
    status: outcome.status,
    answer: { ok: false, step: 3, values: kept, errors: outcome.errors, ...(outcome.message ? { message: outcome.message } : {}) },
    ...(outcome.retryAfterSeconds ? { retryAfterSeconds: outcome.retryAfterSeconds } : {}),
  }
}
