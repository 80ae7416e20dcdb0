import { useEffect, useRef, useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { CheckboxField, SelectField } from '~/auth/components/form-controls'
import { Button } from '~/ui/button'
import { cx } from '~/ui/cx'
import { TextField } from '~/ui/text-field'
import { useHydrated } from '~/ui/use-hydrated'
import {
  DETAIL_MAX,
  DISCOUNT_TYPE_LABELS,
  DISCOUNT_TYPES,
  type SpecialErrors,
  type SpecialFields,
  TARGET_KIND_LABELS,
  TARGET_KINDS,
  type TargetKind,
  TITLE_MAX,
} from '../special-form'
import type { SpecialsPage, StaffSpecial } from '../staff-specials.server'
import { TargetPicker } from './target-picker'

/** The picker's search, by what the special applies to. */
const SEARCH_LABELS: Record<TargetKind, string> = { products: 'Find a product by name or brand', brands: 'Find a brand', categories: 'Find a category' }

export type SpecialsAnswer =
  | { ok: true; message: string }
  | { ok: false; message: string; errors: SpecialErrors; values: SpecialFields | null; id: number | null }

const STATUS_TONE: Record<StaffSpecial['status'], string> = {
  live: 'bg-brand-50 text-brand-800',
  scheduled: 'bg-accent-tint text-accent-ink',
  ended: 'bg-sunken text-ink-muted',
}

/**
 * The page's own address with `params` for this store: the store stays in every link (`?store=`),
 * so the chain's owner editing a store other than the first stays on it. Forms post to the current
 * address, which already names it.
 */
export function specialsHref(storeId: number, params: Record<string, string> = {}, hash = ''): string {
  return `?${new URLSearchParams({ store: String(storeId), ...params })}${hash}`
}

/**
 * /staff/specials: the store's card setting, the form for a new special (or the one being edited)
 * and the store's specials. Plain POST forms: everything works without JavaScript.
 */
export function StaffSpecials({ page, answer, editId }: { page: SpecialsPage; answer: SpecialsAnswer | undefined; editId: number | null }) {
  const failed = answer && !answer.ok ? answer : null
  // After a successful save the form starts over; after a refusal it shows what was sent.
  const editing = answer?.ok ? null : (page.specials.find((s) => s.id === (failed?.id ?? editId) && s.editable) ?? null)
  // The answer is at the top of the page, the button that was pressed further down: bring it to the reader.
  const notice = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (!answer || !notice.current) return
    notice.current.focus({ preventScroll: true })
    notice.current.scrollIntoView({ block: 'center' })
  }, [answer])
  const live = page.specials.filter((s) => s.status !== 'ended')
  const ended = page.specials.filter((s) => s.status === 'ended')
  return (
    <div className="flex flex-col gap-8">
      {answer ? (
        <p ref={notice} tabIndex={-1} role={answer.ok ? 'status' : 'alert'} className={answer.ok ? 'rounded-lg bg-brand-50 px-4 py-3 text-brand-900' : 'rounded-lg bg-danger-tint px-4 py-3 font-medium text-danger'}>
          {answer.message}
        </p>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-start">
        <div className="flex flex-col gap-8">
          <SpecialForm
            key={`${editing?.id ?? 'new'}:${answer?.ok ? answer.message : ''}`}
            page={page}
            editing={editing}
            errors={failed?.errors ?? {}}
            values={failed?.values ?? null}
          />
          <SettingsForm page={page} />
        </div>
        <div className="flex flex-col gap-8">
          <SpecialList title="Live and scheduled" specials={live} empty="No special is running or scheduled. Create one with the form." storeId={page.storeId} />
          {ended.length ? <SpecialList title="Ended" specials={ended} empty="" storeId={page.storeId} /> : null}
        </div>
      </div>
    </div>
  )
}

function SpecialList({ title, specials, empty, storeId }: { title: string; specials: StaffSpecial[]; empty: string; storeId: number }) {
  const id = `specials-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-display text-xl font-semibold text-ink">
        {title}
      </h2>
      {specials.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface p-4 text-ink-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {specials.map((special) => (
            <SpecialItem key={special.id} special={special} storeId={storeId} />
          ))}
        </ul>
      )}
    </section>
  )
}

function SpecialItem({ special, storeId }: { special: StaffSpecial; storeId: number }) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('id') === String(special.id)
  const titleId = `special-${special.id}`
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-lg font-semibold text-ink">
          {special.title}
        </h3>
        <span className={cx('shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_TONE[special.status])}>{special.statusLabel}</span>
      </div>
      {special.detail ? <p className="text-sm text-ink-muted">{special.detail}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">Discount</dt>
        <dd className="font-medium text-ink">{special.discountText}</dd>
        <dt className="text-ink-muted">Applies to</dt>
        <dd>
          {special.appliesTo}{' '}
          <span className="text-ink-muted">
            ({special.productCount} {special.productCount === 1 ? 'product' : 'products'})
          </span>
        </dd>
        <dt className="text-ink-muted">Starts</dt>
        <dd>{special.startsText || 'Already running'}</dd>
        <dt className="text-ink-muted">{special.status === 'ended' ? 'Ended' : 'Ends'}</dt>
        <dd>{special.endsText || 'When you end it'}</dd>
      </dl>
      {special.status !== 'ended' ? (
        <div className="flex flex-wrap gap-2">
          {special.editable ? (
            <Link to={specialsHref(storeId, { edit: String(special.id) }, '#special-form')} className="inline-flex min-h-11 items-center rounded-full border border-line-strong px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50">
              Edit<span className="sr-only"> {special.title}</span>
            </Link>
          ) : null}
          <Form method="post" preventScrollReset>
            <input type="hidden" name="id" value={special.id} />
            <Button type="submit" name="intent" value="end" variant="secondary" disabled={busy}>
              End now<span className="sr-only"> {special.title}</span>
            </Button>
          </Form>
        </div>
      ) : null}
    </li>
  )
}

function SpecialForm({
  page,
  editing,
  errors,
  values,
}: {
  page: SpecialsPage
  editing: StaffSpecial | null
  errors: SpecialErrors
  values: SpecialFields | null
}) {
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && ['create', 'update'].includes(String(navigation.formData?.get('intent')))
  const initialKind = (values?.targetKind ?? editing?.form.targetKind ?? 'products') as TargetKind
  const [targetKind, setTargetKind] = useState<TargetKind>(TARGET_KINDS.includes(initialKind) ? initialKind : 'products')
  const chosen = new Set(values?.targets ?? editing?.form.targets ?? [])
  const discountType = values?.discountType ?? editing?.discountType ?? 'percent'
  const heading = editing ? `Edit “${editing.title}”` : 'New special'
  return (
    <section aria-labelledby="special-form-title" id="special-form" className="flex scroll-mt-24 flex-col gap-4 rounded-2xl border border-line bg-surface p-4 md:p-6">
      <h2 id="special-form-title" className="font-display text-xl font-semibold text-ink">
        {heading}
      </h2>
      <Form method="post" className="flex flex-col gap-5" noValidate>
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <TextField
          label="Title"
          name="title"
          required
          maxLength={TITLE_MAX}
          hint="Shown on the deals row and as the sale label on cards."
          defaultValue={values?.title ?? editing?.title ?? ''}
          error={errors.title}
        />
        <DescriptionField defaultValue={values?.detail ?? editing?.detail ?? ''} error={errors.detail} />
        <fieldset className="flex flex-col gap-2" aria-describedby={errors.discountType ? 'discount-type-error' : undefined}>
          <legend className="mb-1 text-sm font-semibold text-ink">Discount</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            {DISCOUNT_TYPES.map((type) => (
              <label key={type} className="flex min-h-11 items-center gap-2 text-ink">
                <input type="radio" name="discountType" value={type} defaultChecked={discountType === type} className="size-5 accent-brand-700" />
                {DISCOUNT_TYPE_LABELS[type]}
              </label>
            ))}
          </div>
          {errors.discountType ? (
            <p id="discount-type-error" className="text-sm font-medium text-danger">
              {errors.discountType}
            </p>
          ) : null}
        </fieldset>
        <TextField
          label="Amount"
          name="amount"
          required
          inputMode="decimal"
          hint="A percentage (20 for 20 % off), dollars off (5), or the fixed price in dollars (25)."
          defaultValue={values?.amount ?? (editing ? String(editing.amount) : '')}
          error={errors.amount}
          className="max-w-xs"
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink">Applies to</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            {TARGET_KINDS.map((kind) => (
              <label key={kind} className="flex min-h-11 items-center gap-2 text-ink">
                <input
                  type="radio"
                  name="targetKind"
                  value={kind}
                  checked={targetKind === kind}
                  onChange={() => setTargetKind(kind)}
                  className="size-5 accent-brand-700"
                />
                {TARGET_KIND_LABELS[kind]}
              </label>
            ))}
          </div>
          {errors.targetKind ? <p className="text-sm font-medium text-danger">{errors.targetKind}</p> : null}
        </fieldset>
        {hydrated ? (
          <TargetPicker
            key={targetKind}
            legend={`${TARGET_KIND_LABELS[targetKind]} it applies to`}
            name={`targets-${targetKind}`}
            choices={page.choices[targetKind]}
            defaultChosen={[...chosen].filter((value) => page.choices[targetKind].some((c) => c.value === value))}
            searchLabel={SEARCH_LABELS[targetKind]}
            error={errors.targets}
          />
        ) : null}
        {TARGET_KINDS.map((kind) =>
          // Without JavaScript every list shows and the chosen kind's list counts.
          !hydrated ? (
            <SelectField
              key={kind}
              label={`${TARGET_KIND_LABELS[kind]} it applies to`}
              name={`targets-${kind}`}
              multiple
              size={kind === 'categories' ? Math.min(8, page.choices.categories.length) : 8}
              hint="Hold Ctrl (Cmd on a Mac) or Shift to choose more than one."
              defaultValue={[...chosen].filter((value) => page.choices[kind].some((c) => c.value === value))}
              error={kind === targetKind ? errors.targets : undefined}
            >
              {page.choices[kind].map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </SelectField>
          ) : null,
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Starts"
            name="startsAt"
            type="datetime-local"
            hint={`Store time (${page.timeZone}). Empty: now.`}
            defaultValue={values?.startsAt ?? editing?.form.startsAt ?? ''}
            error={errors.startsAt}
          />
          <TextField
            label="Ends"
            name="endsAt"
            type="datetime-local"
            hint="Store time. Empty: until you end it."
            defaultValue={values?.endsAt ?? editing?.form.endsAt ?? ''}
            error={errors.endsAt}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" name="intent" value={editing ? 'update' : 'create'} disabled={busy}>
            {editing ? 'Save changes' : 'Create special'}
          </Button>
          {editing ? (
            <Link to={specialsHref(page.storeId)} className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-800 underline underline-offset-4">
              Cancel editing
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  )
}

function DescriptionField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="special-detail" className="text-sm font-semibold text-ink">
        Description
      </label>
      <p id="special-detail-hint" className="text-sm text-ink-muted">
        One or two plain sentences for the deal’s card (optional).
      </p>
      <textarea
        id="special-detail"
        name="detail"
        rows={3}
        maxLength={DETAIL_MAX}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'special-detail-hint special-detail-error' : 'special-detail-hint'}
        className={cx(
          'w-full rounded-lg border bg-surface px-3.5 py-2.5 text-base text-ink',
          'focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none',
          error ? 'border-danger' : 'border-line-strong',
        )}
      />
      {error ? (
        <p id="special-detail-error" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function SettingsForm({ page }: { page: SpecialsPage }) {
  return (
    <section aria-labelledby="store-settings-title" className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 md:p-6">
      <h2 id="store-settings-title" className="font-display text-xl font-semibold text-ink">
        Store settings
      </h2>
      <Form method="post" className="flex flex-col gap-3">
        <CheckboxField
          id="show-card-ratings"
          name="showCardRatings"
          label="Show ratings and reviews on product cards"
          defaultChecked={page.showCardRatings}
        />
        <p className="text-sm text-ink-muted">
          {page.isOhio
            ? 'This is an Ohio store: its storefront hides ratings and reviews on cards whatever this says.'
            : 'Ohio storefronts always hide them. The product page keeps its reviews section either way.'}
        </p>
        <input type="hidden" name="chatBoxSetting" value="1" />
        <CheckboxField id="show-chat-box" name="showChatBox" label="Offer the support chat on this dispensary’s pages" defaultChecked={page.showChatBox} />
        <p className="text-sm text-ink-muted">The chat button in the footer and the chat bubble. Staff answer from the chat console.</p>
        <div>
          <Button type="submit" name="intent" value="settings" variant="secondary">
            Save settings
          </Button>
        </div>
      </Form>
    </section>
  )
}
