import type { RewardsContent } from '~/content/rewards-schema'

export function HowItWorks({ howItWorks }: { howItWorks: RewardsContent['howItWorks'] }) {
  return (
    <section aria-labelledby="rewards-how" className="flex flex-col gap-6">
      <h2 id="rewards-how" className="font-display text-xl font-semibold text-ink md:text-2xl">
        {howItWorks.heading}
      </h2>
      <ol className="grid gap-4 md:grid-cols-3 md:gap-6">
        {howItWorks.steps.map((step, index) => (
          <li key={step.title} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-5 shadow-card md:p-6">
            <span
              aria-hidden="true"
              className="grid size-10 place-items-center rounded-full bg-brand-700 font-display text-lg font-semibold text-white"
            >
              {index + 1}
            </span>
            <h3 className="text-lg font-semibold text-ink">{step.title}</h3>
            <p className="text-base text-ink-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
