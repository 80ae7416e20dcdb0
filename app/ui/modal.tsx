import { X } from '~/ui/icons'
import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { cx } from './cx'

export type ModalProps = {
  open: boolean
  /** Called when the dialog closes by Escape, the close button or a click on the backdrop. */
  onClose: () => void
  title: ReactNode
  /** A short line under the title (the dialog's accessible description). */
  description?: ReactNode
  children?: ReactNode
  /** Buttons, laid out in a row from tablet up and stacked (primary first) on phones. */
  footer?: ReactNode
  /** 'sm' for confirmations and messages, 'md' for forms. */
  size?: 'sm' | 'md'
  /** Hide the close button and ignore Escape/backdrop while something is in flight. */
  busy?: boolean
  /** The role: 'alertdialog' for confirmations that interrupt (logout), 'dialog' otherwise. */
  role?: 'dialog' | 'alertdialog'
}

/**
 * A modal dialog on the native <dialog> element: focus is trapped and returned by the browser,
 * Escape closes, the page behind is inert. A bottom sheet on phones, a centred panel from tablet up.
 */
export function Modal({ open, onClose, title, description, children, footer, size = 'sm', busy = false, role = 'dialog' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (!busy && event.target === event.currentTarget) onClose()
  }

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-busy={busy || undefined}
      onCancel={(event) => {
        // Escape: let React own the state so the dialog and `open` never disagree.
        event.preventDefault()
        if (!busy) onClose()
      }}
      onClick={onBackdrop}
      className={cx(
        'fixed m-0 mt-auto max-h-[92dvh] w-full max-w-full flex-col overflow-hidden rounded-t-xl bg-surface p-0 text-ink shadow-sheet open:flex',
        'backdrop:bg-brand-950/45 open:animate-[sheet-up_220ms_var(--ease-calm)] motion-reduce:open:animate-none',
        'md:m-auto md:max-h-[85dvh] md:rounded-xl md:open:animate-[fade-in_200ms_var(--ease-calm)]',
        size === 'sm' ? 'md:w-[28rem]' : 'md:w-[36rem]',
      )}
    >
      <div className="flex shrink-0 items-start justify-between gap-4 px-5 pt-5 md:px-6">
        <div className="min-w-0">
          <h2 id={titleId} className="font-display text-xl font-semibold text-balance">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
              {description}
            </p>
          ) : null}
        </div>
        {busy ? null : (
          <button
            type="button"
            onClick={onClose}
            className="-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-ink-muted transition-colors hover:bg-sunken hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close</span>
          </button>
        )}
      </div>
      {children ? <div className="overflow-y-auto px-5 pt-4 md:px-6">{children}</div> : null}
      {footer ? (
        <div className="flex shrink-0 flex-col gap-2 px-5 pt-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:flex-row-reverse md:px-6">
          {footer}
        </div>
      ) : (
        <div className="pb-[max(1.25rem,env(safe-area-inset-bottom))]" />
      )}
    </dialog>
  )
}
