import type { MailStatus } from '~/db/schema'
import { Badge, type BadgeTone } from '~/ui/badge'

const tones: Record<MailStatus, BadgeTone> = {
  queued: 'accent',
  sent: 'brand',
  failed: 'danger',
}
const labels: Record<MailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
}

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <Badge tone={tones[status]}>{labels[status]}</Badge>
}
