import { Loader2 } from '~/ui/icons'
import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { Button, buttonClasses } from '~/ui/button'
import { Modal } from '~/ui/modal'

/**
 * 001 §4.3: 'Are you sure you want to log out?' with Cancel and Yes. Yes posts to /sign-out and
 * stays busy (spinner, buttons disabled, no closing) until the browser leaves for '/'.
 */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fetcher = useFetcher()
  const busy = fetcher.state !== 'idle'
  const cancelRef = useRef<HTMLButtonElement>(null)

  // The least destructive answer gets focus (Modal's own effect has opened the dialog by now).
  useEffect(() => {
    if (open) cancelRef.current?.focus()
  }, [open])

  return (
    <Modal
      open={open}
      onClose={onClose}
      role="alertdialog"
      busy={busy}
      title="Are you sure you want to log out?"
      footer={
        <>
          <fetcher.Form method="post" action="/sign-out" className="contents">
            <Button type="submit" disabled={busy} className="sm:min-w-28">
              {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
              Yes
            </Button>
          </fetcher.Form>
          <button ref={cancelRef} type="button" onClick={onClose} disabled={busy} className={buttonClasses('secondary', 'md', 'sm:min-w-28')}>
            Cancel
          </button>
        </>
      }
    >
      {busy ? (
        <p role="status" className="text-sm text-ink-muted">
          Logging you out…
        </p>
      ) : null}
    </Modal>
  )
}
