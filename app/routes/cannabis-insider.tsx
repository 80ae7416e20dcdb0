import { data } from 'react-router'
import { readAuthForm } from '~/auth/auth-form.server'
import { echoValues, refuse, unreadable } from '~/auth/auth-responses.server'
import { cannabisInsiderPage } from '~/content-pages/content-pages.server'
import { HeroBanner } from '~/content-pages/components/hero-banner'
import { NewsletterForm } from '~/newsletter/components/newsletter-form'
import { NewsletterResult, ResultLink } from '~/newsletter/components/newsletter-result'
import { NEWSLETTER_MESSAGES } from '~/newsletter/newsletter-messages'
import { subscribe } from '~/newsletter/newsletter.server'
import { clientAddress } from '~/site/rate-limit.server'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { cacheablePageHeaders, notFound } from '~/ui/http'
import { CalendarClock, FileText, Sprout, Tag } from '~/ui/icons'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import type { Route } from './+types/cannabis-insider'

/** /cannabis-insider (issue 16; 001 §2.7, §2.9): the newsletter's page and its sign-up (double opt-in, app/newsletter/). */
export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  return pageMeta({ title: loaderData.title, description: loaderData.description, chainName })
}

export function loader({ request }: Route.LoaderArgs) {
  const page = cannabisInsiderPage(request)
  if (!page) throw notFound()
  return page
}

export function headers(args: Route.HeadersArgs) {
  // The answer to a sign-up is the visitor's own: never cached.
  if (args.actionHeaders.get('Cache-Control')) return args.actionHeaders
  return cacheablePageHeaders(args)
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!cannabisInsiderPage(request)) throw notFound()
  const read = await readAuthForm(request)
  if (!read.ok) return unreadable(read)
  const outcome = await subscribe(read.form, { clientAddress: clientAddress(context) })
  if (!outcome.ok) {
    return refuse(outcome.errors, outcome.status, { values: echoValues(read.form, ['email', 'ageConfirmed']), retryAfterSeconds: outcome.retryAfterSeconds })
  }
  return data({ ok: true as const, result: outcome.result, email: outcome.email }, { headers: { 'Cache-Control': 'no-store' } })
}

const HIGHLIGHT_ICONS = { sprout: Sprout, tag: Tag, calendar: CalendarClock, 'file-text': FileText } as const

export default function CannabisInsiderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { hero, highlights, form, title } = loaderData
  const done = actionData?.ok ? actionData : undefined
  const refused = actionData && !actionData.ok ? actionData : undefined
  return (
    <>
      <Container className="pt-3 md:pt-6">
        <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: title }]} />
      </Container>
      {hero ? (
        <div className="mt-3 md:mt-4">
          <HeroBanner banner={hero} id="cannabis-insider-title" />
        </div>
      ) : (
        <Container className="pt-4">
          <PageHeading title={title} />
        </Container>
      )}
      <Container className="grid gap-10 py-10 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-12 md:py-14">
        <section aria-labelledby="highlights-heading">
          <h2 id="highlights-heading" className="font-display text-xl font-semibold text-ink md:text-2xl">
            {highlights.heading}
          </h2>
          <ul className="mt-5 flex flex-col gap-5">
            {highlights.items.map((item) => {
              const Icon = HIGHLIGHT_ICONS[item.icon]
              return (
                <li key={item.title} className="flex gap-4">
                  <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold text-ink">{item.title}</h3>
                    <p className="mt-1 text-sm text-ink-muted">{item.text}</p>
                  </div>
                </li>
              )
            })}
          </ul>
        </section>
        <div id="sign-up" className="self-start rounded-2xl border border-line bg-surface p-5 shadow-card md:p-7">
          {done ? (
            done.result === 'check-email' ? (
              <NewsletterResult tone="mail" heading="Check your email" message={NEWSLETTER_MESSAGES.checkEmail(done.email)}>
                <ResultLink to="/blog">Read the blog meanwhile</ResultLink>
              </NewsletterResult>
            ) : (
              <NewsletterResult tone="success" heading="Already subscribed" message={NEWSLETTER_MESSAGES.alreadySubscribed(done.email)}>
                <ResultLink to="/blog">Read the blog</ResultLink>
              </NewsletterResult>
            )
          ) : (
            <NewsletterForm copy={form} refused={refused} />
          )}
        </div>
      </Container>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
