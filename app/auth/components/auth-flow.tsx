import { lazy, useCallback, useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { ShellAccount } from '~/auth/types'
import type { ShellAuthContent } from '~/content/auth-schema'
import { useHydrated } from '~/ui/use-hydrated'
import { authPageHref, dismissedFlowHref, isAuthOrAccountPath, readFlow, SIGN_IN_REASONS, welcomeMessage, withoutFlow } from '../flow'
import { LazyMount } from '~/ui/lazy-mount'
import type { SignedInUser } from './auth-dialogs'
import { Snackbar } from '~/ui/snackbar'

// The forms, their rules and zod load only when a dialog first opens, not with every page.
const SignUpDialog = lazy(() => import('./auth-dialogs').then((module) => ({ default: module.SignUpDialog })))
const SignInDialog = lazy(() => import('./auth-dialogs').then((module) => ({ default: module.SignInDialog })))

/**
 * `?flow=signup` and `?flow=signin` on any page (000 §2): the matching dialog over the page, for
 * visitors who are not signed in. Closing it, or signing in, takes the parameter out of the URL
 * (replace, no scroll jump); a signed-in visitor only sees the parameter go. Without the script a
 * line links to the /sign-up or /sign-in page, which do the same job.
 */
export function AuthFlow({ account, copy, blocked }: { account: ShellAccount; copy: ShellAuthContent; blocked: boolean }) {
  const location = useLocation()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const { flow, reason } = readFlow(location.search)
  const [toast, setToast] = useState<string | null>(null)
  const ownPage = isAuthOrAccountPath(location.pathname)
  const cleanHref = withoutFlow(location)

  const close = useCallback(() => {
    navigate(cleanHref, { replace: true, preventScrollReset: true })
  }, [navigate, cleanHref])
  const dismissedHref = dismissedFlowHref(location)
  const dismiss = useCallback(() => {
    navigate(dismissedHref, { replace: true, preventScrollReset: true })
  }, [navigate, dismissedHref])

  useEffect(() => {
    if (flow && (account || ownPage)) close()
  }, [flow, account, ownPage, close])

  // The welcome line; the effect above takes flow out once the revalidated shell has the account.
  // An abandoned-cart link (cart_uuid) answers the sign-in with the restore's own snackbar instead.
  const restoring = new URLSearchParams(location.search).has('cart_uuid')
  const signedUp = useCallback((user: SignedInUser) => {
    if (!restoring) setToast(welcomeMessage('signed-up', user))
  }, [restoring])
  const signedIn = useCallback((user: SignedInUser) => {
    if (!restoring) setToast(welcomeMessage('signed-in', user))
  }, [restoring])
  const dismissToast = useCallback(() => setToast(null), [])

  const open = hydrated && !account && !ownPage && !blocked ? flow : null
  return (
    <>
      <LazyMount active={open === 'signup'}>
        <SignUpDialog open={open === 'signup'} onClose={dismiss} onDone={signedUp} copy={copy.signUp} />
      </LazyMount>
      <LazyMount active={open === 'signin'}>
        <SignInDialog
          open={open === 'signin'}
          onClose={dismiss}
          onDone={signedIn}
          copy={copy.signIn}
          message={reason ? SIGN_IN_REASONS[reason] : null}
        />
      </LazyMount>
      <Snackbar message={toast} onDismiss={dismissToast} />
      {flow && !account && !ownPage && !hydrated ? (
        <noscript>
          <p className="fixed inset-x-0 top-0 z-50 bg-brand-900 px-4 py-3 text-center text-sm text-white">
            <a href={flow === 'signup' ? authPageHref('/sign-up', cleanHref) : `${authPageHref('/sign-in', cleanHref)}${reason ? `&reason=${reason}` : ''}`} className="font-semibold underline">
              {flow === 'signup' ? 'Continue to create your account' : 'Continue to sign in'}
            </a>
          </p>
        </noscript>
      ) : null}
    </>
  )
}
