import { Form } from 'react-router'
import { buttonClasses } from '~/ui/button'
import type { StoreChoice } from '../roles'

/**
 * An owner's choice of store on a staff page (issue 19): a plain GET form, so the store is in the
 * address (`?store=`) and the page works without JavaScript. Staff, who have one store, see none.
 */
export function StorePicker({ stores, current }: { stores: readonly StoreChoice[]; current: number }) {
  if (stores.length < 2) return null
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-surface p-4">
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-semibold text-ink">
        Store
        <select name="store" defaultValue={String(current)} className="min-h-11 w-full rounded-lg border border-line-strong bg-surface px-3 font-normal text-ink">
          {stores.map((store) => (
            <option key={store.storeId} value={store.storeId}>
              {store.label} (store {store.storeId})
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClasses('secondary')}>
        Show
      </button>
    </Form>
  )
}

/** The 403 page of the staff pages: who they are for. */
export function OperatorsOnly({ what }: { what: string }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 403</p>
      <h1 className="font-display text-2xl font-semibold text-ink md:text-3xl">Staff only</h1>
      <p className="max-w-md text-ink-muted">{what}</p>
    </div>
  )
}
