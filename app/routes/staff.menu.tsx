import { data, Link } from 'react-router'
import { findCartStore } from '~/cart/cart.server'
import { MenuImportPanel } from '~/operators/components/menu-import-panel'
import { OperatorsOnly, StorePicker } from '~/operators/components/store-picker'
import { menuSummary } from '~/operators/menu-export.server'
import { CSV_COLUMNS, REQUIRED_COLUMNS } from '~/operators/menu-format'
import { formImport } from '~/operators/menu-upload.server'
import type { StoreChoice } from '~/operators/roles'
import { requireOperator, resolveStore } from '~/operators/roles.server'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { notFound } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import type { Route } from './+types/staff.menu'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

export function headers({ errorHeaders, actionHeaders }: Route.HeadersArgs): HeadersInit {
  return errorHeaders ?? actionHeaders ?? PRIVATE
}

export function meta({ matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (error) return errorMeta(error, chainName)
  return pageMeta({ title: 'Menu import', description: 'Load a store’s menu from its point-of-sale export.', chainName, noindex: true })
}

type Access = { status: 403 } | { status: 200; store: StoreChoice; stores: StoreChoice[]; owner: boolean }

/** Staff: their store. Owner: the store `?store=` names (a store the chain lacks: 404). Anyone else: 403. */
async function access(request: Request): Promise<Access> {
  const scope = await requireOperator(request)
  if (!scope) return { status: 403 }
  const resolved = await resolveStore(scope, new URL(request.url).searchParams.get('store'))
  if (!resolved.ok && resolved.status === 404) throw notFound()
  if (!resolved.ok) return { status: 403 }
  return { status: 200, store: resolved.store, stores: resolved.stores, owner: scope.role === 'owner' }
}

export async function loader({ request }: Route.LoaderArgs) {
  const found = await access(request)
  if (found.status !== 200) return data({ forbidden: true as const }, { status: 403, headers: PRIVATE })
  return data(
    {
      forbidden: false as const,
      store: found.store,
      stores: found.owner ? found.stores : [],
      summary: await menuSummary(found.store.storeId),
      menuPath: (await findCartStore(found.store.storeId))?.menuPath ?? null,
    },
    { headers: PRIVATE },
  )
}

/** The upload without JavaScript (multipart); with it, the page streams the file to /staff/menu/import. */
export async function action({ request }: Route.ActionArgs) {
  const found = await access(request)
  if (found.status !== 200) return data({ report: null, message: 'Only staff of this store can import its menu.' }, { status: 403, headers: PRIVATE })
  const { status, report } = await formImport(request, found.store.storeId)
  return data({ report, message: null }, { status, headers: PRIVATE })
}

export default function StaffMenu({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.forbidden) {
    return (
      <Container>
        <OperatorsOnly what="The menu import is for store staff and the chain’s owner. Sign in with a staff account to use it." />
      </Container>
    )
  }
  const { store, stores, summary, menuPath } = loaderData
  const storeQuery = `?store=${store.storeId}`
  return (
    <Container className="flex flex-col gap-6 py-8 md:py-12">
      <header className="flex flex-col gap-1">
        <h1 className="font-display text-2xl font-semibold text-ink md:text-3xl">Menu import</h1>
        <p className="text-ink-muted">{store.label}</p>
      </header>
      <StorePicker stores={stores} current={store.storeId} />
      <p className="text-ink">
        {summary.onMenu.toLocaleString('en-US')} {summary.onMenu === 1 ? 'product is' : 'products are'} on this menu
        {summary.imported ? `, ${summary.imported.toLocaleString('en-US')} of them from imports` : ', none from an import yet'}.{' '}
        {summary.imported ? (
          <a href={`/staff/menu/export${storeQuery}`} className="font-semibold text-brand-800 underline underline-offset-4" download>
            Download the imported menu (CSV)
          </a>
        ) : null}
      </p>
      {actionData?.message ? (
        <p role="alert" className="rounded-lg bg-danger-tint px-4 py-3 font-medium text-danger">
          {actionData.message}
        </p>
      ) : null}
      <MenuImportPanel storeId={store.storeId} storeQuery={storeQuery} serverReport={actionData?.report ?? null} />
      <details className="rounded-2xl border border-line bg-surface p-4 md:p-6">
        <summary className="cursor-pointer font-semibold text-ink">The file format</summary>
        <div className="mt-3 flex flex-col gap-3 text-sm text-ink">
          <p>
            One row per product (CSV, UTF-8, a header line) or a JSON list of products. Required: {REQUIRED_COLUMNS.join(', ')} and at least one price. Each
            weight has its own price and stock columns (price_eighth_ounce, quantity_eighth_ounce …, price_each, quantity_each). Products are matched by SKU, so
            importing the same file twice changes nothing.
          </p>
          <p className="break-words font-mono text-xs text-ink-muted">{CSV_COLUMNS.join(', ')}</p>
        </div>
      </details>
      <nav aria-label="Staff pages" className="flex flex-wrap gap-4 text-sm">
        {menuPath ? (
          <Link to={menuPath} className="font-semibold text-brand-800 underline underline-offset-4">
            View this menu
          </Link>
        ) : null}
        <Link to={`/staff/orders${storeQuery}`} className="font-semibold text-brand-800 underline underline-offset-4">
          Order board
        </Link>
        <Link to={`/staff/leads${storeQuery}`} className="font-semibold text-brand-800 underline underline-offset-4">
          Leads
        </Link>
      </nav>
    </Container>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
