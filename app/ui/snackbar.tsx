import { CheckCircle2, Info, X } from '~/ui/icons'
import { useEffect } from 'react'

/** How long a message stays (long enough to read an email address twice). */
const VISIBLE_MS = 8000

/**
 * A short confirmation at the bottom of the screen (the welcome line after signing up or in, 'We
 * have successfully sent verification link…'); it leaves by itself or by its close button.
 */
export function Snackbar({
  message,
  onDismiss,
  tone = 'success',
  action,
}: {
  message: string | null
  onDismiss: () => void
  /** 'info' for a message that reports something that did not work (no check mark). */
  tone?: 'success' | 'info'
  /** One button beside the message (the restored cart's 'View cart'). */
  action?: { label: string; onClick: () => void }
}) {
  useEffect(() => {
    // A message with an action stays until it is used or dismissed: there is no time limit to beat.
    if (!message || action) return
    const timer = window.setTimeout(onDismiss, VISIBLE_MS)
    return () => window.clearTimeout(timer)
  }, [message, onDismiss, action])
  const Icon = tone === 'info' ? Info : CheckCircle2

  return (
    <>
      {/* The live region holds only the line, so it is announced as written; it is always in the page. */}
      <p role="status" className="sr-only">
        {message}
      </p>
      {message ? (
        <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center px-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <div className="pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg bg-brand-900 py-2 pr-2 pl-4 text-white shadow-raised motion-safe:animate-[sheet-up_220ms_var(--ease-calm)]">
            <Icon aria-hidden="true" className="mt-2.5 size-5 shrink-0 text-brand-200" />
            <p aria-hidden="true" className="flex-1 py-2 text-sm font-medium">
              {message}
            </p>
            {action ? (
              <button
                type="button"
                onClick={action.onClick}
                className="my-0.5 min-h-11 shrink-0 rounded-full px-3 text-sm font-semibold text-brand-100 underline-offset-4 transition-colors hover:bg-brand-800 hover:text-white hover:underline"
              >
                {action.label}
              </button>
            ) : null}
            <button
              type="button"
              onClick={onDismiss}
              className="grid size-11 shrink-0 place-items-center rounded-full text-brand-100 transition-colors hover:bg-brand-800 hover:text-white"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Dismiss message</span>
            </button>
          </div>
        </div>
      ) : null}
    </>
  )
}
