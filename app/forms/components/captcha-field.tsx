import type { Challenge } from 'altcha-lib'
import { useEffect, useId, useRef, useState } from 'react'
import { NO_SCRIPT_FIELD_NAME } from '~/captcha/field'
import { useFormToken } from '~/captcha/form-token-context'
import { useHydrated } from '~/ui/use-hydrated'

type Phase = 'idle' | 'checking' | 'verified' | 'expired' | 'failed'

const STATUS: Record<Phase, string> = {
  idle: '',
  checking: 'Checking your browser…',
  verified: 'Verified. You can send the form.',
  expired: 'The check expired. Please check again.',
  failed: 'The browser check did not finish. Please try again.',
}

/**
 * The reCAPTCHA field (000 §5, 002 §5) as a proof-of-work check (app/captcha): the visitor presses
 * the button, the browser fetches a challenge and solves it in a worker, and the solution becomes
 * the form's reCaptchaToken; when the challenge expires the token is cleared. The error shows once
 * the field is touched. Without JavaScript the check cannot run: the field posts the page's signed
 * form token instead (app/captcha/no-script.server.ts), and says so.
 */
export function CaptchaField({
  token,
  onToken,
  onTouched,
  error,
  touched,
}: {
  token: string
  onToken: (token: string) => void
  onTouched: () => void
  error?: string
  touched: boolean
}) {
  const id = useId()
  const hydrated = useHydrated()
  const formToken = useFormToken()
  const [checked, setPhase] = useState<Phase>(token ? 'verified' : 'idle')
  // A token cleared from outside (the server refused it as spent or expired) asks for a new check.
  const phase: Phase = !token && checked === 'verified' ? 'idle' : checked
  const expiry = useRef<number | undefined>(undefined)

  useEffect(() => () => window.clearTimeout(expiry.current), [])
  async function check() {
    onTouched()
    setPhase('checking')
    window.clearTimeout(expiry.current)
    try {
      const response = await fetch('/api/captcha', { headers: { Accept: 'application/json' } })
      if (!response.ok) throw new Error(`captcha challenge: ${response.status}`)
      const challenge = (await response.json()) as Challenge
      const { solveChallengePayload } = await import('~/captcha/solve-challenge')
      const payload = await solveChallengePayload(challenge)
      onToken(payload)
      setPhase('verified')
      const expiresAt = Number(challenge.parameters.expiresAt) * 1000
      expiry.current = window.setTimeout(
        () => {
          onToken('')
          setPhase('expired')
        },
        Math.max(0, expiresAt - Date.now() - 5_000),
      )
    } catch (failure) {
      console.warn('captcha: the check did not finish', failure)
      onToken('')
      setPhase('failed')
    }
  }

  const showError = touched && !token && error && phase !== 'checking'
  const errorId = `${id}-error`
  return (
    <div className="flex flex-col gap-2">
      <p id={`${id}-label`} className="text-sm font-semibold text-ink">
        Browser check
        <span aria-hidden="true" className="text-danger">
          {' '}
          *
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-line-strong bg-surface px-3 py-3">
        <button
          type="button"
          onClick={() => void check()}
          disabled={!hydrated || phase === 'checking' || phase === 'verified'}
          aria-describedby={showError ? errorId : undefined}
          aria-labelledby={`${id}-label ${id}-button`}
          id={`${id}-button`}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 disabled:cursor-not-allowed disabled:border-line disabled:text-ink-muted"
        >
          <span
            aria-hidden="true"
            className={`inline-block size-4 rounded border ${phase === 'verified' ? 'border-brand-700 bg-brand-700' : 'border-line-strong bg-surface'}`}
          />
          {phase === 'verified' ? 'Verified' : 'I’m not a robot'}
        </button>
        <p role="status" aria-live="polite" className={STATUS[phase] ? 'text-sm text-ink' : 'sr-only'}>
          {STATUS[phase]}
        </p>
      </div>
      {hydrated ? null : formToken ? (
        <p className="text-sm text-ink">Your browser is not running JavaScript, so this check is done another way when you send the form.</p>
      ) : (
        <p className="text-sm font-medium text-ink">The browser check needs JavaScript. Turn JavaScript on to send this form, or call the dispensary.</p>
      )}
      {formToken ? <input type="hidden" name={NO_SCRIPT_FIELD_NAME} value={formToken} /> : null}
      {showError ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
