import { CircleUserRound } from '~/ui/icons'
import { Link, useLocation } from 'react-router'
import type { ShellAccount } from '~/auth/types'
import { cx } from '~/ui/cx'
import { signInHref } from '../flow'

/**
 * The header's account link: 'Sign in' (back to this page afterwards) or the shopper's first name
 * linking to /account. Icon-only on phones, with the same accessible name.
 */
export function AccountLink({ account, className }: { account: ShellAccount; className?: string }) {
  const location = useLocation()
  const classes = cx(
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full text-sm font-semibold text-ink transition-colors hover:bg-sunken lg:px-3',
    className,
  )
  if (account) {
    return (
      <Link to="/account" className={classes}>
        <CircleUserRound aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        <span className="sr-only">Account: </span>
        <span className="max-w-32 truncate max-lg:sr-only">{account.firstName}</span>
      </Link>
    )
  }
  return (
    <Link to={signInHref(location)} className={classes}>
      <CircleUserRound aria-hidden="true" className="size-6 shrink-0" />
      <span className="whitespace-nowrap max-lg:sr-only">Sign in</span>
    </Link>
  )
}
