import { Container } from '~/ui/container'
import { cx } from '~/ui/cx'
import { island } from '~/ui/island'
import type { MenuCarouselsData } from './carousel-data'
import { menuRowKeys } from './row-plan'

/**
 * The rows above a menu's grid: specials ('Deals', 'Hot Prices' in Massachusetts), the sponsored
 * row (000 §2: specials, filters, sponsored products, product carousels), best sellers, brands,
 * then a product row per kind. A row with nothing to show renders nothing.
 */
export function MenuCarousels({ data, className }: { data: MenuCarouselsData; className?: string }) {
  // The rows sit in the page column (like the hero and the grid) so the page can drop them in as is.
  return (
    <Container className={cx('flex flex-col gap-6 md:gap-8', className)}>
      {data.specials.cards.length ? <SpecialsRow title={data.specials.title} cards={data.specials.cards} storeId={data.storeId} /> : null}
      {menuRowKeys(data).map((rowKey) => (
        <MenuRow key={`${rowKey}|${data.version}`} data={data} rowKey={rowKey} />
      ))}
    </Container>
  )
}

/**
 * Every row is an island (app/ui/island.tsx): its HTML is in the page from the start, and it
 * renders for real (one row's work, not every row's at once) when a shopper gets near it. The rows'
 * code is one module, fetched with the first.
 */
const MenuRow = island(() => import('./menu-rows').then((module) => module.MenuRow), { className: 'empty:hidden' })

/**
 * The specials row, as the row under it is: in the first screen, so its code (the carousel's and
 * the row's, ~3 kB gzip) comes as soon as the page is live instead of with the page's first
 * JavaScript; a tap on its arrows before then is held and replayed. A store without specials
 * fetches none of it.
 */
const SpecialsRow = island(() => import('./specials-carousel').then((module) => module.SpecialsCarousel))
