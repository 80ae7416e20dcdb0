import { CheckCircle2, Info, X } from '~/ui/icons'
import type { SnackbarProps } from './snackbar'

/** What a snackbar shows (see Snackbar for the live region and the timing). */
export default function SnackbarPanel({ message, onDismiss, tone = 'success', action }: SnackbarProps & { message: string }) {
  const Icon = tone === 'info' ? Info : CheckCircle2
  return (
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
  )
}
