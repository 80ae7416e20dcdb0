import { lazy, Suspense, useEffect } from 'react'

/** How long a message stays (long enough to read an email address twice). */
const VISIBLE_MS = 8000

export type SnackbarProps = {
  message: string | null
  onDismiss: () => void
  /** 'info' for a message that reports something that did not work (no check mark). */
  tone?: 'success' | 'info'
  /** One button beside the message (the restored cart's 'View cart'). */
  action?: { label: string; onClick: () => void }
  /** Leave after a while; by default only a message without an action does. */
  timeout?: boolean
}

/** The visible part loads with the first message: most pages never show one. */
const SnackbarPanel = lazy(() => import('./snackbar-panel'))

/**
 * A short confirmation at the bottom of the screen (the welcome line after signing up or in, 'We
 * have successfully sent verification link…'); it leaves by itself or by its close button.
 */
export function Snackbar({ message, onDismiss, tone = 'success', action, timeout = !action }: SnackbarProps) {
  useEffect(() => {
    // A message with an action stays until it is used or dismissed (there is no time limit to beat),
    // unless its action is also offered elsewhere on the page.
    if (!message || !timeout) return
    const timer = window.setTimeout(onDismiss, VISIBLE_MS)
    return () => window.clearTimeout(timer)
  }, [message, onDismiss, timeout])

  return (
    <>
      {/* The live region holds only the line, so it is announced as written; it is always in the page. */}
      <p role="status" className="sr-only">
        {message}
      </p>
      {message ? (
        <Suspense fallback={null}>
          <SnackbarPanel message={message} onDismiss={onDismiss} tone={tone} action={action} />
        </Suspense>
      ) : null}
    </>
  )
}
