import { data, useActionData } from 'react-router'
import { OperatorsOnly, StorePicker } from '~/operators/components/store-picker'
import type { StoreChoice } from '~/operators/roles'
import { requireOperator, resolveStore } from '~/operators/roles.server'
import { StaffBoard } from '~/orders/components/staff-board'
import { loadStaffBoard, runBoardAction } from '~/orders/staff-board.server'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { notFound } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import type { Route } from './+types/staff.orders'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

export function headers({ errorHeaders }: Route.HeadersArgs): HeadersInit {
  return errorHeaders ?? PRIVATE
}

export function meta({ matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (error) return errorMeta(error, chainName)
  return pageMeta({ title: 'Order board', description: 'Reservations at your store.', chainName, noindex: true })
}

/**
 * Signed out: sign in and come back. Staff: their store's board. An owner: the board of the store
 * `?store=` names (issue 19). Anyone else, or staff naming another store: 403.
 */
type StaffAccess = { status: 403 | 404 } | { status: 200; userId: string; storeId: number; stores: StoreChoice[] }

async function requireStaff(request: Request): Promise<StaffAccess> {
  const scope = await requireOperator(request)
  if (!scope) return { status: 403 }
  const resolved = await resolveStore(scope, new URL(request.url).searchParams.get('store'))
  if (!resolved.ok) return { status: resolved.status }
  return { status: 200, userId: scope.userId, storeId: resolved.store.storeId, stores: scope.role === 'owner' ? resolved.stores : [] }
}

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request)
  if (staff.status === 404) throw notFound()
  if (staff.status !== 200) return data({ forbidden: true as const, board: null, stores: [] }, { status: 403, headers: PRIVATE })
  return data({ forbidden: false as const, board: await loadStaffBoard(staff.storeId), stores: staff.stores }, { headers: PRIVATE })
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request)
  if (staff.status === 404) return data({ ok: false, message: 'There is no such store.', confirmUuid: null }, { status: 404 })
  if (staff.status !== 200) return data({ ok: false, message: 'Only staff can change orders.', confirmUuid: null }, { status: 403 })
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data({ ok: false, message: 'That request is not valid.', confirmUuid: null }, { status: 400 })
  }
  const result = await runBoardAction(form, { userId: staff.userId, storeId: staff.storeId })
  const uuid = form.get('uuid')
  const confirmUuid = !result.ok && form.get('intent') === 'cancel' && form.get('confirm') !== 'yes' && typeof uuid === 'string' ? uuid : null
  if (result.ok) return data({ ok: true, message: result.message, confirmUuid: null })
  return data({ ok: false, message: result.message, confirmUuid }, { status: result.status })
}

export default function StaffOrders({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>()
  if (loaderData.forbidden) {
    return (
      <Container>
        <OperatorsOnly what="The order board is for store staff. Sign in with your store’s staff account to see it." />
      </Container>
    )
  }
  const { board, stores } = loaderData
  return (
    <Container className="flex flex-col gap-6 py-8 md:py-12">
      <header className="flex flex-col gap-1">
        <h1 className="font-display text-2xl font-semibold text-ink md:text-3xl">Order board</h1>
        <p className="text-ink-muted">{board.storeName}</p>
      </header>
      <StorePicker stores={stores} current={board.storeId} />
      {answer ? (
        <p role={answer.ok ? 'status' : 'alert'} className={answer.ok ? 'rounded-lg bg-brand-50 px-4 py-3 text-brand-900' : 'rounded-lg bg-danger-tint px-4 py-3 font-medium text-danger'}>
          {answer.message}
        </p>
      ) : null}
      <StaffBoard board={board} confirmUuid={answer?.confirmUuid ?? null} />
    </Container>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
