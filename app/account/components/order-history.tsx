import { ShoppingBag } from 'lucide-react'
import type { AccountNotice } from '../notices'
import { AccountEmptyState } from './account-empty-state'
import { VerificationOutcome } from './verification-outcome'

/**
 * A verified shopper's purchase history. Orders come with checkout (issue 6), which adds the list
 * (newest first, 001 §4.6) above this empty state; until then there is nothing to list.
 */
export function OrderHistory({
  notice,
  shopPath,
  copy,
}: {
  notice: AccountNotice | null
  shopPath: string
  copy: { title: string; text: string; action: string }
}) {
  return (
    <section aria-label="Orders" className="flex flex-col gap-4">
      <AccountEmptyState icon={ShoppingBag} title={copy.title} action={{ label: copy.action, to: shopPath }}>
        <p>{copy.text}</p>
      </AccountEmptyState>
      <VerificationOutcome notice={notice} />
    </section>
  )
}
