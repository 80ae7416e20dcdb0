import { data, redirect, useActionData } from 'react-router'
import { getAccountUser } from '~/auth/session.server'
import { StaffBoard } from '~/orders/components/staff-board'
import { loadStaffBoard, runBoardAction, staffStoreOf } from '~/orders/staff-board.server'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
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

/** Signed out: sign in and come back. Signed in but not staff of a store: 403. */
async function requireStaff(request: Request) {
  const user = await getAccountUser(request)
  if (!user) {
    const url = new URL(request.url)
    throw redirect(`/sign-in?redirectTo=${encodeURIComponent(url.pathname + url.search)}`, { headers: { 'Cache-Control': 'no-store' } })
  }
  const storeId = user.role === 'staff' ? await staffStoreOf(user.id) : null
  return storeId ? { userId: user.id, storeId } : null
}

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request)
  if (!staff) return data({ forbidden: true as const, board: null }, { status: 403, headers: PRIVATE })
  return data({ forbidden: false as const, board: await loadStaffBoard(staff.storeId) }, { headers: PRIVATE })
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request)
  if (!staff) return data({ ok: false, message: 'Only staff can change orders.', confirmUuid: null }, { status: 403 })
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data({ ok: false, message: 'That request is not valid.', confirmUuid: null }, { status: 400 })
  }
  const result = await runBoardAction(form, staff)
  const uuid = form.get('uuid')
  const confirmUuid = !result.ok && form.get('intent') === 'cancel' && form.get('confirm') !== 'yes' && typeof uuid === 'string' ? uuid : null
  if (result.ok) return data({ ok: true, message: result.message, confirmUuid: null })
  return data({ ok: false, message: result.message, confirmUuid }, { status: result.status })
}

export default function StaffOrders({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>()
  if (loaderData.forbidden) {
    return (
      <Container className="flex flex-1 flex-col items-center justify-center gap-3 py-16 text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 403</p>
        <h1 className="font-display text-2xl font-semibold text-ink md:text-3xl">Staff only</h1>
        <p className="max-w-md text-ink-muted">The order board is for store staff. Sign in with your store’s staff account to see it.</p>
      </Container>
    )
  }
  const { board } = loaderData
  return (
    <Container className="flex flex-col gap-6 py-8 md:py-12">
      <header className="flex flex-col gap-1">
        <h1 className="font-display text-2xl font-semibold text-ink md:text-3xl">Order board</h1>
        <p className="text-ink-muted">{board.storeName}</p>
      </header>
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
