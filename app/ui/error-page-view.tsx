import { Compass, RefreshCw, Sprout, Store } from '~/ui/icons'
import { useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { readLastMenu } from '~/site/last-menu'
import { ButtonLink } from './button'
import { Container } from './container'
import { cx } from './cx'
import type { ErrorPageProps } from './error-page'
import { telHref } from './phone'

/** The designed 404 and 500 pages (see ErrorPage in error-page.tsx, which loads this). */
export default function ErrorPageView({ variant, contact, details, retry = true }: ErrorPageProps) {
  const location = useLocation()
  const notFound = variant === 'not-found'
  // The server cannot know it: null while hydrating, the tab's remembered menu after.
  const remembered = useSyncExternalStore(subscribeToNothing, readLastMenu, () => null)
  const lastMenu = remembered && remembered.replace(/\/$/, '') !== location.pathname.replace(/\/$/, '') ? remembered : null
  const Icon = notFound ? Compass : Sprout
  return (
    <Container className="flex flex-1 flex-col items-center justify-center py-16 text-center md:py-24">
      <span className="grid size-20 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-10" strokeWidth={1.4} />
      </span>
      {notFound ? (
        <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      ) : null}
      <h1 className={cx('max-w-xl font-display text-2xl font-semibold md:text-3xl', notFound ? 'mt-2' : 'mt-6')}>
        {notFound ? "We couldn't find that page" : 'Something went wrong'}
      </h1>
      <p className="mt-4 max-w-lg text-base text-ink-muted">
        {notFound
          ? 'The address may be mistyped, or the page may have moved. Pick a dispensary to see its menu, or start again from the home page.'
          : 'Sorry, we could not load this page. It is usually brief: please try again in a moment, find a dispensary, or start again from the home page.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {!notFound && retry ? (
          <ButtonLink to={`${location.pathname}${location.search}`} reloadDocument variant="primary" size="lg">
            <RefreshCw aria-hidden="true" className="size-4" />
            Try again
          </ButtonLink>
        ) : null}
        {lastMenu ? (
          <ButtonLink to={lastMenu} variant="secondary" size="lg">
            <Store aria-hidden="true" className="size-4" />
            Back to your menu
          </ButtonLink>
        ) : null}
        <ButtonLink to="/dispensaries" variant={notFound || !retry ? 'primary' : 'secondary'} size="lg">
          Find a dispensary
        </ButtonLink>
        <ButtonLink to="/" variant="secondary" size="lg">
          Go to the home page
        </ButtonLink>
      </div>
      {contact ? (
        <p className="mt-10 max-w-lg text-sm text-ink-muted">
          Need a hand? Call us at{' '}
          <a href={telHref(contact.phone)} className="font-semibold text-brand-800 underline underline-offset-4">
            {contact.phone}
          </a>{' '}
          or email{' '}
          <a href={`mailto:${contact.email}`} className="font-semibold text-brand-800 underline underline-offset-4">
            {contact.email}
          </a>
          .
        </p>
      ) : null}
      {details ? (
        <pre className="mt-10 max-h-96 w-full max-w-3xl overflow-auto rounded-lg bg-sunken p-4 text-left text-xs text-ink">
          {details}
        </pre>
      ) : null}
    </Container>
  )
}

function subscribeToNothing() {
  return () => {}
}

