import { Megaphone } from '~/ui/icons'
import { type MouseEvent, useEffect, useRef } from 'react'
import { track } from '~/analytics/track'
import { ProductCard } from '~/catalog/components/product-card'
import { clickKindOf, createImpressionLog, IMPRESSION_THRESHOLD, placementAttribute, placementIdFrom } from '~/catalog/sponsored'
import { CARD_CART_FORM } from '~/cart/card-button'
import { Badge } from '~/ui/badge'
import { Carousel, type CarouselItem } from './carousel'
import type { SponsoredRowData } from './carousel-data'
import { reportSponsored } from './sponsored-tracking'
import { observeOnce } from './visibility'

/** The product column widths of the other product rows (000 §9). */
const SLIDE = 'w-[246px] xl:w-[364px]'

/** The card's own add-to-cart control: its form's submit button, or the link that opens another host. */
const CARD_ACTION = `${CARD_CART_FORM} button[type="submit"], a[target="_blank"]`

/**
 * The 'sponsored' carousel variant (000 §2): products the store promotes, in rank order, under a
 * visible 'Sponsored' label. With targeting consent (C0004) it reports impress() once per placement
 * per page view when a card is at least half in view and click() on a card's link or button
 * (isAddToCart for its add-to-cart button), by event delegation on the row; scrolling the row
 * sends 'sponsored_row_scrolled' (track() itself requires C0004 for it). Tracking never breaks the
 * row: failures are caught and logged.
 */
export function SponsoredCarousel({ row, eagerImages = 0 }: { row: SponsoredRowData; eagerImages?: number }) {
  const containerRef = useRef<HTMLDivElement>(null)
  const { storeId } = row

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    // A new page view (this row mounting) starts a new log: impress() once per placement per view.
    const impressions = createImpressionLog()
    const cards = [...container.querySelectorAll('article[data-placement]')]
    return observeOnce(
      cards,
      (card) => {
        const id = placementIdFrom(card.getAttribute('data-placement'))
        if (id === null) return
        for (const fresh of impressions.fresh([id]))
          reportSponsored({
            placementId: fresh,
            kind: 'impression',
            isAddToCart: false,
          })
      },
      IMPRESSION_THRESHOLD,
    )
  }, [row])

  if (row.cards.length === 0) return null

  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    try {
      const target = event.target instanceof Element ? event.target : null
      const card = target?.closest('article[data-placement]')
      const placementId = placementIdFrom(card?.getAttribute('data-placement'))
      if (!target || !card || placementId === null) return
      const action = target.closest(CARD_ACTION)
      const kind = clickKindOf({
        isCardAction: action !== null,
        isLink: target.closest('a[href]') !== null,
      })
      if (kind)
        reportSponsored({
          placementId,
          kind: 'click',
          isAddToCart: kind.isAddToCart,
        })
    } catch (error) {
      console.warn('sponsored: click not recorded', error)
    }
  }

  const items: CarouselItem[] = row.cards.map((card, index) => ({
    key: card.id,
    content: (
      <ProductCard
        card={card}
        layout="vertical"
        placement={placementAttribute(card.placementId)}
        position={index}
        eager={index < eagerImages}
        sponsored
      />
    ),
  }))

  return (
    <div ref={containerRef} data-sponsored-row="" onClickCapture={onClickCapture}>
      <Carousel
        title={row.title}
        headerExtra={
          <Badge tone="soon" className="self-center">
            <Megaphone aria-hidden="true" className="size-3.5" />
            Sponsored
          </Badge>
        }
        items={items}
        slideClassName={SLIDE}
        onPageChange={(page) => track('sponsored_row_scrolled', { store_id: storeId, index: page })}
      />
    </div>
  )
}
