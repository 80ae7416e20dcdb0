import { data, Form, useNavigation } from 'react-router'
import { readAuthForm, field } from '~/auth/auth-form.server'
import { unreadable } from '~/auth/auth-responses.server'
import { cannabisInsiderPage } from '~/content-pages/content-pages.server'
import { NewsletterResult, ResultLink } from '~/newsletter/components/newsletter-result'
import { NEWSLETTER_MESSAGES } from '~/newsletter/newsletter-messages'
import { unsubscribe, unsubscribeTarget } from '~/newsletter/newsletter.server'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { Button } from '~/ui/button'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { notFound } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import type { Route } from './+types/cannabis-insider.unsubscribe'

/**
 * /cannabis-insider/unsubscribe?token=…: the link in every newsletter mail. Opening it asks; the
 * button unsubscribes (a POST, so a mail scanner that opens links cannot unsubscribe anyone).
 */
export function meta({ matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (error) return errorMeta(error, chainName)
  return pageMeta({ title: 'Unsubscribe from Cannabis Insider', description: 'Stop receiving the Northmeadow newsletter.', chainName, noindex: true })
}

const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }

export async function loader({ request }: Route.LoaderArgs) {
  if (!cannabisInsiderPage(request)) throw notFound()
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const target = await unsubscribeTarget(token)
  return data({ token, target }, { status: target ? 200 : 400, headers: PRIVATE })
}

export async function action({ request }: Route.ActionArgs) {
  if (!cannabisInsiderPage(request)) throw notFound()
  const read = await readAuthForm(request)
  if (!read.ok) return unreadable(read)
  const outcome = await unsubscribe(field(read.form, 'token'))
  return data({ ok: true as const, outcome }, { status: outcome.result === 'invalid' ? 400 : 200, headers: PRIVATE })
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.get('Cache-Control') ? actionHeaders : loaderHeaders
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { token, target } = loaderData
  const busy = useNavigation().state === 'submitting'
  const outcome = actionData && 'outcome' in actionData ? actionData.outcome : undefined
  return (
    <Container className="max-w-2xl pt-3 pb-12 md:pt-8 md:pb-16">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Cannabis Insider', to: '/cannabis-insider' }, { label: 'Unsubscribe' }]} />
      <div className="mt-6">
        {outcome?.result === 'unsubscribed' || outcome?.result === 'already-unsubscribed' ? (
          <NewsletterResult
            tone="success"
            headingLevel={1}
            heading={outcome.result === 'unsubscribed' ? 'You are unsubscribed' : 'Already unsubscribed'}
            message={outcome.result === 'unsubscribed' ? NEWSLETTER_MESSAGES.unsubscribed : NEWSLETTER_MESSAGES.alreadyUnsubscribed}
          >
            <ResultLink to="/cannabis-insider">Changed your mind? Sign up again</ResultLink>
          </NewsletterResult>
        ) : !target || outcome?.result === 'invalid' ? (
          <NewsletterResult tone="problem" headingLevel={1} heading="This link is not valid" message={NEWSLETTER_MESSAGES.invalidLink}>
            <ResultLink to="/">Go to the home page</ResultLink>
          </NewsletterResult>
        ) : target.status === 'unsubscribed' ? (
          <NewsletterResult tone="success" headingLevel={1} heading="Already unsubscribed" message={NEWSLETTER_MESSAGES.alreadyUnsubscribed}>
            <ResultLink to="/cannabis-insider">Sign up again</ResultLink>
          </NewsletterResult>
        ) : (
          <section aria-labelledby="unsubscribe-heading" className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card md:p-7">
            <h1 id="unsubscribe-heading" className="font-display text-2xl font-semibold text-ink md:text-3xl">
              Unsubscribe from Cannabis Insider?
            </h1>
            <p className="text-base text-ink-muted">
              We will stop sending the newsletter to <strong className="font-semibold text-ink">{target.email}</strong>. You can sign up again at any time.
            </p>
            <Form method="post" className="flex flex-wrap items-center gap-4">
              <input type="hidden" name="token" value={token} />
              <Button type="submit" size="lg" disabled={busy}>
                {busy ? 'Unsubscribing…' : 'Unsubscribe'}
              </Button>
              <ResultLink to="/">Keep my subscription</ResultLink>
            </Form>
          </section>
        )}
      </div>
    </Container>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
