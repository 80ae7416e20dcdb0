import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { ChevronLeft, ChevronRight } from '~/ui/icons'
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { cx } from '~/ui/cx'

/** 000 §4: after a page change the carousel ignores further page changes for 800 ms. */
export const TRANSITION_LOCK_MS = 800
/** 000 §9: the carousel measures itself again 100 ms after the last resize. */
export const RESIZE_DEBOUNCE_MS = 100

/** Up to this many pages get dots (24 px targets fit one line on a 390 px phone); more get a counter. */
const MAX_DOTS = 12

/** Keys inside these keep their own arrow-key meaning (a weight chooser, a slider). */
const OWN_ARROW_KEYS =
  'input, select, textarea, [contenteditable="true"], [role="radiogroup"], [role="slider"], [role="listbox"], [role="menu"], [role="tablist"]'

export type CarouselItem = { key: string; content: ReactNode }

type CarouselProps = {
  /** Visible heading of the row; also the carousel's accessible name. */
  title: string
  /** Heading level of the title (rows sit under the page's h1 and its h2 sections). */
  headingLevel?: 2 | 3
  /** Beside the title (e.g. 'See All (n)'), shown above the track. */
  headerExtra?: ReactNode
  /** A block on the left of the track from 1024 px (the 'Left CTA' variant); not shown on narrower screens. */
  aside?: ReactNode
  /** From 1024 px the aside shows the title, so the heading is kept for screen readers only. */
  titleInAside?: boolean
  items: CarouselItem[]
  /** Fixed slide widths per breakpoint (Tailwind classes), so nothing moves when the script starts. */
  slideClassName: string
  className?: string
  /** Called with the new page index when the visitor moves the row (buttons, dots, keys or a drag). */
  onPageChange?: (page: number) => void
}

/**
 * The shared carousel: an accessible region (aria-roledescription 'carousel', named by its heading)
 * around a list of slides on Embla. Previous/next buttons stay focusable and report
 * aria-disabled at the ends; page dots jump to a page and follow the scroll; arrow keys on the
 * region scroll it; programmatic moves jump instead of animating when reduced motion is asked for.
 * Server-rendered slides already have their final widths, so hydration does not shift the layout.
 */
export function Carousel({
  title,
  headingLevel = 2,
  headerExtra,
  aside,
  titleInAside = false,
  items,
  slideClassName,
  className,
  onPageChange,
}: CarouselProps) {
  const titleId = useId()
  const { viewportRef, state, previous, next, goTo } = useCarouselState(onPageChange)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    if (event.target instanceof Element && event.target.closest(OWN_ARROW_KEYS)) return
    event.preventDefault()
    if (event.key === 'ArrowLeft') previous()
    else next()
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={titleId}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className={cx('rounded-xl focus-visible:outline-offset-4', className)}
    >
      <div className="mb-2 flex min-h-11 items-center justify-between gap-3 md:mb-4">
        <div className={cx('flex min-w-0 flex-wrap items-baseline gap-x-4 gap-y-1', titleInAside && 'lg:sr-only')}>
          <Heading id={titleId} className="font-display text-lg font-semibold text-ink md:text-xl">
            {title}
          </Heading>
          {headerExtra}
        </div>
        {/* Without scripts (noscript:) the arrows and the page dots go and the row scrolls by hand. */}
        <div className="ml-auto flex shrink-0 items-center gap-2 noscript:hidden">
          <ArrowButton direction="previous" disabled={!state.canPrevious} onClick={previous} />
          <ArrowButton direction="next" disabled={!state.canNext} onClick={next} />
        </div>
      </div>
      <div className={cx(aside ? 'lg:flex lg:items-stretch lg:gap-5' : null)}>
        {aside ? <div className="hidden lg:block lg:w-[280px] lg:shrink-0">{aside}</div> : null}
        {/* relative: the slides' screen-reader-only text (position: absolute) is clipped here too;
            escaping, it widened a phone's page to about 1,500 px and the browser zoomed out. */}
        <div ref={viewportRef} className="carousel-viewport relative -m-1 min-w-0 flex-1 overflow-hidden p-1 noscript:overflow-x-auto">
          <ul className="flex touch-pan-y touch-pinch-zoom gap-3 md:gap-5">
            {items.map((item) => (
              <li key={item.key} className={cx('shrink-0 grow-0', slideClassName)}>
                {item.content}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <PageDots
        pages={state.pages}
        current={state.page}
        onSelect={goTo}
        title={title}
        className={aside ? 'lg:pl-[300px]' : undefined}
      />
    </section>
  )
}

function ArrowButton({
  direction,
  disabled,
  onClick,
}: {
  direction: 'previous' | 'next'
  disabled: boolean
  onClick: () => void
}) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight
  return (
    <button
      type="button"
      // aria-disabled rather than disabled: the button keeps keyboard focus when it reaches an end.
      aria-disabled={disabled}
      aria-label={direction === 'previous' ? 'Previous slides' : 'Next slides'}
      onClick={disabled ? undefined : onClick}
      className={cx(
        'grid size-11 place-items-center rounded-full border border-line-strong bg-surface text-brand-800 transition-colors',
        disabled ? 'cursor-default opacity-40' : 'hover:border-brand-300 hover:bg-brand-50 active:bg-brand-100',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  )
}

function PageDots({
  pages,
  current,
  onSelect,
  title,
  className,
}: {
  pages: number
  current: number
  onSelect: (page: number) => void
  title: string
  className?: string
}) {
  // The row keeps its height whether or not there are dots (they appear once the script has
  // measured the track), so the page below never moves; past MAX_DOTS a counter keeps it one line.
  return (
    <div className={cx('mt-2 flex min-h-11 items-center justify-center noscript:hidden', className)}>
      {pages > MAX_DOTS ? (
        <p className="tabular text-sm font-medium text-ink-muted">
          <span className="sr-only">Page </span>
          {current + 1}
          <span aria-hidden="true"> / </span>
          <span className="sr-only"> of </span>
          {pages}
        </p>
      ) : pages > 1 ? (
        <div role="group" aria-label={`${title}: pages`} className="flex items-center justify-center">
          {Array.from({ length: pages }, (_, index) => (
            <button
              key={index}
              type="button"
              aria-label={`Page ${index + 1} of ${pages}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => onSelect(index)}
              className="group grid size-6 place-items-center rounded-full md:size-8"
            >
              <span
                aria-hidden="true"
                className={cx(
                  'block h-2 rounded-full transition-all',
                  index === current ? 'w-5 bg-brand-700' : 'w-2 bg-line-strong group-hover:bg-brand-300',
                )}
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}

type CarouselState = { canPrevious: boolean; canNext: boolean; pages: number; page: number }

const OPTIONS_BASE: EmblaOptionsType = {
  align: 'start',
  // One snap per screenful: a 'page' is as many whole slides as fit.
  slidesToScroll: 'auto',
  containScroll: 'trimSnaps',
  duration: 25,
}

/** Embla plus the rules of 000 §4 and §9 (page index, 800 ms lock, 100 ms resize debounce, reduced motion). */
function useCarouselState(onPageChange?: (page: number) => void) {
  const pageListener = useRef(onPageChange)
  useEffect(() => {
    pageListener.current = onPageChange
  }, [onPageChange])
  const resizeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const measuredWidth = useRef(0)
  const [options] = useState<EmblaOptionsType>(() => ({
    ...OPTIONS_BASE,
    watchResize: (api: EmblaCarouselType) => {
      clearTimeout(resizeTimer.current)
      resizeTimer.current = setTimeout(() => {
        const width = api.rootNode().getBoundingClientRect().width
        if (Math.abs(width - measuredWidth.current) >= 0.5) api.reInit()
      }, RESIZE_DEBOUNCE_MS)
      // Embla's own handler would measure on every observed change; the debounced one above decides.
      return false
    },
  }))
  const [viewportRef, api] = useEmbla(options)
  // Before the script runs nothing is known about overflow; the next button starts enabled so it
  // does not flash disabled on rows that do scroll.
  const [state, setState] = useState<CarouselState>({ canPrevious: false, canNext: true, pages: 0, page: 0 })
  const lockedUntil = useRef(0)
  // A press that came after hydration but before Embla was in (it loads in its own chunk): done
  // once the carousel starts, not lost.
  const pending = useRef<((carousel: EmblaCarouselType, jump: boolean) => void) | null>(null)

  useEffect(() => {
    if (!api) return
    const sync = (carousel: EmblaCarouselType) => {
      setState({
        canPrevious: carousel.canScrollPrev(),
        canNext: carousel.canScrollNext(),
        pages: carousel.scrollSnapList().length,
        page: carousel.selectedScrollSnap(),
      })
    }
    const remember = (carousel: EmblaCarouselType) => {
      measuredWidth.current = carousel.rootNode().getBoundingClientRect().width
      sync(carousel)
    }
    const selected = (carousel: EmblaCarouselType) => {
      sync(carousel)
      pageListener.current?.(carousel.selectedScrollSnap())
    }
    remember(api)
    api.on('select', selected).on('reInit', remember)
    const early = pending.current
    pending.current = null
    if (early) {
      early(api, prefersReducedMotion())
      lockedUntil.current = performance.now() + TRANSITION_LOCK_MS
    }
    return () => {
      api.off('select', selected).off('reInit', remember)
      clearTimeout(resizeTimer.current)
    }
  }, [api])

  const move = useCallback(
    (action: (carousel: EmblaCarouselType, jump: boolean) => void) => {
      if (!api) {
        pending.current = action
        return
      }
      const now = performance.now()
      if (now < lockedUntil.current) return
      const before = api.selectedScrollSnap()
      action(api, prefersReducedMotion())
      if (api.selectedScrollSnap() !== before) lockedUntil.current = now + TRANSITION_LOCK_MS
    },
    [api],
  )

  const previous = useCallback(() => move((carousel, jump) => carousel.scrollPrev(jump)), [move])
  const next = useCallback(() => move((carousel, jump) => carousel.scrollNext(jump)), [move])
  const goTo = useCallback((page: number) => move((carousel, jump) => carousel.scrollTo(page, jump)), [move])

  return { viewportRef, state, previous, next, goTo }
}

/**
 * Embla on a viewport element, loaded after hydration: the carousel script is not needed to paint
 * the server-rendered rows, so it stays out of the menu page's first JavaScript and arrives as one
 * small shared chunk.
 */
function useEmbla(options: EmblaOptionsType): [RefObject<HTMLDivElement | null>, EmblaCarouselType | undefined] {
  // A ref object, not a state setter as the ref: a ref callback that sets state runs in the commit,
  // and React renders such an update at once, in the same task as the hydration (every row on the
  // menu re-rendered there, and the hydration's passive effects were pulled into it).
  const viewport = useRef<HTMLDivElement>(null)
  const [api, setApi] = useState<EmblaCarouselType>()
  useEffect(() => {
    const node = viewport.current
    if (!node) return
    let cancelled = false
    let instance: EmblaCarouselType | undefined
    let timer: number | undefined
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        // Each carousel starts in a task of its own (a timer's), not in the one the code arrived
        // in: an instance measures its row (a layout) and its state updates follow, and the menu's
        // rows all starting at once made one long task right after hydration, in which a tap waited.
        timer = window.setTimeout(() => {
          if (cancelled) return
          instance = EmblaCarousel(node, options)
          setApi(instance)
        })
      })
      .catch(() => {
        // Without the script the row stays a static, clipped list; 'See All' still leads to everything.
      })
    return () => {
      cancelled = true
      window.clearTimeout(timer)
      instance?.destroy()
      setApi(undefined)
    }
  }, [options])
  return [viewport, api]
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
