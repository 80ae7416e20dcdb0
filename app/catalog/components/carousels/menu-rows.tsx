import { ArrowRight } from '~/ui/icons'
import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { track } from '~/analytics/track'
import type { ProductCardModel } from '~/catalog/card-model'
import { BrandLogo } from '~/catalog/components/brand-logo'
import { ProductCard } from '~/catalog/components/product-card'
import { buttonClasses } from '~/ui/button'
import { cx } from '~/ui/cx'
import { Carousel, type CarouselItem } from './carousel'
import type { BrandCardData, MenuCarouselsData, ProductCarouselData } from './carousel-data'
import { BEST_SELLING, BRANDS_ROW, FIRST_PRODUCT_SLIDES, menuRowKeys, SPONSORED_ROW } from './row-plan'
import { fetchRowCards, ROW_LOAD_MARGIN } from './row-cards'
import { SponsoredCarousel } from './sponsored-carousel'

/**
 * Fixed slide widths (000 §9), so server-rendered rows already have their final layout. Product
 * columns use the 'global card update' widths, 246 px and 364 px (from 1280 px), which fit the
 * vertical product card.
 */
export const PRODUCT_SLIDE = 'slide-when-near w-[246px] xl:w-[364px]'
export const BRAND_SLIDE = 'w-[140px] md:w-[160px]'

/** How many of the top row's images load eagerly (a phone shows one and a half cards). */
const TOP_ROW_EAGER_IMAGES = 2

/**
 * One of the rows under the specials (000 §2: specials, filters, sponsored products, product
 * carousels), by its place in `menuRowKeys(data)`: the sponsored row, best sellers, brands, then a
 * product row per kind. A row with nothing to show renders nothing. Its own module, so a menu page
 * loads it when a shopper gets near a row (menu-carousels.tsx: each row is an island of its own).
 */
export function MenuRow({ data, rowKey }: { data: MenuCarouselsData; rowKey: string }) {
  const rowProps = { storeId: data.storeId, version: data.version }
  // On a phone the row under the specials is in the first screen, its first image often the largest
  // paint: those images load at once instead of waiting for layout to find them near the viewport.
  const lead = menuRowKeys(data)[0] === rowKey
  const eagerImages = lead ? TOP_ROW_EAGER_IMAGES : 0
  // The rows after the first start below the first screen at every width: the browser styles and
  // lays them out when they come near (`.row-when-near`, app.css), not in the page's first layout.
  if (rowKey === SPONSORED_ROW) return data.sponsored ? <SponsoredCarousel row={data.sponsored} eagerImages={eagerImages} /> : null
  if (rowKey === BRANDS_ROW)
    return <BrandsCarousel brands={data.brands} className={lead ? undefined : 'row-when-near brand-row-when-near'} {...rowProps} />
  const row = data.products.find((candidate) => candidate.key === rowKey)
  if (!row) return null
  return <ProductCarousel row={row} eagerImages={eagerImages} className={lead ? undefined : 'row-when-near'} {...rowProps} />
}

/** Brand placeholders while the row's cards are on their way: eight 160 px columns fill the widest track. */
const BRAND_PLACEHOLDERS = 8

/**
 * The brands row. Under the first screen (withFirstScreenCards) the page sends no cards: they come
 * from /api/menu-rows when the row is about a screen away, with their links carrying the page's
 * query over as the page's own links do, and brand-card-shaped placeholders until then.
 */
export function BrandsCarousel({
  brands,
  storeId,
  version,
  className,
}: {
  brands: MenuCarouselsData['brands']
  storeId?: number
  version?: string
  className?: string
}) {
  const { search } = useLocation()
  const { ref, cards, status, retry } = useRowCards<BrandCardData>(BRANDS_ROW, brands.cards, brands.cardCount, storeId, version, { page: search.slice(1) })
  if (brands.cardCount === 0) return null
  const items: CarouselItem[] = cards.map((card) => ({ key: card.name, content: <BrandCard card={card} /> }))
  if (status === 'loading') {
    const placeholders = Math.min(brands.cardCount, BRAND_PLACEHOLDERS) - cards.length
    for (let index = 0; index < placeholders; index++)
      items.push({ key: `placeholder-${index}`, content: <div aria-hidden="true" data-card-placeholder="" className="brand-card-placeholder" /> })
  } else if (status === 'failed') {
    items.push({ key: 'failed', content: <RowLoadFailed onRetry={retry} /> })
  }
  return (
    <div ref={ref}>
      <Carousel title={brands.title} items={items} slideClassName={BRAND_SLIDE} className={className} />
    </div>
  )
}

function BrandCard({ card }: { card: BrandCardData }) {
  return (
    <Link
      to={card.href}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-card transition-colors hover:border-brand-300"
    >
      <BrandLogo name={card.name} logo={card.logo} className="border-b border-line" />
      <span className="flex flex-col gap-0.5 p-3">
        <span className="line-clamp-2 text-sm font-semibold text-ink group-hover:text-brand-800 group-hover:underline">
          {card.name}
        </span>
        <span className="text-xs text-ink-muted">
          {card.productCount} {card.productCount === 1 ? 'product' : 'products'}
        </span>
      </span>
    </Link>
  )
}

/**
 * A product row in its variant: 'left-cta', 'top-cta' or 'default' (000 §2). The page sends a row
 * with its first screenful of cards or none (see withFirstScreenCards); the rest come from
 * /api/menu-rows when the row is about a screen away, with card-shaped placeholders until then.
 * Without JavaScript the row keeps its placeholders and its 'See All' link leads to every product.
 */
export function ProductCarousel({
  row,
  storeId,
  version,
  eagerImages = 0,
  className,
  load,
}: {
  row: ProductCarouselData
  storeId?: number
  version?: string
  eagerImages?: number
  /** The row's region (its `<section>`). */
  className?: string
  /** What else the request for the row's other cards names (a related row: the product it leaves out). */
  load?: Record<string, string>
}) {
  const { ref, cards, status, retry } = useRowCards<ProductCardModel>(row.key, row.cards, row.cardCount, storeId, version, load)
  if (row.cardCount === 0) return null
  const placement = `carousel:${row.key}`
  // 000 §7 'product carousel clicked' for a card's link or button; 'See All' is a show-more click.
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target instanceof Element ? event.target : null
    const control = target?.closest('a[href], button')
    if (!control) return
    const card = control.closest('article[data-position]')
    if (card) {
      const position = Number(card.getAttribute('data-position'))
      const product = cards[position]
      if (product) track('product_carousel_clicked', { carousel: row.key, product_id: product.productId, position })
    } else if (control.matches('a[data-see-all]')) {
      track('show_more_clicked', { section: placement, count: row.total })
    }
  }
  const items: CarouselItem[] = cards.map((card, index) => ({
    key: card.id,
    content: <ProductCard card={card} layout="vertical" placement={placement} position={index} eager={index < eagerImages} />,
  }))
  if (status === 'loading') {
    const placeholders = Math.max(0, Math.min(row.cardCount, FIRST_PRODUCT_SLIDES) - cards.length)
    for (let index = 0; index < placeholders; index++) items.push({ key: `placeholder-${index}`, content: <ProductCardPlaceholder /> })
  } else if (status === 'failed') {
    items.push({ key: 'failed', content: <RowLoadFailed onRetry={retry} /> })
  }
  const seeAllLink = (className?: string) => (
    <Link
      to={row.seeAll.href}
      data-see-all=""
      className={cx(
        'inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline',
        className,
      )}
    >
      {row.seeAll.label}
      <span className="sr-only"> in {row.title}</span>
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  )

  if (row.variant === 'top-cta') {
    return (
      <div ref={ref} onClickCapture={onClickCapture}>
        <Carousel title={row.title} headerExtra={seeAllLink()} items={items} slideClassName={PRODUCT_SLIDE} className={className} />
      </div>
    )
  }

  if (row.variant === 'left-cta') {
    return (
      <div ref={ref} onClickCapture={onClickCapture}>
        <Carousel
          title={row.title}
          titleInAside
          headerExtra={seeAllLink('lg:hidden')}
          aside={
            <div className="flex h-full flex-col justify-between gap-6 rounded-xl bg-brand-50 p-6">
              <div className="flex flex-col gap-3">
                <p aria-hidden="true" className="font-display text-2xl font-semibold text-brand-900">
                  {row.title}
                </p>
                <p className="text-sm text-ink-muted">{rowBlurb(row)}</p>
              </div>
              <Link to={row.seeAll.href} data-see-all="" className={buttonClasses('primary', 'md', 'self-start')}>
                {row.seeAll.label}
                <span className="sr-only"> in {row.title}</span>
              </Link>
            </div>
          }
          items={items}
          slideClassName={PRODUCT_SLIDE}
          className={className}
        />
      </div>
    )
  }

  // 'default': the heading only; See All closes the track as its last slide.
  const seeAllSlide: CarouselItem = {
    key: 'see-all',
    content: (
      <Link
        to={row.seeAll.href}
        data-see-all=""
        className="flex h-full min-h-48 flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-line-strong bg-surface p-6 text-center font-semibold text-brand-800 transition-colors hover:border-brand-300 hover:bg-brand-50"
      >
        <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
          <ArrowRight aria-hidden="true" className="size-6" />
        </span>
        <span>
          {row.seeAll.label}
          <span className="sr-only"> in {row.title}</span>
        </span>
      </Link>
    ),
  }
  return (
    <div ref={ref} onClickCapture={onClickCapture}>
      <Carousel title={row.title} items={[...items, seeAllSlide]} slideClassName={PRODUCT_SLIDE} className={className} />
    </div>
  )
}

type RowStatus = 'complete' | 'loading' | 'failed'

/**
 * A row's cards: what the page sent, then every card once the row has come near. `extra`: what else
 * the row's request names (fetchRowCards).
 */
function useRowCards<T>(
  rowKey: string,
  sent: T[],
  cardCount: number,
  storeId: number | undefined,
  version: string | undefined,
  extra?: Record<string, string>,
) {
  // A new object each render: the effect below follows its content.
  const extraKey = extra ? new URLSearchParams(extra).toString() : ''
  const ref = useRef<HTMLDivElement>(null)
  const [loaded, setLoaded] = useState<T[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const cards = loaded ?? sent
  const missing = cards.length < cardCount && storeId !== undefined
  useEffect(() => {
    const element = ref.current
    if (!missing || failed || !element || storeId === undefined) return
    let cancelled = false
    const load = () => {
      fetchRowCards<T>(storeId, rowKey, version, Object.fromEntries(new URLSearchParams(extraKey))).then(
        (all) => {
          if (!cancelled) setLoaded(all)
        },
        () => {
          if (!cancelled) setFailed(true)
        },
      )
    }
    if (typeof IntersectionObserver === 'undefined') {
      load()
      return () => {
        cancelled = true
      }
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        load()
      },
      { rootMargin: ROW_LOAD_MARGIN },
    )
    observer.observe(element)
    return () => {
      cancelled = true
      observer.disconnect()
    }
  }, [missing, failed, storeId, rowKey, version, extraKey, attempt])
  const status: RowStatus = !missing ? 'complete' : failed ? 'failed' : 'loading'
  const retry = () => {
    setFailed(false)
    setAttempt((n) => n + 1)
  }
  return { ref, cards, status, retry }
}

/** In place of the cards a row could not load: say so, and offer another try. */
function RowLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex h-full min-h-48 flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-line-strong bg-surface p-6 text-center">
      <p className="text-sm text-ink-muted">These products did not load.</p>
      <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'md')}>
        Try again
      </button>
    </div>
  )
}

/**
 * The vertical card's footprint: its square image and the height its details take in a row (the
 * tallest card sets a row's height: two-line names, a rating, a sale label), measured at 390, 800
 * and 1440 px. One plain box (`.card-placeholder`, app.css), so a dozen of them add little to the page.
 */
function ProductCardPlaceholder() {
  return <div aria-hidden="true" data-card-placeholder="" className="card-placeholder" />
}

function rowBlurb(row: ProductCarouselData): string {
  if (row.key === BEST_SELLING) return 'What shoppers at this store reach for most.'
  return `Everything in ${row.title.toLowerCase()} on this menu.`
}
