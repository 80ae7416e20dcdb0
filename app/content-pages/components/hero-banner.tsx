import type { HeroBannerView } from '~/content-pages/content-pages.server'
import { ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { cx } from '~/ui/cx'
import { ArrowRight, ExternalLink, PlayCircle } from '~/ui/icons'
import { prose } from '~/ui/prose'

const TONES = {
  tint: 'bg-accent-tint text-ink',
  brand: 'bg-brand-900 text-white',
  accent: 'bg-accent-soft text-ink',
} as const

/** The eyebrow a C11 banner shows when the content gives none. */
const DEFAULT_EYEBROWS: Record<string, string> = { deals: 'Deals', 'special-offer': 'Special offer', rewards: 'Rewards' }

/**
 * A hero banner (001 §2.9; 002 §2 types C08–C12): the layout comes from its type and variant
 * (app/content-pages/hero-banner.ts). The title is the page's h1 unless `headingLevel` says 2.
 * Server-rendered markup only: nothing in it needs JavaScript.
 */
export function HeroBanner({ banner, headingLevel = 1, id }: { banner: HeroBannerView; headingLevel?: 1 | 2; id: string }) {
  const { layout } = banner
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const onDark = layout.tone === 'brand'
  const eyebrow = banner.eyebrow ?? DEFAULT_EYEBROWS[banner.variant]
  const text = (
    <div className={cx('flex flex-col gap-4', layout.align === 'center' ? 'mx-auto max-w-2xl items-center text-center' : 'items-start')}>
      {eyebrow ? (
        <p className={cx('text-sm font-semibold tracking-wide uppercase', onDark ? 'text-brand-100' : 'text-brand-700')}>{eyebrow}</p>
      ) : null}
      <Heading id={id} className={cx('font-display font-semibold', layout.align === 'center' ? 'text-3xl md:text-4xl' : 'text-2xl md:text-4xl', onDark ? 'text-white' : 'text-brand-950')}>
        {banner.title}
      </Heading>
      {banner.subTitle ? <p className={cx('text-lg font-medium', onDark ? 'text-brand-50' : 'text-ink')}>{banner.subTitle}</p> : null}
      {banner.descriptionHtml ? (
        <div
          className={cx(prose, 'max-w-xl', onDark ? 'text-brand-50! [&_a]:text-white! [&_a:hover]:text-brand-100!' : 'text-ink-muted!')}
          dangerouslySetInnerHTML={{ __html: banner.descriptionHtml }}
        />
      ) : null}
      {banner.variant === 'help' ? <HelpLinks banner={banner} /> : <Ctas banner={banner} onDark={onDark} />}
    </div>
  )
  return (
    <section aria-labelledby={id} className={cx('border-b border-line', TONES[layout.tone])} data-banner-type={banner.type} data-banner-variant={banner.variant}>
      {layout.image === 'full' ? (
        <>
          <BannerPicture banner={banner} className="aspect-[390/220] w-full object-cover md:aspect-[1440/420]" />
          <Container className="py-8 md:py-12">{text}</Container>
        </>
      ) : (
        <Container
          className={cx(
            'grid items-center gap-8 py-8 md:gap-12 md:py-14',
            layout.image === 'none' ? '' : 'md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]',
          )}
        >
          {layout.image === 'left' ? <BannerMedia banner={banner} /> : null}
          {text}
          {layout.image === 'right' ? <BannerMedia banner={banner} /> : null}
        </Container>
      )}
    </section>
  )
}

function BannerMedia({ banner }: { banner: HeroBannerView }) {
  const contain = banner.layout.imageFit === 'contain'
  const picture = (
    <BannerPicture
      banner={banner}
      className={cx('aspect-[3/2] w-full rounded-xl shadow-raised', contain ? 'bg-surface object-contain p-6' : 'object-cover')}
    />
  )
  if (banner.variant === 'video' && banner.videoUrl) {
    // A link to the video's own page: no third-party player is embedded, so there is nothing to consent to here.
    return (
      <a href={banner.videoUrl} target="_blank" rel="noopener noreferrer" className="group relative block rounded-xl">
        {picture}
        <span className="absolute inset-0 grid place-items-center rounded-xl bg-brand-950/30 transition-colors group-hover:bg-brand-950/45">
          <span className="flex items-center gap-2 rounded-full bg-surface px-5 py-3 font-semibold text-brand-900 shadow-raised">
            <PlayCircle aria-hidden="true" className="size-6" />
            Watch the video
            <span className="sr-only"> (opens in a new tab)</span>
          </span>
        </span>
      </a>
    )
  }
  return picture
}

function BannerPicture({ banner, className }: { banner: HeroBannerView; className: string }) {
  const image = banner.image
  if (!image) return null
  const small = banner.mobileImage ?? image
  return (
    <picture className="block">
      {banner.mobileImage ? <source media="(min-width: 768px)" srcSet={image.src} width={image.width} height={image.height} /> : null}
      <img src={small.src} alt={small.alt} width={small.width} height={small.height} fetchPriority="high" className={className} />
    </picture>
  )
}

function Ctas({ banner, onDark }: { banner: HeroBannerView; onDark: boolean }) {
  if (banner.ctas.length === 0) return null
  return (
    <div className="mt-2 flex flex-wrap gap-3">
      {banner.ctas.map((cta, index) => (
        <ButtonLink
          key={cta.longUrl + cta.title}
          to={cta.longUrl}
          size="lg"
          variant={index === 0 ? (onDark ? 'inverse' : 'primary') : 'secondary'}
          {...(cta.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {cta.title}
          {cta.openInNewTab ? (
            <>
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only"> (opens in a new tab)</span>
            </>
          ) : (
            <ArrowRight aria-hidden="true" className="size-5" />
          )}
        </ButtonLink>
      ))}
    </div>
  )
}

/** C12 help: the calls to action as a list of help links. */
function HelpLinks({ banner }: { banner: HeroBannerView }) {
  return (
    <ul className="mt-2 grid w-full gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {banner.ctas.map((cta) => (
        <li key={cta.longUrl + cta.title}>
          <a
            href={cta.longUrl}
            {...(cta.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className="flex min-h-11 items-center justify-between gap-3 rounded-xl border border-line bg-surface px-4 py-3 font-semibold text-brand-900 transition-colors hover:border-brand-300 hover:bg-brand-50"
          >
            {cta.title}
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
          </a>
        </li>
      ))}
    </ul>
  )
}
