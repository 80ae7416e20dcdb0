import { data } from 'react-router'
import { devMailboxEnabled, getEnv } from '~/env.server'
import { DevToolNotice } from '~/mail/components/dev-tool-notice'
import { MailMessageView } from '~/mail/components/mail-message-view'
import { MAILBOX_HEADERS, parseMessageId } from '~/mail/mailbox-rules'
import { getMailboxMessage } from '~/mail/mailbox.server'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { notFound } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import type { Route } from './+types/dev.mailbox.message'

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  return pageMeta({
    title: `${loaderData.message.subject} – Dev mailbox`,
    description: 'Development tool: one message of the outbox.',
    chainName,
    noindex: true,
  })
}

export function headers({ errorHeaders, loaderHeaders }: Route.HeadersArgs): HeadersInit {
  return errorHeaders ?? loaderHeaders
}

export async function loader({ params }: Route.LoaderArgs) {
  if (!devMailboxEnabled()) throw notFound()
  const id = parseMessageId(params.messageId)
  const message = id === null ? null : await getMailboxMessage(id)
  if (!message) throw notFound()
  return data({ message, from: getEnv().MAIL_FROM }, { headers: MAILBOX_HEADERS })
}

export default function DevMailboxMessage({ loaderData }: Route.ComponentProps) {
  const { message, from } = loaderData
  return (
    <Container className="flex flex-col gap-6 pt-3 pb-12 md:pt-8 md:pb-16">
      <Breadcrumbs items={[{ label: 'Dev mailbox', to: '/dev/mailbox' }, { label: message.subject }]} />
      <PageHeading eyebrow="Development tool" title={message.subject} description={<p>To {message.to}</p>} />
      <DevToolNotice />
      <MailMessageView message={message} from={from} />
    </Container>
  )
}

export const ErrorBoundary = RouteErrorBoundary
