import { data } from 'react-router'
import { devMailboxEnabled } from '~/env.server'
import { DevToolNotice } from '~/mail/components/dev-tool-notice'
import { MailboxFilter, MailboxList } from '~/mail/components/mailbox-list'
import { MAILBOX_HEADERS, parseMailboxQuery } from '~/mail/mailbox-rules'
import { listMailbox } from '~/mail/mailbox.server'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { notFound } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import type { Route } from './+types/dev.mailbox'

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  return pageMeta({
    title: loaderData.to ? `Dev mailbox: ${loaderData.to}` : 'Dev mailbox',
    description: 'Development tool: the mail kept in the outbox.',
    chainName,
    noindex: true,
  })
}

export function headers({ errorHeaders, loaderHeaders }: Route.HeadersArgs): HeadersInit {
  return errorHeaders ?? loaderHeaders
}

export async function loader({ request }: Route.LoaderArgs) {
  if (!devMailboxEnabled()) throw notFound()
  const query = parseMailboxQuery(new URL(request.url).searchParams)
  const mailbox = await listMailbox(query)
  if (query.page > mailbox.pageCount) throw notFound()
  return data({ mailbox, to: query.to }, { headers: MAILBOX_HEADERS })
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { mailbox, to } = loaderData
  return (
    <Container className="flex flex-col gap-6 pt-6 pb-12 md:pt-10 md:pb-16">
      <PageHeading
        eyebrow="Development tool"
        title="Dev mailbox"
        description={<p>Every mail the storefront sends, newest first.</p>}
      />
      <DevToolNotice />
      <MailboxFilter to={to} />
      <MailboxList mailbox={mailbox} to={to} />
    </Container>
  )
}

export const ErrorBoundary = RouteErrorBoundary
