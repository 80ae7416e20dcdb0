import { data, useActionData } from 'react-router'
import { StorePicker } from '~/operators/components/store-picker'
import { StaffSpecials } from '~/specials/components/staff-specials'
import { requireStoreOperator } from '~/specials/staff-access.server'
import { loadSpecialsPage, runSpecialsAction } from '~/specials/staff-specials.server'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { notFound } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import type { Route } from './+types/staff.specials'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

export function headers({ errorHeaders }: Route.HeadersArgs): HeadersInit {
  return errorHeaders ?? PRIVATE
}

export function meta({ matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (error) return errorMeta(error, chainName)
  return pageMeta({ title: 'Specials', description: 'Your store’s specials and settings.', chainName, noindex: true })
}

/** ?edit={id} opens that special in the form; anything else there is ignored. */
function editIdOf(request: Request): number | null {
  const value = new URL(request.url).searchParams.get('edit')
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null
}

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStoreOperator(request)
  if (!staff) return data({ forbidden: true as const, page: null, editId: null, stores: [] }, { status: 403, headers: PRIVATE })
  const page = await loadSpecialsPage(staff.storeId)
  if (!page) throw notFound()
  return data({ forbidden: false as const, page, editId: editIdOf(request), stores: staff.stores }, { headers: PRIVATE })
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStoreOperator(request)
  if (!staff) return data({ ok: false as const, message: 'Only staff can change specials.', errors: {}, values: null, id: null }, { status: 403 })
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data({ ok: false as const, message: 'That request is not valid.', errors: {}, values: null, id: null }, { status: 400 })
  }
  const result = await runSpecialsAction(form, staff.storeId)
  if (result.ok) return data({ ok: true as const, message: result.message })
  return data({ ok: false as const, message: result.message, errors: result.errors, values: result.values, id: result.id }, { status: result.status })
}

export default function StaffSpecialsRoute({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>()
  if (loaderData.forbidden) {
    return (
      <Container className="flex flex-1 flex-col items-center justify-center gap-3 py-16 text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 403</p>
        <h1 className="font-display text-2xl font-semibold text-ink md:text-3xl">Staff only</h1>
        <p className="max-w-md text-ink-muted">Specials are run by store staff. Sign in with your store’s staff account to see them.</p>
      </Container>
    )
  }
  const { page, editId, stores } = loaderData
  return (
    <Container className="flex flex-col gap-6 py-8 md:py-12">
      <header className="flex flex-col gap-1">
        <h1 className="font-display text-2xl font-semibold text-ink md:text-3xl">Specials</h1>
        <p className="text-ink-muted">{page.storeName}</p>
      </header>
      <StorePicker stores={stores} current={page.storeId} />
      <StaffSpecials page={page} answer={answer} editId={editId} />
    </Container>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
