import { useCallback, useEffect, useRef, useState } from 'react'
import { Form, useLocation, useSubmit } from 'react-router'
import { Button } from '~/ui/button'
import { Snackbar } from '~/ui/snackbar'
import { useHydrated } from '~/ui/use-hydrated'
import { RESTORE_MESSAGES, type RestoreOutcome } from '../abandoned-cart'
import { useCartDrawer } from './cart-context'

type Step = { kind: 'sign-in' } | { kind: 'restore'; cartUuid: string } | null
type Notice = { outcome: RestoreOutcome; id: string } | null

/**
 * Abandoned-cart restore on a listing page (000 §4, §7, §8). For a signed-in shopper whose URL has a
 * cart_uuid it posts the restore to the page's action once (replacing the history entry); the action
 * answers with the clean URL and the outcome, shown here as a snackbar whose 'View cart' opens the
 * drawer. Without JavaScript the same post is a button. The sign-in dialog for visitors who are not
 * signed in is the shell's (`?flow=signin&reason=order`, set by the loader).
 */
export function AbandonedCartRestore({ storeId, step, notice, refusal }: { storeId: number; step: Step; notice: Notice; refusal: string | null }) {
  const submit = useSubmit()
  const location = useLocation()
  const hydrated = useHydrated()
  const drawer = useCartDrawer()
  const posted = useRef<string | null>(null)
  // The shell closes the sign-in dialog (drops `flow`) once the shopper is signed in: post after that,
  // so the two navigations never race.
  const flowOpen = new URLSearchParams(location.search).has('flow')
  const cartUuid = step?.kind === 'restore' ? step.cartUuid : null
  // This page's own address: a form's default action would drop the menu path's trailing slash.
  const pageAction = `${location.pathname}${location.search}`

  useEffect(() => {
    if (!cartUuid || flowOpen || posted.current === cartUuid) return
    posted.current = cartUuid
    void submit({ intent: 'restore', cartUuid }, { method: 'post', action: pageAction, replace: true, preventScrollReset: true })
  }, [cartUuid, flowOpen, submit, pageAction])

  const [shown, setShown] = useState<Notice>(notice)
  const [seen, setSeen] = useState(notice?.id ?? null)
  if ((notice?.id ?? null) !== seen) {
    setSeen(notice?.id ?? null)
    setShown(notice)
  }
  const dismiss = useCallback(() => setShown(null), [])
  const openCart = useCallback(() => {
    setShown(null)
    drawer.open(storeId)
  }, [drawer, storeId])

  return (
    <>
      {cartUuid && !hydrated ? (
        <noscript>
          <Form method="post" action={pageAction} replace className="fixed inset-x-0 top-0 z-50 flex flex-wrap items-center justify-center gap-3 bg-brand-900 px-4 py-3 text-sm text-white">
            <input type="hidden" name="intent" value="restore" />
            <input type="hidden" name="cartUuid" value={cartUuid} />
            <span>Welcome back: your saved cart is waiting.</span>
            <Button type="submit" variant="secondary">
              Restore my cart
            </Button>
          </Form>
        </noscript>
      ) : null}
      {refusal ? (
        <p role="alert" className="bg-danger-tint px-4 py-3 text-center text-sm font-medium text-danger">
          {refusal}
        </p>
      ) : null}
      <Snackbar
        message={shown ? RESTORE_MESSAGES[shown.outcome] : null}
        tone={shown?.outcome === 'restored' ? 'success' : 'info'}
        action={shown?.outcome === 'restored' ? { label: 'View cart', onClick: openCart } : undefined}
        onDismiss={dismiss}
      />
    </>
  )
}
