import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { Form, useFetcher } from 'react-router'
import { buttonClasses } from '~/ui/button'
import { useHydrated } from '~/ui/use-hydrated'
import { type FormInput, REGISTRATION_MESSAGES, type RegistrationErrors, type RegistrationVariant, requiredFilled } from '../registration-form'
import { CaptchaField } from './captcha-field'
import { FormSuccessBanner } from './form-banners'
import { flattenErrors, focusFirstError, FormMessage, SendingOverlay, useRegistrationForm } from './registration-fields'

/** What a registration action answers (a plain post or the form's fetcher). */
export type RegistrationAnswer = { ok: true } | { ok: false; values: FormInput; errors: RegistrationErrors; message?: string }

export type RegistrationContext = ReturnType<typeof useRegistrationForm> & { values: FormInput; hydrated: boolean }

/**
 * What every registration form shares: the form element (it posts to its own page without
 * JavaScript), its react-hook-form state (useRegistrationForm), the browser check, the Submit
 * button (disabled until the required fields are filled, 002 §5), the loading overlay while it
 * sends and the success banner that replaces it. The fields come from the form (children);
 * `buttons` and `captchaShown` let the Virginia form add its steps.
 */
export function RegistrationShell({
  variant,
  answer: posted,
  initialValues,
  label,
  children,
  stepFields,
  buttons,
  captchaShown = true,
  onRefused,
}: {
  variant: RegistrationVariant
  answer?: RegistrationAnswer
  initialValues: FormInput
  label: string
  children: (context: RegistrationContext) => ReactNode
  /** With steps: the fields the current step needs before Submit shows (the Virginia form). */
  stepFields?: readonly string[]
  /** The button row (the Virginia form adds Back and Continue); the browser check shows above it while captchaShown. */
  buttons?: (submit: ReactNode, context: RegistrationContext) => ReactNode
  captchaShown?: boolean
  onRefused?: (errors: RegistrationErrors) => void
}) {
  const hydrated = useHydrated()
  const fetcher = useFetcher<RegistrationAnswer>()
  const initialErrors = posted && !posted.ok ? posted.errors : {}
  const form = useRegistrationForm(variant, initialValues, initialErrors)
  const [token, setToken] = useState('')
  const [captchaTouched, setCaptchaTouched] = useState(Boolean(initialErrors.reCaptchaToken))
  const [message, setMessage] = useState(posted && !posted.ok ? posted.message : undefined)
  const [handled, setHandled] = useState<RegistrationAnswer | undefined>(undefined)
  const sending = fetcher.state !== 'idle'
  const answer = fetcher.data
  const done = posted?.ok === true || answer?.ok === true
  const { setField, setServer, formRef, handleSubmit } = form

  // The server's answer to the scripted submit: its errors on their fields, the check spent.
  if (answer && answer !== handled) {
    setHandled(answer)
    if (!answer.ok) {
      setServer(answer.errors)
      setMessage(answer.message)
      setToken('')
      onRefused?.(answer.errors)
    }
  }
  useEffect(() => {
    if (answer && !answer.ok) focusFirstError(formRef.current, answer.errors)
  }, [answer, formRef])
  useEffect(() => setField('reCaptchaToken', token), [token, setField])

  if (done) return <FormSuccessBanner title="Registration sent" message={REGISTRATION_MESSAGES.success} />

  const context: RegistrationContext = { ...form, values: initialValues, hydrated }
  const filled = requiredFilled(variant, form.input, stepFields)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return
    event.preventDefault()
    const element = event.currentTarget
    setCaptchaTouched(true)
    void handleSubmit(
      () => {
        setMessage(undefined)
        // The form element itself is posted: the server reads the very fields the page shows.
        void fetcher.submit(element, { method: 'post' })
      },
      (errors) => {
        const flat = flattenErrors(errors)
        onRefused?.(flat)
        focusFirstError(formRef.current, flat)
      },
    )()
  }

  const submit = (
    <button type="submit" name="intent" value="submit" disabled={hydrated && (!filled || sending)} className={buttonClasses('primary', 'md', 'disabled:opacity-50')}>
      Submit
    </button>
  )

  return (
    <div className="relative">
      <Form
        ref={formRef}
        method="post"
        noValidate
        aria-label={label}
        onSubmit={onSubmit}
        onInput={form.onInput}
        onChange={form.onInput}
        className="flex flex-col gap-6 md:rounded-2xl md:border md:border-line md:bg-surface md:p-8"
      >
        <FormMessage message={message} />
        {children(context)}
        <div hidden={!captchaShown}>
          <CaptchaBlock token={token} setToken={setToken} touched={captchaTouched} setTouched={setCaptchaTouched} error={form.errorOf('reCaptchaToken')} />
        </div>
        {buttons ? buttons(submit, context) : <div className="flex justify-end border-t border-line pt-5">{submit}</div>}
      </Form>
      {sending ? <SendingOverlay label="Sending your registration…" /> : null}
    </div>
  )
}

/** The browser check with its hidden token field. */
export function CaptchaBlock({
  token,
  setToken,
  touched,
  setTouched,
  error,
}: {
  token: string
  setToken: (token: string) => void
  touched: boolean
  setTouched: (touched: boolean) => void
  error?: string
}) {
  return (
    <div data-field="reCaptchaToken" tabIndex={-1}>
      <CaptchaField token={token} onToken={setToken} onTouched={() => setTouched(true)} touched={touched} error={error ?? REGISTRATION_MESSAGES.reCaptchaToken} />
      <input type="hidden" name="reCaptchaToken" value={token} />
    </div>
  )
}
