import type { StateDealsBanners } from '~/content-pages/content-pages.server'
import { cx } from '~/ui/cx'
import { ArrowRight, ExternalLink } from '~/ui/icons'

const COLUMNS = { 1: 'md:grid-cols-1 md:max-w-md', 2: 'md:grid-cols-2 md:max-w-4xl', 3: 'md:grid-cols-3' } as const

/** Group discounts (000 §2, §3, §9): cards of title, description, picture and link; 3 columns when more than 2. */
export function GroupDiscounts({ discounts }: { discounts: NonNullable<StateDealsBanners['groupDiscounts']> }) {
  return (
    <section aria-labelledby="group-discounts-heading" className="mt-12">
      <h2 id="group-discounts-heading" className="font-display text-xl font-semibold text-ink md:text-2xl">
        {discounts.heading}
      </h2>
      <ul className={cx('mt-5 grid gap-4', COLUMNS[discounts.columns])} data-columns={discounts.columns}>
        {discounts.items.map((item) => (
          <li key={item.title} className="flex">
            <article className="flex flex-1 flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-card">
              <picture>
                {item.mobileImage ? <source media="(min-width: 768px)" srcSet={item.image.src} /> : null}
                <img
                  src={(item.mobileImage ?? item.image).src}
                  alt={(item.mobileImage ?? item.image).alt}
                  width={(item.mobileImage ?? item.image).width}
                  height={(item.mobileImage ?? item.image).height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[5/3] w-full object-cover"
                />
              </picture>
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h3 className="font-display text-lg font-semibold text-ink">{item.title}</h3>
                <p className="text-sm text-ink-muted">{item.dealDescription}</p>
                {item.cta ? (
                  <a
                    href={item.cta.href}
                    {...(item.cta.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    className="mt-auto inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    {item.cta.title}
                    {item.cta.openInNewTab ? (
                      <>
                        <ExternalLink aria-hidden="true" className="size-4" />
                        <span className="sr-only"> (opens in a new tab)</span>
                      </>
                    ) : (
                      <ArrowRight aria-hidden="true" className="size-4" />
                    )}
                  </a>
                ) : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
