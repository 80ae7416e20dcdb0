import { getAccountUser } from '~/auth/session.server'
import { CartRefusal, type CartShopper, addItem, clearCart, findCartStore, getCart, setQuantity } from '~/cart/cart.server'
import { type CartRequest, formProblemPage, parseCartRequest, parseStoreIdParam, safeRedirect } from '~/cart/cart-request'
import type { StoreCart } from '~/cart/types'
import { resolveVisitor, visitorCookie, visitorForWrite } from '~/cart/visitor.server'
import { getRegion } from '~/site/region.server'
import { readCapped } from '~/site/request-body.server'
import { reportError } from '~/site/report-error.server'
import type { Route } from './+types/api.cart'

/** Real cart requests are a few hundred bytes. */
const MAX_BODY_BYTES = 8 * 1024
const NO_STORE = { 'Cache-Control': 'no-store' }

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } })
}

function problem(status: number, message: string, field?: string, headers: Record<string, string> = {}) {
  return json(field ? { error: message, field } : { error: message }, status, headers)
}

function formProblem(status: number, message: string, backTo: string, headers: Record<string, string> = {}) {
  return new Response(formProblemPage(message, backTo), {
    status,
    headers: { ...NO_STORE, ...headers, 'Content-Type': 'text/html; charset=utf-8' },
  })
}

/** GET /api/cart?storeId= — the visitor's cart at a store (an empty cart when there is none). */
export async function loader({ request }: Route.LoaderArgs) {
  const storeId = parseStoreIdParam(new URL(request.url).searchParams.get('storeId'))
  if (!storeId.ok) return problem(400, storeId.message, 'storeId')
  try {
    const store = await findCartStore(storeId.value, getRegion(request))
    if (!store) return problem(404, 'This store does not exist.', 'storeId')
    const { visitor, setCookie } = await resolveVisitor(request)
    return json(await getCart(visitor, storeId.value), 200, setCookie ? { 'Set-Cookie': setCookie } : {})
  } catch (error) {
    reportError('cart read failed', { storeId: storeId.value, err: error })
    return problem(503, UNAVAILABLE, undefined, { 'Retry-After': '5' })
  }
}

const UNAVAILABLE = 'The cart could not be reached just now. Please try again.'

/**
 * POST /api/cart — add, update, remove or clear, from JSON or a form. Scripted callers get the
 * updated cart as JSON; a plain form post with `redirectTo` (a path on this site) comes back to that
 * page with a 303, so the card works without JavaScript.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return problem(405, 'Use POST to change the cart.', undefined, { Allow: 'GET, POST' })
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return problem(413, 'The request is too large.')

  const contentType = request.headers.get('content-type') ?? ''
  const isForm = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(contentType)
  const text = await readCapped(request, MAX_BODY_BYTES)
  if (text === null) return problem(413, 'The request is too large.')
  let raw: unknown
  try {
    // A form's fields may also come in its action's query (a product card's no-script form carries
    // them there instead of six hidden inputs); a field in the body wins.
    raw = isForm ? { ...queryFields(request.url), ...(await readForm(text, contentType)) } : JSON.parse(text)
  } catch {
    return problem(400, isForm ? 'The form could not be read.' : 'The body must be JSON or a form.')
  }

  const redirectTo = isForm && raw && typeof raw === 'object' ? safeRedirect((raw as Record<string, unknown>).redirectTo) : null
  const parsed = parseCartRequest(raw)
  if (!parsed.ok) return redirectTo ? formProblem(400, parsed.message, redirectTo) : problem(400, parsed.message, parsed.field)

  const body = parsed.value
  if (!(await findCartStore(body.storeId, getRegion(request)))) {
    const message = 'This store does not exist.'
    return redirectTo ? formProblem(404, message, redirectTo) : problem(404, message, 'storeId')
  }

  const { visitor, isNew } = await visitorForWrite(request)
  // Every write renews the visitor's year; a refused first write may already have opened the cart.
  const cookie = { 'Set-Cookie': visitorCookie(visitor) }
  let cart: StoreCart
  try {
    const user = await getAccountUser(request)
    cart = await apply(visitor, body, user ? { userId: user.id, homeState: user.homeState } : null)
  } catch (error) {
    if (!(error instanceof CartRefusal)) {
      reportError('cart update failed', { storeId: body.storeId, err: error, intent: body.intent })
      return redirectTo
        ? formProblem(503, UNAVAILABLE, redirectTo, { 'Retry-After': '5' })
        : problem(503, UNAVAILABLE, undefined, { 'Retry-After': '5' })
    }
    const headers = isNew ? cookie : {}
    return redirectTo ? formProblem(error.status, error.message, redirectTo, headers) : problem(error.status, error.message, undefined, headers)
  }
  if (redirectTo) return new Response(null, { status: 303, headers: { ...NO_STORE, ...cookie, Location: redirectTo } })
  return json(cart, 200, cookie)
}

/** The signed-in shopper (if any) is who the cart belongs to and whose residency the limits use. */
function apply(visitor: string, body: CartRequest, shopper: CartShopper): Promise<StoreCart> {
  switch (body.intent) {
    case 'add':
      return addItem(visitor, body.storeId, body, body.quantity ?? 1, undefined, shopper)
    case 'update':
      return setQuantity(visitor, body.storeId, body, body.quantity, undefined, shopper)
    case 'remove':
      return setQuantity(visitor, body.storeId, body, 0, undefined, shopper)
    case 'clear':
      return clearCart(visitor, body.storeId, undefined, shopper)
  }
}


/** The fields a form post carries in its action's query string (the first of each name). */
function queryFields(url: string): Record<string, string> {
  const fields: Record<string, string> = {}
  new URL(url).searchParams.forEach((value, key) => {
    if (!(key in fields)) fields[key] = value
  })
  return fields
}

/** Form fields as strings (a file field is ignored). */
async function readForm(text: string, contentType: string): Promise<Record<string, string>> {
  const form = /^multipart\//i.test(contentType)
    ? await new Response(text, { headers: { 'Content-Type': contentType } }).formData()
    : new URLSearchParams(text)
  const fields: Record<string, string> = {}
  form.forEach((value, key) => {
    if (typeof value === 'string' && !(key in fields)) fields[key] = value
  })
  return fields
}
