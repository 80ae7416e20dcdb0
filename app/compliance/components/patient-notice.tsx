import { Link } from 'react-router'
import { Info } from '~/ui/icons'
import { buttonClasses } from '~/ui/button'
import { cx } from '~/ui/cx'

export type PatientNoticeProps = {
  reason: 'signed-out' | 'no-card' | 'expired'
  message: string
  /** Sign in, create an account, the profile's card form: each comes back to the store's checkout. */
  links: { signIn: string; signUp: string; profile: string }
  className?: string
}

/**
 * What a shopper still needs before reserving from a medical menu (decision 0017), with the way to
 * get it: sign in or create an account, or add (or renew) the state's medical card in the profile.
 */
export function PatientNotice({ reason, message, links, className }: PatientNoticeProps) {
  return (
    <section
      aria-labelledby="patient-notice-title"
      className={cx('flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 md:p-5', className)}
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="flex flex-col gap-3">
        <h2 id="patient-notice-title" className="font-semibold text-ink">
          {reason === 'signed-out' ? 'Medical patients only' : reason === 'expired' ? 'Your medical card has expired' : 'Add your medical card'}
        </h2>
        <p className="text-sm text-ink-muted">{message}</p>
        <div className="flex flex-wrap gap-2">
          {reason === 'signed-out' ? (
            <>
              <Link to={links.signIn} className={buttonClasses('primary', 'md')}>
                Sign in
              </Link>
              <Link to={links.signUp} className={buttonClasses('secondary', 'md')}>
                Create an account
              </Link>
            </>
          ) : (
            <Link to={links.profile} className={buttonClasses('primary', 'md')}>
              {reason === 'expired' ? 'Update your medical card' : 'Add your medical card'}
            </Link>
          )}
        </div>
      </div>
    </section>
  )
}
