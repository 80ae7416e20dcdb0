import { redirect, redirectDocument } from 'react-router'
import { signOut } from '~/account/sign-out.server'
import type { Route } from './+types/sign-out'

/**
 * 001 §4.3: end the session, forget the home dispensary and go to '/'. A full page load follows so
 * nothing of the signed-in pages stays in the browser's memory. Without a session it still clears
 * the cookies and goes home.
 */
export async function action({ request }: Route.ActionArgs) {
  return redirectDocument('/', { headers: await signOut(request) })
}

/** Signing out changes state, so only a POST does it; an address typed in goes to the account page. */
export function loader() {
  return redirect('/account', { headers: { 'Cache-Control': 'no-store' } })
}
