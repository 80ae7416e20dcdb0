import { CheckCircle2, X } from 'lucide-react'
import { useEffect } from 'react'
import { cx } from '~/ui/cx'

const VISIBLE_MS = 8000

/**
 * A short confirmation at the bottom of the screen. The live region is always in the page so
 * screen readers announce the message when it appears; it hides itself after a few seconds.
 */
export function Snackbar({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  useEffect(() => {
    if (!message) return
    const timer = window.setTimeout(onDismiss, VISIBLE_MS)
    return () => window.clearTimeout(timer)
  }, [message, onDismiss])

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center px-4 pb-[max(1rem,env(safe-area-inset-bottom))]"
    >
      {message ? (
        <div
          className={cx(
            'pointer-events-auto flex w-full max-w-lg items-start gap-3 rounded-lg bg-brand-900 py-3 pr-2 pl-4 text-white shadow-raised',
            'animate-[sheet-up_220ms_var(--ease-calm)] motion-reduce:animate-none',
          )}
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-200" />
          <p className="flex-1 py-0.5 text-sm font-medium">{message}</p>
          <button
            type="button"
            onClick={onDismiss}
            className="-my-1 grid size-11 shrink-0 place-items-center rounded-full text-brand-100 transition-colors hover:bg-white/10 hover:text-white"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Dismiss</span>
          </button>
        </div>
      ) : null}
    </div>
  )
}
