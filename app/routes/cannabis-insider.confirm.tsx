import { data } from 'react-router'
import { cannabisInsiderPage } from '~/content-pages/content-pages.server'
import { NewsletterForm } from '~/newsletter/components/newsletter-form'
import { NewsletterResult, ResultLink } from '~/newsletter/components/newsletter-result'
import { NEWSLETTER_MESSAGES } from '~/newsletter/newsletter-messages'
import { confirmSubscription } from '~/newsletter/newsletter.server'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { notFound } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import type { Route } from './+types/cannabis-insider.confirm'

/**
 * /cannabis-insider/confirm?token=…: the link in the double opt-in mail. Opening it subscribes the
 * address; opening it again says so and changes nothing (app/newsletter/newsletter.server.ts).
 */
export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  return pageMeta({ title: 'Confirm your subscription', description: 'Cannabis Insider, the Northmeadow newsletter.', chainName, noindex: true })
}

const STATUS = { confirmed: 200, 'already-confirmed': 200, expired: 410, invalid: 400 } as const

export async function loader({ request }: Route.LoaderArgs) {
  const page = cannabisInsiderPage(request)
  if (!page) throw notFound()
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const outcome = await confirmSubscription(token)
  return data(
    { outcome, form: page.form },
    // The token is a credential of sorts: not cached, and not sent on as a referrer.
    { status: STATUS[outcome.result], headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } },
  )
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export default function ConfirmPage({ loaderData }: Route.ComponentProps) {
  const { outcome, form } = loaderData
  return (
    <Container className="max-w-2xl pt-3 pb-12 md:pt-8 md:pb-16">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Cannabis Insider', to: '/cannabis-insider' }, { label: 'Confirm' }]} />
      <div className="mt-6 flex flex-col gap-8">
        {outcome.result === 'confirmed' ? (
          <NewsletterResult tone="success" headingLevel={1} heading="You are subscribed" message={NEWSLETTER_MESSAGES.confirmed}>
            <ResultLink to="/blog">Read the blog</ResultLink>
            <ResultLink to="/dispensaries">Find a dispensary</ResultLink>
          </NewsletterResult>
        ) : outcome.result === 'already-confirmed' ? (
          <NewsletterResult tone="success" headingLevel={1} heading="Already confirmed" message={NEWSLETTER_MESSAGES.alreadyConfirmed}>
            <ResultLink to="/blog">Read the blog</ResultLink>
          </NewsletterResult>
        ) : outcome.result === 'expired' ? (
          <>
            <NewsletterResult tone="problem" headingLevel={1} heading="This link has expired" message={NEWSLETTER_MESSAGES.expired} />
            <div className="rounded-2xl border border-line bg-surface p-5 shadow-card md:p-7">
              <NewsletterForm copy={form} defaultEmail={outcome.email ?? undefined} />
            </div>
          </>
        ) : (
          <NewsletterResult tone="problem" headingLevel={1} heading="This link is not valid" message={NEWSLETTER_MESSAGES.invalidLink}>
            <ResultLink to="/cannabis-insider">Sign up for Cannabis Insider</ResultLink>
          </NewsletterResult>
        )}
      </div>
    </Container>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
