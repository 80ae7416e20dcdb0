import { Gift, LayoutDashboard, LogOut, type IconComponent, Package, Store, UserRound } from '~/ui/icons'
import type { FormEvent } from 'react'
import { Form } from 'react-router'
import { cx } from '~/ui/cx'

/** One icon per account link (decorative: the label names the link). */
export const NAV_ICONS: Record<string, IconComponent> = {
  '/account': LayoutDashboard,
  '/account/profile': UserRound,
  '/account/orders': Package,
  '/account/home-dispensary': Store,
  '/account/rewards': Gift,
}

/**
 * 'Log out' is a form posting straight to /sign-out, so it works before (or without) JavaScript;
 * once the page is interactive it asks for confirmation first.
 */
export function LogoutButton({ onConfirm, className }: { onConfirm: () => void; className: string }) {
  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onConfirm()
  }
  return (
    <Form method="post" action="/sign-out" onSubmit={confirm} reloadDocument>
      <button type="submit" className={cx(className, 'w-full')}>
        <LogOut aria-hidden="true" className="size-5 shrink-0" />
        Log out
      </button>
    </Form>
  )
}
