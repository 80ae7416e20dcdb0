import * as Slider from '@radix-ui/react-slider'
import { ChevronDown, Star } from '~/ui/icons'
import { useEffect, useId, useRef, useState } from 'react'
import { buildCategoryTree, parentCheckState, toggleTreeValue, type TreeNode } from '~/catalog/listing/category-tree'
import {
  BRANDS_SHOWN,
  facetOptions,
  sliderBounds,
  truncateOptions,
  type FacetOption,
  type FilterSection,
  type ListSection,
  type RangeSection,
} from '~/catalog/listing/filter-sections'
import { RANGE_LABELS, type LabelSources } from '~/catalog/listing/labels'
import {
  chooseOnly,
  selectAll,
  selectedValues,
  toggleValue,
  withRange,
  withValues,
  type Selection,
} from '~/catalog/listing/selection'
import type { FacetCounts, FacetStats, RangeAttribute } from '~/catalog/search/types'
import { cx } from '~/ui/cx'
import { Tooltip } from '~/ui/tooltip'
import { overlayInput, pillClasses, pillIdle } from './filter-styles'

/** What every filter control reads and how it reports a change. */
export type ControlProps<S extends FilterSection = FilterSection> = {
  section: S
  selection: Selection
  facets: FacetCounts
  facetsStats: FacetStats
  labels: LabelSources
  onChange: (update: (selection: Selection) => Selection) => void
}

/** The right control for a section: checkbox tree, checkbox list, pills, rating options or a potency slider. */
export function FilterControl(props: ControlProps) {
  const { section } = props
  if (section.kind === 'range') return <PotencySlider {...props} section={section} />
  switch (section.control) {
    case 'tree':
      return <CheckboxTree {...props} section={section} />
    case 'checkboxes':
      return <CheckboxList {...props} section={section} />
    case 'pills':
      return <PillGroup {...props} section={section} />
    case 'rating':
      return <RatingOptions {...props} section={section} />
  }
}

const rowClasses =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-ink transition-colors hover:bg-sunken has-disabled:cursor-not-allowed has-disabled:text-ink-subtle has-disabled:hover:bg-transparent'
const boxClasses = 'size-5 shrink-0 cursor-pointer accent-brand-700 disabled:cursor-not-allowed'

function Count({ count }: { count: number }) {
  return (
    <span className="tabular ml-auto text-xs text-ink-muted">
      <span className="sr-only">, </span>
      {count}
      <span className="sr-only"> products</span>
    </span>
  )
}

/** A native checkbox with a live `indeterminate` property (React has no attribute for it). */
function Checkbox({
  checked,
  indeterminate = false,
  disabled,
  onChange,
}: {
  checked: boolean
  indeterminate?: boolean
  disabled?: boolean
  onChange: () => void
}) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate
  }, [indeterminate])
  return (
    <input
      ref={ref}
      type="checkbox"
      className={boxClasses}
      checked={checked}
      disabled={disabled}
      aria-checked={indeterminate ? 'mixed' : undefined}
      onChange={onChange}
    />
  )
}

function AllRow({ section, selection, onChange }: Pick<ControlProps<ListSection>, 'section' | 'selection' | 'onChange'>) {
  const none = selectedValues(selection, section.attribute).length === 0
  return (
    <li>
      <label className={rowClasses}>
        <Checkbox checked={none} onChange={() => onChange((s) => selectAll(s, section.attribute))} />
        <span className="font-medium">All</span>
      </label>
    </li>
  )
}

/** 001 §4.1: parents select themselves and clear their children; a child unselects its parent. */
function CheckboxTree({ section, selection, facets, labels, onChange }: ControlProps<ListSection>) {
  const selected = selectedValues(selection, section.attribute)
  const tree = buildCategoryTree(facets[section.attribute] ?? {}, selected, labels.productTypeLabels)
  const toggle = (value: string) =>
    onChange((s) => withValues(s, section.attribute, toggleTreeValue(selectedValues(s, section.attribute), value)))
  return (
    <ul className="flex flex-col">
      {section.allOption ? <AllRow section={section} selection={selection} onChange={onChange} /> : null}
      {tree.map((node) => (
        <TreeRow key={node.value} node={node} selected={selected} onToggle={toggle} />
      ))}
    </ul>
  )
}

function TreeRow({ node, selected, onToggle }: { node: TreeNode; selected: readonly string[]; onToggle: (value: string) => void }) {
  const state = parentCheckState(selected, node.value)
  const [expanded, setExpanded] = useState(state === 'indeterminate')
  const childrenId = useId()
  const hasChildren = node.children.length > 0
  return (
    <li>
      <div className="flex items-center">
        <label className={cx(rowClasses, 'min-w-0 flex-1')}>
          <Checkbox
            checked={state === 'checked'}
            indeterminate={state === 'indeterminate'}
            disabled={node.count === 0 && state === 'unchecked'}
            onChange={() => onToggle(node.value)}
          />
          <span className="truncate font-medium">{node.label}</span>
          <Count count={node.count} />
        </label>
        {hasChildren ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={childrenId}
            onClick={() => setExpanded((open) => !open)}
            className="grid size-11 shrink-0 place-items-center rounded-full text-ink-muted transition-colors hover:bg-sunken hover:text-ink"
          >
            <ChevronDown aria-hidden="true" className={cx('size-4 transition-transform', expanded && 'rotate-180')} />
            <span className="sr-only">{node.label} subcategories</span>
          </button>
        ) : (
          <span aria-hidden="true" className="size-11 shrink-0" />
        )}
      </div>
      {/* Subcategories are rendered once shown: a tree's first render (a dropdown or the drawer
          opening) draws only what the shopper sees. */}
      {hasChildren && !expanded ? <ul id={childrenId} hidden /> : null}
      {hasChildren && expanded ? (
        <ul id={childrenId} className="ml-7 border-l border-line pl-2">
          {node.children.map((child) => {
            const checked = selected.includes(child.value)
            return (
              <li key={child.value}>
                <label className={rowClasses}>
                  <Checkbox checked={checked} disabled={child.count === 0 && !checked} onChange={() => onToggle(child.value)} />
                  <span className="truncate">{child.label}</span>
                  <Count count={child.count} />
                </label>
              </li>
            )
          })}
        </ul>
      ) : null}
    </li>
  )
}

/** Brands, deals, kinds and lineages; brands show a few first ('Show all brands' / 'Show less brands'). */
function CheckboxList({ section, selection, facets, labels, onChange }: ControlProps<ListSection>) {
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const selected = selectedValues(selection, section.attribute)
  const options = facetOptions(section.attribute, facets[section.attribute], selected, labels)
  const truncates = section.attribute === 'brand'
  const shown = truncates ? truncateOptions(options, expanded) : options
  if (options.length === 0) return <NothingToFilter />
  return (
    <>
      <ul id={listId} className="flex flex-col">
        {section.allOption ? <AllRow section={section} selection={selection} onChange={onChange} /> : null}
        {shown.map((option) => (
          <li key={option.value}>
            <label className={rowClasses}>
              <Checkbox
                checked={option.checked}
                disabled={option.disabled}
                onChange={() => onChange((s) => toggleValue(s, section.attribute, option.value))}
              />
              <span className="min-w-0 truncate">{option.label}</span>
              <Count count={option.count} />
            </label>
          </li>
        ))}
      </ul>
      {truncates && shown.length < options.length ? (
        <MoreButton controls={listId} expanded={false} onClick={() => setExpanded(true)}>
          Show all brands
        </MoreButton>
      ) : null}
      {truncates && expanded && options.length > BRANDS_SHOWN ? (
        <MoreButton controls={listId} expanded onClick={() => setExpanded(false)}>
          Show less brands
        </MoreButton>
      ) : null}
    </>
  )
}

function MoreButton({
  controls,
  expanded,
  onClick,
  children,
}: {
  controls: string
  expanded: boolean
  onClick: () => void
  children: string
}) {
  return (
    <button
      type="button"
      aria-controls={controls}
      aria-expanded={expanded}
      onClick={onClick}
      className="mt-1 inline-flex min-h-11 items-center rounded-full px-2 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
    >
      {children}
    </button>
  )
}

function NothingToFilter() {
  return <p className="px-2 py-2 text-sm text-ink-muted">Nothing to filter by on this menu right now.</p>
}

/** Weights, effects and price buckets as pills (gap 8 px, 12 px on larger screens: 001 §9). */
function PillGroup({ section, selection, facets, labels, onChange }: ControlProps<ListSection>) {
  const selected = selectedValues(selection, section.attribute)
  const options = facetOptions(section.attribute, facets[section.attribute], selected, labels)
  if (options.length === 0) return <NothingToFilter />
  return (
    <ul className="flex flex-wrap gap-2 md:gap-3">
      {section.allOption ? (
        <li>
          <label className={cx(pillClasses, pillIdle)}>
            <input
              type="checkbox"
              className={overlayInput}
              checked={selected.length === 0}
              onChange={() => onChange((s) => selectAll(s, section.attribute))}
            />
            All
          </label>
        </li>
      ) : null}
      {options.map((option) => (
        <li key={option.value}>
          <Pill option={option} onToggle={() => onChange((s) => toggleValue(s, section.attribute, option.value))} />
        </li>
      ))}
    </ul>
  )
}

function Pill({ option, onToggle }: { option: FacetOption; onToggle: () => void }) {
  return (
    <label className={cx(pillClasses, pillIdle)}>
      <input type="checkbox" className={overlayInput} checked={option.checked} disabled={option.disabled} onChange={onToggle} />
      {option.label}
      <span className="tabular text-xs opacity-80">
        <span className="sr-only">, </span>
        {option.count}
        <span className="sr-only"> products</span>
      </span>
    </label>
  )
}

/** '1+ stars' … '4+ stars' (rated N or more by at least five reviewers): one choice at a time. */
function RatingOptions({ section, selection, facets, labels, onChange }: ControlProps<ListSection>) {
  const name = useId()
  const selected = selectedValues(selection, section.attribute)
  const options = facetOptions(section.attribute, facets[section.attribute], selected, labels)
  return (
    <fieldset>
      <legend className="sr-only">{section.label}</legend>
      <ul className="flex flex-col">
        {section.allOption ? (
          <li>
            <label className={rowClasses}>
              <input
                type="radio"
                name={name}
                className={boxClasses}
                checked={selected.length === 0}
                onChange={() => onChange((s) => selectAll(s, section.attribute))}
              />
              <span className="font-medium">All</span>
            </label>
          </li>
        ) : null}
        {options.map((option) => (
          <li key={option.value}>
            <label className={rowClasses}>
              <input
                type="radio"
                name={name}
                className={boxClasses}
                checked={option.checked}
                disabled={option.disabled}
                onChange={() => onChange((s) => chooseOnly(s, section.attribute, option.value))}
              />
              <span aria-hidden="true" className="flex gap-0.5 text-accent">
                {[1, 2, 3, 4, 5].map((n) => (
                  <Star key={n} className={cx('size-4', n <= Number(option.value) ? 'fill-current' : 'text-line-strong')} />
                ))}
              </span>
              <span>{option.label}</span>
              <Count count={option.count} />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

/** What each potency measures, for the slider's tooltip. */
const POTENCY_HELP: Readonly<Record<RangeAttribute, string>> = {
  percent_thc:
    'THC is the compound behind the high. The percentage is the share of THC in the product as its lab measured it; products without a measured THC level are left out while a range is set.',
  percent_cbd:
    'CBD is a non-intoxicating compound. The percentage is the share of CBD in the product as its lab measured it; products without a measured CBD level are left out while a range is set.',
  percent_thca:
    'THCa turns into THC when heated. The percentage is the share of THCa in the product as its lab measured it; products without a measured THCa level are left out while a range is set.',
}

/** Two thumbs, step 1, shown as %; bounds from the facet's stats. Its full range means no filter. */
function PotencySlider({ section, selection, facetsStats, onChange }: ControlProps<RangeSection>) {
  const labelId = useId()
  const applied = selection.ranges[section.attribute]
  const bounds = sliderBounds(facetsStats[section.attribute], applied)
  const current = applied ?? bounds
  // While a thumb moves, the slider shows where it is; the selection changes on every step.
  const [dragging, setDragging] = useState<number[] | null>(null)
  const value = dragging ?? [current.min, current.max]
  const name = RANGE_LABELS[section.attribute]
  if (bounds.max - bounds.min < 1) {
    return <p className="px-2 py-2 text-sm text-ink-muted">Every product here has the same {name} level.</p>
  }
  return (
    <div className="px-2 pb-2">
      <div className="mb-2 flex items-center gap-1 text-xs text-ink-muted">
        <span>{name} as a share of the product, in percent</span>
        <Tooltip label={`About ${name} potency`} content={POTENCY_HELP[section.attribute]} />
      </div>
      <p id={labelId} className="tabular flex justify-between text-sm font-semibold text-ink">
        <span>
          <span className="sr-only">{name} from </span>
          {value[0]}%
        </span>
        <span>
          <span className="sr-only">to </span>
          {value[1]}%
        </span>
      </p>
      <Slider.Root
        aria-labelledby={labelId}
        min={bounds.min}
        max={bounds.max}
        step={1}
        minStepsBetweenThumbs={0}
        value={value}
        onValueChange={(next) => setDragging(next)}
        onValueCommit={(next) => {
          setDragging(null)
          const [min = bounds.min, max = bounds.max] = next
          onChange((s) => withRange(s, section.attribute, { min, max }, bounds))
        }}
        className="relative mt-3 flex h-11 touch-none items-center select-none"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-line">
          <Slider.Range className="absolute h-full rounded-full bg-brand-700" />
        </Slider.Track>
        {(['Minimum', 'Maximum'] as const).map((end, index) => (
          <Slider.Thumb
            key={end}
            aria-label={`${end} ${name}`}
            aria-valuetext={`${value[index]}%`}
            className="block size-6 rounded-full border-2 border-brand-700 bg-surface shadow-card transition-colors hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          />
        ))}
      </Slider.Root>
      <p className="tabular flex justify-between text-xs text-ink-muted" aria-hidden="true">
        <span>{bounds.min}%</span>
        <span>{bounds.max}%</span>
      </p>
    </div>
  )
}
