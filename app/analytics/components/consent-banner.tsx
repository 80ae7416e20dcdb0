import { Cookie } from '~/ui/icons'
import { Link } from 'react-router'
import { Button } from '~/ui/button'
import { ALL_CONSENT, NO_CONSENT } from '../consent'
import { useConsent } from '../consent-client'

/**
 * The first-visit consent banner: a short note and three choices. It is not modal (the page stays
 * usable) and the server leaves it out for visitors who already chose.
 */
export function ConsentBanner() {
  const { choose, openPreferences } = useConsent()
  return (
    <section
      aria-labelledby="consent-banner-title"
      className="consent-banner fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface shadow-sheet pb-[env(safe-area-inset-bottom)] motion-safe:animate-[sheet-up_220ms_var(--ease-calm)]"
    >
      <div className="mx-auto flex max-w-page flex-col gap-3 px-4 py-3 md:flex-row md:items-center md:gap-8 md:px-8 md:py-5">
        <div className="flex gap-3 md:flex-1">
          <Cookie aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <h2 id="consent-banner-title" className="text-sm font-semibold text-ink md:text-base">
              Cookies on Northmeadow
            </h2>
            <p className="mt-0.5 text-sm text-ink-muted">
              We use cookies the site needs to work and, if you agree, cookies that measure its use and show you
              relevant offers. Read our{' '}
              <Link to="/privacy-policy" className="font-medium text-brand-800 underline underline-offset-2">
                Privacy Policy
              </Link>
              .
            </p>
          </div>
        </div>
        <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-row-reverse md:shrink-0">
          <Button className="max-sm:px-2" onClick={() => choose(ALL_CONSENT)}>
            Accept all
          </Button>
          <Button variant="secondary" className="max-sm:px-2" onClick={() => choose(NO_CONSENT)}>
            Reject all
          </Button>
          <Button variant="ghost" className="max-sm:px-2" onClick={openPreferences}>
            Preferences
          </Button>
        </div>
      </div>
    </section>
  )
}
