import { AlertCircle } from '~/ui/icons'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { track } from '~/analytics/track'
import { rememberLastMenu } from '~/site/last-menu'
import {
  appendPage,
  depthForShown,
  displayingText,
  hasMore,
  MAX_GRID_ROWS,
  nextPage,
  skeletonCount,
} from '~/catalog/listing/paging'
import { serializeMenuQuery } from '~/catalog/search/query'
import type { MenuHit, MenuQuery } from '~/catalog/search/types'
import { buttonClasses } from '~/ui/button'
import { cx } from '~/ui/cx'
import { CardSkeleton, gridClasses } from './product-grid-skeleton'
import { toProductCardModel, type ProductCardModel } from '../card-model'
import { ProductCard } from './product-card'


/**
 * Images in the first row load eagerly (five covers the widest row) when the grid opens the page
 * (a search or filters); under the carousels it is far below the first screen, and eager images
 * there would take bandwidth from what is in it. The rest wait until near the viewport.
 */
const EAGER_IMAGES = 5

/** 000 §9: the next page loads when the end of the grid comes within 800 px of the viewport. */
const INFINITE_SCROLL_MARGIN = '800px 0px'

type Props = {
  /** The cards the loader rendered (the URL's page depth). */
  cards: ProductCardModel[]
  total: number
  /** The applied query: later pages are asked for with the same filters. */
  query: MenuQuery
  label: string
  isOhioHost: boolean
  /** Dim the grid while a new filter's results are on their way. */
  busy?: boolean
  /** The grid is the first thing under the filters (no carousels above it). */
  first?: boolean
}

/**
 * The listing grid (000 §4 'Product grid'): 20 per page. With JavaScript the next page loads
 * through /api/products when the end of the grid comes near (infinite scroll) or when 'Load more'
 * is pressed; the URL's page follows so a reload keeps what was loaded. Without JavaScript 'Load
 * more' is a link to page N + 1, which the loader renders in full.
 */
export function ProductGrid({ cards, total, query, label, isOhioHost, busy = false, first = false }: Props) {
  const [extra, setExtra] = useState<ProductCardModel[]>([])
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const loadingRef = useRef(false)
  const sentinelRef = useRef<HTMLDivElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const buttonRef = useRef<HTMLAnchorElement>(null)
  /** After 'Load more', focus moves to the first new product (and the button no longer pins the scroll). */
  const focusIndex = useRef<number | null>(null)
  const location = useLocation()
  const [searchParams] = useSearchParams()

  const shown = useMemo(() => (extra.length ? appendPage(cards, extra) : cards), [cards, extra])
  const more = hasMore(shown.length, total)
  const nextHref = `${location.pathname}?${serializeMenuQuery({ ...query, page: depthForShown(shown.length) + 1 }, searchParams)}`

  const loadMore = useCallback(async (fromButton: boolean) => {
    if (loadingRef.current) return
    loadingRef.current = true
    setLoading(true)
    setFailed(false)
    try {
      const params = serializeMenuQuery({ ...query, page: nextPage(shown.length) })
      params.set('storeId', String(query.storeId))
      const response = await fetch(`/api/products?${params}`, { headers: { Accept: 'application/json' } })
      if (!response.ok) throw new Error(`/api/products answered ${response.status}`)
      const body = (await response.json()) as { algolia: MenuHit[] }
      const now = new Date()
      const page = body.algolia.map((hit) => toProductCardModel(hit, { now, isOhioHost }))
      const next = appendPage(shown, page)
      const buttonFocused = typeof document !== 'undefined' && document.activeElement === buttonRef.current
      if ((fromButton || buttonFocused) && next.length > shown.length) focusIndex.current = shown.length
      setExtra(next.slice(cards.length))
      // The URL remembers how deep the shopper went, so a reload (or Back to this entry) renders the
      // same products. Not a router navigation: that would reload what the grid already holds, and
      // its scroll handling moves the page. The history entry keeps its state, so Back and Forward
      // and scroll restoration still work.
      const depth = serializeMenuQuery({ ...query, page: depthForShown(next.length) }, searchParams)
      window.history.replaceState(window.history.state, '', `${location.pathname}?${depth}${window.location.hash}`)
    } catch (error) {
      console.warn('The next page of products could not be loaded', error)
      setFailed(true)
    } finally {
      loadingRef.current = false
      setLoading(false)
    }
  }, [cards.length, isOhioHost, location.pathname, query, searchParams, shown])

  useEffect(() => {
    const sentinel = sentinelRef.current
    if (!sentinel || !more || failed) return
    // Observing afresh after every page fires at once when the end is still in range.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore(false)
      },
      { rootMargin: INFINITE_SCROLL_MARGIN },
    )
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [more, failed, loadMore])

  useEffect(() => {
    const index = focusIndex.current
    if (index === null) return
    focusIndex.current = null
    const item = listRef.current?.children[index]
    if (item instanceof HTMLElement) item.focus()
  }, [shown.length])

  // The 404 and /error pages offer the way back to the menu browsed last.
  useEffect(() => rememberLastMenu(location.pathname), [location.pathname])

  // 001 §7 / 002 §6 'card list viewed': once per listing (a new filter, sort or search is a new one).
  const listKey = serializeMenuQuery({ ...query, page: 0 }).toString()
  useEffect(() => {
    track('card_list_viewed', { store_id: query.storeId, list: listKey ? 'menu:filtered' : 'menu', count: total })
    // The key stands for the query's content; a new object with the same listing is no new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listKey, query.storeId])

  const skeletons = loading ? skeletonCount(shown.length, total) : 0

  return (
    <div aria-busy={busy || loading || undefined}>
      <ul ref={listRef} aria-label={label} className={cx(gridClasses, 'transition-opacity', busy && 'opacity-50')}>
        {shown.map((card, index) => (
          <li key={card.id} tabIndex={-1} className="card-when-near rounded-xl">
            <ProductCard card={card} layout="responsive" placement="grid" position={index} eager={first && index < EAGER_IMAGES} />
          </li>
        ))}
        {Array.from({ length: skeletons }, (_, index) => (
          <li key={`skeleton-${index}`} aria-hidden="true">
            <CardSkeleton />
          </li>
        ))}
      </ul>
      {/* Never the scroll anchor: if the browser kept this in place while cards are added above it,
          the end of the grid would stay in range and every page would load at once. (A focused
          'Load more' would be anchored all the same, hence the focus move after a press.) */}
      <div ref={sentinelRef} aria-hidden="true" className="[overflow-anchor:none]" />
      <div className="mt-8 flex flex-col items-center gap-3 text-center [overflow-anchor:none]">
        <p className="tabular text-sm text-ink-muted" aria-live="polite">
          {displayingText(shown.length, total)}
        </p>
        {failed ? (
          <p role="alert" className="flex items-center gap-2 text-sm font-medium text-danger">
            <AlertCircle aria-hidden="true" className="size-4" />
            More products could not be loaded. Check your connection and try again.
          </p>
        ) : null}
        {more ? (
          <Link
            ref={buttonRef}
            to={nextHref}
            preventScrollReset
            onClick={(event) => {
              event.preventDefault()
              if (!loading) track('show_more_clicked', { section: 'grid', count: shown.length })
              void loadMore(true)
            }}
            aria-disabled={loading || undefined}
            className={buttonClasses('secondary', 'lg', 'min-w-48')}
          >
            {loading ? 'Loading…' : failed ? 'Try again' : 'Load more'}
          </Link>
        ) : shown.length >= MAX_GRID_ROWS && total > shown.length ? (
          <p className="max-w-md text-sm text-ink-muted">That is as far as the list goes. Use the filters or the search to find the rest.</p>
        ) : null}
      </div>
    </div>
  )
}
