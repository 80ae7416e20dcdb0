import { Check, PartyPopper } from '~/ui/icons'
import type { ReactNode } from 'react'
import { cx } from '~/ui/cx'
import type { RewardTier } from '../matrix'

type Tier = RewardTier & { reached?: boolean }

/**
 * The rewards matrix (001 §9): points → reward dollars, then the 'Score!' message. On a member's
 * page the tiers their balance reaches are marked.
 */
export function RewardsMatrix({
  id,
  heading,
  description,
  tiers,
  message,
  note,
  headingLevel = 2,
}: {
  id: string
  heading: string
  description?: string
  tiers: readonly Tier[]
  message: string
  note?: ReactNode
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Heading id={id} className="font-display text-xl font-semibold text-ink md:text-2xl">
          {heading}
        </Heading>
        {description ? <p className="text-base text-ink-muted">{description}</p> : null}
      </div>
      <ul className="grid grid-cols-3 gap-3 md:gap-5">
        {tiers.map((tier) => (
          <li
            key={tier.points}
            className={cx(
              'relative flex flex-col items-center gap-1 rounded-xl border px-2 py-3 text-center shadow-card md:gap-2 md:p-6',
              tier.reached ? 'border-brand-300 bg-brand-50' : 'border-line bg-surface',
            )}
          >
            <span className="tabular text-sm font-semibold whitespace-nowrap text-ink-muted md:text-base">
              {tier.points.toLocaleString('en-US')} points
            </span>
            <span aria-hidden="true" className="text-sm text-ink-subtle">
              =
            </span>
            <span className="sr-only">is worth</span>
            <span className="font-display tabular text-xl font-semibold text-brand-800 md:text-3xl">${tier.dollars}</span>
            <span className="text-xs font-medium text-ink-muted md:text-sm">off your order</span>
            {tier.reached ? (
              <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                <Check aria-hidden="true" className="size-3.5" />
                Ready
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="flex items-start gap-3 rounded-xl bg-accent-tint px-4 py-3 text-base font-semibold text-accent-deep md:items-center">
        <PartyPopper aria-hidden="true" className="mt-0.5 size-5 shrink-0 md:mt-0" />
        {message}
      </p>
      {note ? <div className="text-sm text-ink-muted">{note}</div> : null}
    </section>
  )
}
