/**
 * A fixed piece of work that stands for this machine's speed in `npm run bench`: React's server
 * renderer turning the same 1,600-element tree (40 cards of 40 elements, about the menu page's
 * size) into HTML. It does not depend on the app's code, so two bench runs whose reference differs
 * ran on machines (or days) of different speed, and their other figures differ by about as much.
 * The same code measured 28 ms (menu p95) one day and 54 ms another on "the 2-core machine": this
 * figure is what tells such days apart.
 */
import { createElement as h, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'

export const REFERENCE_CARDS = 40
/** Elements in one card of the reference tree (see `card`). */
export const ELEMENTS_PER_CARD = 40

function card(index: number): ReactElement {
  const items = Array.from({ length: 7 }, (_, i) =>
    h('li', { key: i, className: 'chip text-xs' }, h('span', { className: 'font-medium' }, `Effect ${i}`), h('b', null, `${(index * 7 + i) % 31}%`), h('i', { 'aria-hidden': 'true' }, '·')),
  )
  return h(
    'article',
    { key: index, className: 'pcard rounded-xl border border-line bg-surface', 'aria-labelledby': `card-${index}` },
    h('a', { href: `/product/${index}`, className: 'pcard-image' }, h('img', { src: `/images/${index}.svg`, alt: '', width: 160, height: 160, loading: 'lazy' })),
    h('h3', { id: `card-${index}`, className: 'pcard-name' }, h('a', { href: `/product/${index}` }, `Product number ${index} & friends`)),
    h('p', { className: 'pcard-brand' }, 'North Meadow'),
    h('ul', { className: 'pcard-meta' }, items),
    h('div', { className: 'price-line' }, h('span', { className: 'price' }, `$${(index * 3.5).toFixed(2)}`), h('s', null, '$99.00')),
    h('form', { method: 'post', action: `/api/cart?productId=${index}` }, h('button', { type: 'submit', className: 'btn btn-primary w-full' }, 'Add to cart')),
  )
}

/** The reference page: `REFERENCE_CARDS` cards in a grid (and the two elements around them). */
export function referenceTree(): ReactElement {
  return h('main', null, h('section', { className: 'grid grid-cols-2 gap-4' }, Array.from({ length: REFERENCE_CARDS }, (_, i) => card(i))))
}

/** Milliseconds per render of the reference tree: the median of `runs` after `warmUp` unmeasured ones. */
export function measureReference({ runs = 60, warmUp = 20 }: { runs?: number; warmUp?: number } = {}): number {
  const tree = referenceTree()
  for (let i = 0; i < warmUp; i += 1) renderToString(tree)
  const times: number[] = []
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now()
    renderToString(tree)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)] as number
}
