import type { RegistrationAnswer } from './components/registration-shell'
import { type FormInput, MEDICATIONS_MAX, registrationInput } from './registration-form'
import type { RegistrationKind } from './registration-options'
import { submitRegistrationLead } from './registration.server'
import type { Region } from '~/site/host-mode'

/** A post's values to show again: everything but the browser check's token, which is spent or refused. */
export function keptValues(input: FormInput): FormInput {
  const { reCaptchaToken: _spent, intent: _intent, ...kept } = input
  return kept
}

/**
 * A registration form's action. 'add-medication' is the New York list's Add button without
 * JavaScript: the form comes back with one more empty row. Anything else sends the registration;
 * a refusal answers the field errors with the values kept.
 */
export async function registrationAction(
  kind: RegistrationKind,
  form: FormData,
  context: { region: Region; clientAddress: string },
): Promise<{ status: number; answer: RegistrationAnswer; retryAfterSeconds?: number }> {
  const input = registrationInput(form)
  if (kind === 'new-york' && input.intent === 'add-medication') {
    const rows = Array.isArray(input.currentMedication) ? (input.currentMedication as Record<string, string>[]) : []
    const more = rows.length < MEDICATIONS_MAX ? [...rows, { medicationName: '', dosage: '', frequency: '' }] : rows
    return { status: 200, answer: { ok: false, values: { ...keptValues(input), currentMedication: more }, errors: {} } }
  }
  const outcome = await submitRegistrationLead(kind, input, context)
  if (outcome.ok) return { status: 200, answer: { ok: true } }
  return {
    status: outcome.status,
    answer: { ok: false, values: keptValues(input), errors: outcome.errors, ...(outcome.message ? { message: outcome.message } : {}) },
    ...(outcome.retryAfterSeconds ? { retryAfterSeconds: outcome.retryAfterSeconds } : {}),
  }
}
