import { Carousel } from '~/catalog/components/carousels/carousel'
import type { EventBannerCarousel } from '~/content-pages/event-banners'
import { ArrowRight } from '~/ui/icons'

/** One banner a slide: most of a phone's width, two side by side on tablets, three from 1024 px. */
const EVENT_SLIDE = 'w-[85%] sm:w-[calc((100%-0.75rem)/2)] md:w-[calc((100%-1.25rem)/2)] lg:w-[calc((100%-2.5rem)/3)]'

/**
 * The discount event banner carousel (000 §2, §3 'Event banner', §9: at most 10, 'Event Discounts'
 * unless titled): each banner is its picture, title, description and links.
 */
export function EventBannerCarouselView({ carousel }: { carousel: EventBannerCarousel }) {
  return (
    <Carousel
      className="mt-12"
      title={carousel.title}
      slideClassName={EVENT_SLIDE}
      items={carousel.items.map((banner) => ({
        key: banner.internalName,
        content: (
          <article className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-card">
            <img
              src={banner.image.src}
              alt={banner.image.alt}
              width={banner.image.width}
              height={banner.image.height}
              loading="lazy"
              decoding="async"
              className="aspect-video w-full bg-sunken object-cover"
            />
            <div className="flex flex-1 flex-col gap-2 p-4">
              <h3 className="font-display text-lg font-semibold text-ink">{banner.title}</h3>
              {banner.description ? <p className="text-sm text-ink-muted">{banner.description}</p> : null}
              {banner.ctaCollection.length ? (
                <ul className="mt-auto flex flex-wrap gap-x-4 pt-1">
                  {banner.ctaCollection.map((cta) => (
                    <li key={cta.longUrl}>
                      <a
                        href={cta.longUrl}
                        className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline-offset-2 hover:underline"
                      >
                        {cta.title}
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </article>
        ),
      }))}
    />
  )
}
