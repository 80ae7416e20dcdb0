import { redirect } from 'react-router'
import { ageVerifiedSetCookie } from '~/compliance/age-gate.server'
import { safeRedirect } from '~/cart/cart-request'
import type { Route } from './+types/age-gate'

/**
 * POST /age-gate — the age gate's 'Yes' without JavaScript: sets the age-verified cookie and goes
 * back to the page the visitor was on. (With JavaScript the gate writes the cookie itself.)
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const back = safeRedirect(form.get('returnTo')) ?? '/'
  if (form.get('answer') !== 'yes') return redirect(back, 303)
  return redirect(back, { status: 303, headers: { 'Set-Cookie': ageVerifiedSetCookie(), 'Cache-Control': 'no-store' } })
}

/** Nothing to show at this address: the gate lives on every page. */
export function loader() {
  return redirect('/')
}
