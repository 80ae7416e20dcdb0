import { useEffect, useRef } from 'react'
import { useFetcher, useLocation } from 'react-router'
import type { Challenge } from 'altcha-lib'
import { useChallengeGate } from '~/captcha/components/use-challenge-gate'
import type { ShellAuthContent } from '~/content/auth-schema'
import { Modal } from '~/ui/modal'
import { withFlow } from '../flow'
import type { SignInField } from '../sign-in-rules'
import type { FormErrors, SignUpField } from '../sign-up-rules'
import { SignInFields } from './sign-in-fields'
import { SignUpFields, type SignUpValues } from './sign-up-fields'

export type SignedInUser = { firstName: string; email: string }

/** What /sign-up and /sign-in answer a dialog's fetcher. */
type DialogAnswer<F extends string> =
  | { ok: true; user: SignedInUser }
  | { ok: false; errors: FormErrors<F>; values?: Record<string, string>; challenge?: Challenge; challengeRequired?: boolean }

/**
 * Calls `onDone` once per successful answer, as soon as it arrives (the page is still revalidating;
 * the shell closes the dialog when the revalidated page shows the account).
 */
function useDone<F extends string>(answer: DialogAnswer<F> | undefined, onDone: (user: SignedInUser) => void) {
  const handled = useRef<unknown>(null)
  useEffect(() => {
    if (!answer?.ok || handled.current === answer) return
    handled.current = answer
    onDone(answer.user)
  }, [answer, onDone])
}

type DialogProps = {
  open: boolean
  onClose: () => void
  onDone: (user: SignedInUser) => void
}

/** The sign-up dialog of `?flow=signup` (Modal, size md); it posts to /sign-up with intent=dialog. */
export function SignUpDialog({ open, onClose, onDone, copy }: DialogProps & { copy: ShellAuthContent['signUp'] }) {
  return (
    <Modal open={open} onClose={onClose} title={copy.title} description={copy.description} size="md">
      {open ? <SignUpDialogForm onDone={onDone} /> : null}
    </Modal>
  )
}

function SignUpDialogForm({ onDone }: { onDone: (user: SignedInUser) => void }) {
  const fetcher = useFetcher<DialogAnswer<SignUpField>>()
  const location = useLocation()
  useDone(fetcher.data, onDone)
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined
  return (
    <fetcher.Form method="post" action="/sign-up" noValidate aria-label="Create an account" className="pb-1">
      <input type="hidden" name="intent" value="dialog" />
      <SignUpFields
        idPrefix="dialog-sign-up"
        errors={refused?.errors}
        values={refused?.values as SignUpValues | undefined}
        busy={fetcher.state !== 'idle'}
        signIn={{ to: withFlow(location, 'signin'), replace: true }}
      />
    </fetcher.Form>
  )
}

/**
 * The sign-in dialog of `?flow=signin`; `message` is a line above the form (issue 6: 'You will need
 * to login to continue with your order', via `?flow=signin&reason=order`). Exported for pages that
 * want to open it themselves.
 */
export function SignInDialog({
  open,
  onClose,
  onDone,
  copy,
  message,
}: DialogProps & { copy: ShellAuthContent['signIn']; message?: string | null }) {
  return (
    <Modal open={open} onClose={onClose} title={copy.title} description={copy.description} size="md">
      {open ? <SignInDialogForm onDone={onDone} message={message ?? null} /> : null}
    </Modal>
  )
}

function SignInDialogForm({ onDone, message }: { onDone: (user: SignedInUser) => void; message: string | null }) {
  const fetcher = useFetcher<DialogAnswer<SignInField>>()
  const location = useLocation()
  useDone(fetcher.data, onDone)
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined
  const { formRef, fieldRef, onSubmit, checking, failed, handlingRequired } = useChallengeGate(refused)
  return (
    <>
      {message ? <p className="mb-4 rounded-lg bg-accent-tint px-4 py-3 text-sm font-medium text-accent-deep">{message}</p> : null}
      <fetcher.Form ref={formRef} onSubmit={onSubmit} method="post" action="/sign-in" noValidate aria-label="Sign in" className="pb-1">
        <input type="hidden" name="intent" value="dialog" />
        <SignInFields
          idPrefix="dialog-sign-in"
          errors={refused?.errors}
          email={refused?.values?.email}
          busy={fetcher.state !== 'idle'}
          signUp={{ to: withFlow(location, 'signup'), replace: true }}
          forgotPasswordHref="/forgot-password"
          check={{ checking, failed, handlingRequired }}
          challengeFieldRef={fieldRef}
        />
      </fetcher.Form>
    </>
  )
}
