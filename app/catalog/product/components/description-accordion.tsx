import { Apple, ChevronDown, Citrus, Flame, Flower2, Hop, Leaf, Sprout, TreePine, type IconComponent } from '~/ui/icons'
import { type ReactNode, useState } from 'react'
import type { ProductPageContent, TerpeneLogo } from '~/content/product-page-schema'
import type { WeightKey } from '~/catalog/search/types'
import { Tooltip } from '~/ui/tooltip'
import { cx } from '~/ui/cx'
import {
  formatLabValue,
  labResultsFor,
  sortTerpenes,
  terpeneToggleLabel,
  TERPENES_SHOWN_ON_MOBILE,
} from '../product-rules'
import type { ProductDetail } from '../types'

/** The product page's share of content/product-page.yaml, sent with the loader data. */
export type ProductPageCopy = ProductPageContent

const TERPENE_ICONS: Record<TerpeneLogo, IconComponent> = {
  mango: Sprout,
  citrus: Citrus,
  pepper: Flame,
  pine: TreePine,
  lavender: Flower2,
  hop: Hop,
  apple: Apple,
  herb: Leaf,
  leaf: Leaf,
}

/**
 * The description accordion (000 §2: first item open): Description with the store's notes,
 * Potency and lab results for the selected weight, and the Terpene profile. Native
 * <details>/<summary>, so it works before the script loads and from the keyboard.
 */
export function DescriptionAccordion({
  product,
  weight,
  copy,
}: {
  product: ProductDetail
  weight: WeightKey | null
  copy: ProductPageCopy
}) {
  const labs = labResultsFor(product.labResults, weight)
  const showLabs = product.kind !== 'gear'
  const showTerpenes = product.terpenes.length > 0
  return (
    <div className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
      <Item title={copy.accordion.description} open>
        <p className="text-base leading-relaxed whitespace-pre-line text-ink">{product.description}</p>
        {product.storeNotes ? (
          <div className="mt-4 rounded-lg bg-accent-soft/60 px-4 py-3">
            <h3 className="text-sm font-semibold text-ink">{copy.accordion.storeNotes}</h3>
            <p className="mt-1 text-sm text-ink">{product.storeNotes}</p>
          </div>
        ) : null}
      </Item>
      {showLabs ? (
        <Item title={copy.accordion.potency}>
          <p className="text-sm text-ink-muted">{labs.length ? copy.labResults.intro : copy.labResults.empty}</p>
          {labs.length ? (
            <ul className="mt-4 grid gap-3 sm:grid-cols-3">
              {labs.map((result) => {
                const unit = copy.labResults.units[result.unitId]
                return (
                  <li key={result.unitId} className="flex flex-col gap-1 rounded-lg border border-line p-4">
                    <div className="flex items-center justify-between gap-2">
                      <h3 className="text-sm font-semibold text-ink">{unit.heading}</h3>
                      <Tooltip label={`About ${unit.heading}`} content={unit.tooltip} />
                    </div>
                    {unit.image ? (
                      <img src={unit.image.src} alt={unit.image.alt} width={unit.image.width} height={unit.image.height} className="h-10 w-auto self-start" />
                    ) : null}
                    <p className="tabular font-display text-2xl font-semibold text-brand-900">{formatLabValue(result)}</p>
                    <p className="text-xs text-ink-muted">{unit.description}</p>
                  </li>
                )
              })}
            </ul>
          ) : null}
        </Item>
      ) : null}
      {showTerpenes ? (
        <Item title={copy.accordion.terpenes}>
          <TerpeneProfile terpenes={product.terpenes} copy={copy} />
        </Item>
      ) : null}
    </div>
  )
}

function Item({ title, open = false, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details open={open} className="group">
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-display text-lg font-semibold text-ink hover:bg-sunken/60 md:px-6 [&::-webkit-details-marker]:hidden">
        <h2>{title}</h2>
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180" />
      </summary>
      <div className="px-4 pb-5 md:px-6">{children}</div>
    </details>
  )
}

/**
 * Terpenes strongest first, each with its logo, subtitle, percentage and a tooltip (000 §3). Phones
 * show six at first with 'Show all (n)' / 'Show less'; wider screens show them all.
 */
function TerpeneProfile({ terpenes, copy }: { terpenes: ProductDetail['terpenes']; copy: ProductPageCopy }) {
  const [expanded, setExpanded] = useState(false)
  const sorted = sortTerpenes(terpenes)
  const toggle = terpeneToggleLabel(sorted.length, expanded)
  const top = sorted[0]?.percentage ?? 1
  return (
    <>
      <p className="text-sm text-ink-muted">{copy.terpenes.intro}</p>
      <ul id="terpene-list" className="mt-4 grid gap-3 sm:grid-cols-2">
        {sorted.map((terpene, index) => {
          const logo = copy.terpenes.logos[terpene.title.toLowerCase()] ?? copy.terpenes.defaultLogo
          const Icon = TERPENE_ICONS[logo]
          return (
            <li
              key={terpene.title}
              className={cx(
                'flex items-center gap-3 rounded-lg border border-line p-3',
                !expanded && index >= TERPENES_SHOWN_ON_MOBILE && 'hidden md:flex',
              )}
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex items-center gap-1">
                  <h3 className="text-sm font-semibold text-ink">{terpene.title}</h3>
                  <Tooltip label={`About ${terpene.title}`} content={terpene.tooltip} />
                </div>
                <p className="text-xs text-ink-muted">{terpene.subTitle}</p>
                <div aria-hidden="true" className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-sunken">
                  <div className="h-full rounded-full bg-brand-600" style={{ width: `${Math.max(4, (terpene.percentage / top) * 100)}%` }} />
                </div>
              </div>
              <p className="tabular shrink-0 text-sm font-semibold text-ink">{terpene.percentage.toFixed(2)}%</p>
            </li>
          )
        })}
      </ul>
      {toggle ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls="terpene-list"
          onClick={() => setExpanded((value) => !value)}
          className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline-offset-4 hover:underline md:hidden"
        >
          {toggle}
        </button>
      ) : null}
    </>
  )
}
