import type { AboutUsPage } from '~/content-pages/content-pages.server'
import { ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { cx } from '~/ui/cx'
import { ArrowRight, HandHeart, Heart } from '~/ui/icons'

/** The quotes banner (001 §3): a heading and guests' words; the page renders nothing when data is missing. */
export function QuotesBanner({ quotes }: { quotes: NonNullable<AboutUsPage['quotes']> }) {
  return (
    <section aria-labelledby="quotes-heading" className="bg-brand-900 py-10 text-white md:py-14">
      <Container>
        <h2 id="quotes-heading" className="font-display text-2xl font-semibold md:text-3xl">
          {quotes.heading}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3 md:gap-6">
          {quotes.quotes.map((entry) => (
            <li key={entry.author} className="flex">
              <figure className="flex flex-1 flex-col justify-between gap-4 rounded-xl bg-brand-800 p-5 md:p-6">
                <blockquote className="text-base leading-relaxed text-brand-50">
                  <p>“{entry.quote.trim()}”</p>
                </blockquote>
                <figcaption className="text-sm">
                  <span className="block font-semibold text-white">{entry.author}</span>
                  {entry.role ? <span className="block text-brand-100">{entry.role}</span> : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}

/** Donation content (001 §3: donatedToNonProfit, donatedThroughGreenThumb with descriptions, heading, paragraph). */
export function DonationContent({ donation }: { donation: NonNullable<AboutUsPage['donation']> }) {
  const figures = [
    { key: 'donatedToNonProfit', icon: HandHeart, ...donation.donatedToNonProfit },
    { key: 'donatedThroughGreenThumb', icon: Heart, ...donation.donatedThroughGreenThumb },
  ]
  return (
    <section aria-labelledby="donation-heading" className="py-10 md:py-14">
      <Container className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-center md:gap-12">
        <div>
          <h2 id="donation-heading" className="font-display text-2xl font-semibold text-ink md:text-3xl">
            {donation.heading}
          </h2>
          <p className="mt-3 text-base text-ink-muted">{donation.paragraph}</p>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          {figures.map(({ key, icon: Icon, amount, description }) => (
            <div key={key} className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-5 shadow-card" data-figure={key}>
              <Icon aria-hidden="true" className="size-7 text-accent-ink" />
              <dt className="order-2 text-sm text-ink-muted">{description}</dt>
              <dd className="order-1 font-display text-3xl font-semibold text-brand-900">{amount}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  )
}

/**
 * The about-us call to action (000 §2, §9): the images on the left on desktop (3), one above the
 * text on phones; a title, description and one button.
 */
export function AboutUsCta({ cta }: { cta: NonNullable<AboutUsPage['aboutUsCta']> }) {
  return (
    <section aria-labelledby="about-us-cta-heading" className="border-t border-line bg-sunken py-10 md:py-14">
      <Container className="grid items-center gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:gap-12">
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-3" aria-label="Pictures from our stores and communities">
          {cta.images.map((image, index) => (
            <li key={image.src} className={cx(image.desktopOnly && 'hidden md:block', index === 1 && 'md:translate-y-6')}>
              <img
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
                className="aspect-[16/10] w-full rounded-xl object-cover shadow-card md:aspect-[4/5]"
              />
            </li>
          ))}
        </ul>
        <div className="flex flex-col items-start gap-4">
          <h2 id="about-us-cta-heading" className="font-display text-2xl font-semibold text-ink md:text-3xl">
            {cta.title}
          </h2>
          <p className="text-base text-ink-muted">{cta.description}</p>
          <ButtonLink to={cta.cta.longUrl} size="lg" {...(cta.cta.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {cta.cta.title}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
      </Container>
    </section>
  )
}
