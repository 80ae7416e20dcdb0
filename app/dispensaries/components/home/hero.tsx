import { lazy, Suspense, useEffect, useRef, type Dispatch } from 'react'
import { track } from '~/analytics/track'
import { ButtonLink } from '~/ui/button'
import { ChevronLeft, ChevronRight } from '~/ui/icons'
import { Container } from '~/ui/container'
import type { HeroButton, HeroSlide, PopUpContent } from './content-schema'
import { scrollDirection } from './hero-rules'
import { popUpForTitle, type PopUp, type PopUpAction } from './pop-ups'

/** The dialog's code loads on the first open (it is never needed before a tap). */
const PopUpDialog = lazy(() => import('./pop-up-dialog').then((module) => ({ default: module.PopUpDialog })))

/** The pop-up a hero button opens: by its title (001 §4.5), or the smokeasy for other pop-up buttons. */
export function buttonPopUp(button: HeroButton, popUps: Partial<Record<PopUp, PopUpContent>>): PopUp | null {
  const named = popUpForTitle(button.title)
  if (named && popUps[named]) return named
  if (button.menuSource === 'pop-up' && popUps.smokeasy) return 'smokeasy'
  return null
}

/**
 * The dispensary hero (001 §3 'Hero dispensary content'): slides 292 px high on phones and 560 px on
 * desktops in a scroll-snapping track (keyboard: the previous/next buttons, or arrow keys on the
 * focused track), its buttons, and the pop-ups.
 */
export function DispensaryHero({
  name,
  slides,
  buttons,
  menus,
  popUps,
  open,
  dispatch,
  children,
}: {
  name: string
  slides: HeroSlide[]
  buttons: HeroButton[]
  /** The dispensary's menus ('Shop recreational menu' …); a 'menu' button becomes one per menu. */
  menus: { path: string; label: string }[]
  popUps: Partial<Record<PopUp, PopUpContent>>
  /** The page's pop-up state (popUpReducer), shared with the lounge tab. */
  open: PopUp | null
  dispatch: Dispatch<PopUpAction>
  children?: React.ReactNode
}) {
  return (
    <section aria-label={`${name} highlights`} className="relative">
      <HeroSlides slides={slides} name={name} />
      <Container className="relative -mt-10 md:-mt-16">
        <div className="rounded-2xl border border-line bg-surface p-5 shadow-card md:p-7">
          {children}
          <HeroButtons buttons={buttons} menus={menus} popUps={popUps} dispatch={dispatch} />
        </div>
      </Container>
      {open ? (
        <Suspense fallback={null}>
          <PopUpDialog open={open} popUps={popUps} dispatch={dispatch} />
        </Suspense>
      ) : null}
    </section>
  )
}

function HeroButtons({
  buttons,
  menus,
  popUps,
  dispatch,
}: {
  buttons: HeroButton[]
  menus: { path: string; label: string }[]
  popUps: Partial<Record<PopUp, PopUpContent>>
  dispatch: Dispatch<PopUpAction>
}) {
  const shown = buttons.flatMap((button): HeroButton[] => {
    if (buttonPopUp(button, popUps)) return [button]
    if (button.menuSource === 'menu') {
      return menus.map((menu) => ({ title: menu.label, menuSource: 'url', menuSourceUrl: menu.path }))
    }
    return button.menuSourceUrl ? [button] : []
  })
  if (!shown.length) return null
  return (
    <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {shown.map((button, index) => {
        const popUp = buttonPopUp(button, popUps)
        const variant = index === 0 ? 'primary' : 'secondary'
        if (popUp) {
          return (
            <button
              key={button.title}
              type="button"
              aria-haspopup="dialog"
              className={`btn btn-${variant} btn-lg`}
              onClick={() => dispatch({ type: 'open', popUp })}
            >
              {button.title}
            </button>
          )
        }
        const to = button.menuSourceUrl!
        return (
          <ButtonLink key={button.title} to={to} variant={variant} size="lg">
            {button.title}
          </ButtonLink>
        )
      })}
    </div>
  )
}

/** Drawn backgrounds for slides without images (brand tokens only). */
const SLIDE_ART = [
  'bg-linear-to-br from-brand-950 via-brand-900 to-brand-700',
  'bg-linear-to-tr from-brand-900 via-brand-800 to-brand-600',
  'bg-linear-to-bl from-brand-950 via-brand-800 to-accent-deep',
]

function HeroSlides({ slides, name }: { slides: HeroSlide[]; name: string }) {
  const track_ = useRef<HTMLUListElement>(null)
  const last = useRef<number | null>(null)
  useEffect(() => {
    track('banner_viewed', { banner_id: 'dispensary-hero', placement: 'dispensary home' })
  }, [])
  if (!slides.length) return null
  const go = (delta: number) => {
    const el = track_.current
    if (!el) return
    el.scrollBy({ left: delta * el.clientWidth, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
  }
  return (
    <div className="relative" aria-roledescription="carousel" role="region" aria-label={`${name} slides`}>
      <ul
        ref={track_}
        tabIndex={0}
        aria-label="Slides"
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') go(1)
          if (event.key === 'ArrowLeft') go(-1)
        }}
        onScroll={(event) => {
          const el = event.currentTarget
          const index = Math.round(el.scrollLeft / Math.max(1, el.clientWidth))
          // 001 §4.5: the first slider callback is ignored; later ones report a direction.
          if (scrollDirection(last.current, index)) {
            track('banner_scrolled', { placement: 'dispensary home', index })
          }
          last.current = index
        }}
        className="flex h-[292px] snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] md:h-[560px]"
      >
        {slides.map((slide, index) => (
          <li
            key={slide.heading}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            className="relative h-full w-full shrink-0 snap-start overflow-hidden bg-brand-900 text-white"
          >
            {slide.image ? (
              <picture>
                {slide.mobileImage ? <source media="(max-width: 767px)" srcSet={slide.mobileImage} /> : null}
                <img src={slide.image} alt="" className="absolute inset-0 size-full object-cover" loading={index ? 'lazy' : 'eager'} />
              </picture>
            ) : (
              <div aria-hidden="true" className={`absolute inset-0 ${SLIDE_ART[index % SLIDE_ART.length]}`} />
            )}
            <Container className="relative flex h-full flex-col justify-center pb-10 md:pb-16">
              <p className="max-w-xl font-display text-2xl font-semibold md:text-4xl">{slide.heading}</p>
              {slide.description ? <p className="mt-2 max-w-xl text-sm text-white/90 md:mt-4 md:text-lg">{slide.description}</p> : null}
            </Container>
          </li>
        ))}
      </ul>
      {slides.length > 1 ? (
        <div className="absolute top-3 right-3 flex gap-2 md:top-6 md:right-6">
          <button type="button" aria-label="Previous slide" className="btn btn-inverse btn-md px-2" onClick={() => go(-1)}>
            <ChevronLeft className="size-5" />
          </button>
          <button type="button" aria-label="Next slide" className="btn btn-inverse btn-md px-2" onClick={() => go(1)}>
            <ChevronRight className="size-5" />
          </button>
        </div>
      ) : null}
    </div>
  )
}
