import type { Challenge } from 'altcha-lib'
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useHydrated } from '~/ui/use-hydrated'

/** What a form's answer may say about a proof-of-work challenge (see app/captcha). */
export type ChallengeAnswer = { challenge?: Challenge; challengeRequired?: boolean } | undefined

/** At most this many solve-and-resend rounds in a row without the shopper pressing the button. */
const AUTO_ROUNDS = 2

/**
 * A form that may be asked for a proof-of-work challenge. When the last answer carries one, the
 * next submit first solves it ("Checking your browser…"), puts the solution in the hidden field and
 * submits again; when the server answers that an attempt was not checked for want of a solution,
 * the form solves and resends by itself. The solver's code loads only then.
 *
 * The form gives `formRef` and `onSubmit` to its <form>, and renders <ChallengeField> with `fieldRef`.
 */
export function useChallengeGate(answer: ChallengeAnswer) {
  const [checking, setChecking] = useState(false)
  const [failed, setFailed] = useState(false)
  // False in the server's render and while hydrating, true after: only a live page solves by itself.
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const fieldRef = useRef<HTMLInputElement>(null)
  const solvedFor = useRef<Challenge | null>(null)
  const autoRounds = useRef(0)
  // Read by onSubmit: the resend happens before React re-renders with the new state.
  const busy = useRef(false)
  const pending = answer?.challenge ?? null

  const solveAndSubmit = useCallback(async (form: HTMLFormElement, challenge: Challenge) => {
    busy.current = true
    setChecking(true)
    setFailed(false)
    try {
      const { solveChallengePayload } = await import('../solve-challenge')
      const payload = await solveChallengePayload(challenge)
      if (fieldRef.current) fieldRef.current.value = payload
      solvedFor.current = challenge
      busy.current = false
      setChecking(false)
      form.requestSubmit()
    } catch (error) {
      console.warn('captcha: the check did not finish', error)
      busy.current = false
      setChecking(false)
      setFailed(true)
    }
  }, [])

  // A new challenge: any earlier solution has been spent.
  useEffect(() => {
    if (fieldRef.current && solvedFor.current !== pending) fieldRef.current.value = ''
  }, [pending])

  useEffect(() => {
    if (!answer?.challengeRequired || !answer.challenge || !formRef.current) return
    if (autoRounds.current >= AUTO_ROUNDS) {
      setFailed(true)
      return
    }
    autoRounds.current += 1
    void solveAndSubmit(formRef.current, answer.challenge)
  }, [answer, solveAndSubmit])

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (busy.current) {
        event.preventDefault()
        return
      }
      // The shopper pressed the button (our own resends are not trusted events).
      if (event.nativeEvent.isTrusted) autoRounds.current = 0
      if (!pending || solvedFor.current === pending) return
      event.preventDefault()
      void solveAndSubmit(event.currentTarget, pending)
    },
    [pending, solveAndSubmit],
  )

  return {
    formRef,
    fieldRef,
    onSubmit,
    checking,
    failed,
    /** While the browser is handling a "check needed" answer by itself, the form's message would only confuse. */
    handlingRequired: hydrated && Boolean(answer?.challengeRequired) && !failed,
  }
}

/** What the form's fields show of the check (no refs: those go to the form and the hidden field). */
export type ChallengeStatus = { checking: boolean; failed: boolean; handlingRequired: boolean }

