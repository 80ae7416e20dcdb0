import { ChevronDown } from '~/ui/icons'
import type { RewardsContent } from '~/content/rewards-schema'

/** Native disclosure widgets: keyboard and screen-reader support without script. */
export function RewardsFaq({ faq }: { faq: RewardsContent['faq'] }) {
  return (
    <section aria-labelledby="rewards-faq" className="flex flex-col gap-5">
      <h2 id="rewards-faq" className="font-display text-xl font-semibold text-ink md:text-2xl">
        {faq.heading}
      </h2>
      <div className="divide-y divide-line rounded-xl border border-line bg-surface shadow-card">
        {faq.items.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 text-base font-semibold text-ink marker:hidden md:px-6 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
            </summary>
            <p className="px-4 pb-5 text-base text-ink-muted md:px-6">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
