/**
 * Access control: every route that reads or changes something someone owns, tried by the people
 * who do not own it. Each row of ROUTES below is one request; each row starts from the same fresh
 * world (built once, its database image put back before every row) (two stores, a shopper with orders, a cart and an abandoned cart, a guest with a
 * reservation, another shopper, staff of each store, a signed-out visitor, reviews, specials and a mail),
 * then sends the row's request as every intruder for its kind of owner:
 *
 *   owner 'shopper' (Ophelia's things)  another shopper, staff of another store, staff of her
 *                                       order's store (staff have no say over personal pages), a
 *                                       signed-out visitor
 *   owner 'guest' (a guest reservation) Ophelia, another shopper, staff of another store, another
 *                                       signed-out visitor
 *   owner 'staff' (store S's board)     a shopper who is not staff (two of them), staff of another
 *                                       store, a signed-out visitor
 *   owner 'chain' (the chain's owner,   the same intruders as 'staff'; the owner works on store S
 *   issue 19)                           without being its staff
 *   owner 'nobody' (closed to everyone) all of the above and the owners
 *
 * and checks that each gets the row's refusal (`deny`: a status, 'sign-in' for the redirect to
 * sign in and back, or 'own' when the route only ever acts on the caller's own things, e.g. a cart
 * or a profile: any non-error answer), that no answer carries the owner's private data (their name,
 * email, order and cart ids), and that the database is unchanged apart from the intruder's own rows.
 * Then the owner sends the same request and must get `ok` (for 'nobody' rows: a browser without
 * cookies), changing the database when the row says `changes`: a row whose path or body is wrong
 * fails there instead of passing as a refusal, and a path no route serves is an error.
 *
 * To add a route (leads, uploads, chat…): add one line to ROUTES with a name, the method, the path
 * and body built from the world `w` (add what the route needs to `World` and `buildWorld` if the
 * world lacks it), who owns it, what intruders get and what the owner gets, e.g.
 *
 *   { name: 'lead detail', method: 'GET', path: (w) => `/staff/leads/${w.lead.id}`, owner: 'staff', deny: STAFF_ONLY, ok: 200 },
 *
 * Requests go through app/routes.ts (route-harness.server.ts), so a new route module needs no
 * import here. The Express guards in server/ (URL checks, cross-site writes) are not in the path:
 * requests look like same-origin browser requests, so every refusal seen here is the route's own.
 */
import { eq, inArray, or, sql } from 'drizzle-orm'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signedUpShopper } from '~/account/test-accounts.server'
import { getAuth } from '~/auth/auth.server'
import { loadContent } from '~/content/content.server'
import { getDb } from '~/db/client.server'
import { carts, formLeads, formUploads, reviews, users, type OpeningHours } from '~/db/schema'
import { createDispensary, createMenu, createMenuProduct, createProduct, createSpecial, createState } from '~/db/seed/factories'
import { loadEnv } from '~/env.server'
import { getUploadStorage } from '~/forms/uploads/storage.server'
import { enqueueMail } from '~/mail/outbox.server'
import { verifyEmailMail } from '~/mail/templates'
import { createOrder } from '~/orders/order-factory.server'
import { earnPointsForOrder } from '~/rewards/ledger.server'
import { saveSpecial } from '~/specials/staff-specials.server'
import { type DatabaseImage, imageOfDatabase, restoreDatabase } from '../../tests/setup/database-image'
import { resetDatabase } from '../../tests/setup/reset-database'
import { type Answer, type Call, changesBetween, CookieJar, send, setCookieValue, snapshotDatabase } from './route-harness.server'

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
// Open around the clock, so a checkout window is on offer whenever the test runs.
const ALL_DAY: OpeningHours[] = DAYS.map((day) => ({ day, from: '00:00', to: '23:59', customLabel: null, fromMedical: null, toMedical: null }))

/** Someone with a browser (its cookie jar); visitorToken is what the database knows the browser by. */
type Person = { jar: CookieJar; userId: string | null; email: string | null; visitorToken?: string }

type World = {
  storeS: number
  storeT: number
  dispensaryT: number
  menuPathS: string
  productId: number
  /** The owner: a verified shopper with a cart at S, two orders at S, points and a verification mail. */
  ophelia: Person & { cartUuid: string; openOrder: { id: number; uuid: string }; doneOrder: { id: number; uuid: string }; mailId: number }
  /** Ophelia's cart at S from another browser, left there: what a reminder mail's link restores. */
  abandonedCartUuid: string
  /** A signed-out visitor who reserved at S: the reservation's cookie and the form they posted. */
  guest: Person & { orderUuid: string; checkoutForm: Record<string, string> }
  bertram: Person
  staffS: Person
  staffT: Person
  /** The chain's owner (issue 19): every store's staff pages. */
  chainOwner: Person
  visitor: Person
  reviewId: number
  hiddenReviewId: number
  /** A live special of store S (issue 19): its staff may end it, nobody else. */
  specialS: number
  /** A special store S's staff made (scheduled, so no price moves): its staff and the owner may edit it. */
  staffSpecialS: number
  /** A Contact Us lead to store S's dispensary, with a PDF attached (issue 17). */
  lead: { id: string; fileId: string }
  /** Text only the owners may see: an answer to an intruder must contain none of it. */
  secrets: string[]
}

type Expect = number | 'sign-in' | 'own' | { status: number; check: (answer: Answer) => void }
type Owner = 'shopper' | 'guest' | 'staff' | 'chain' | 'nobody'
type Role = 'shopper' | 'staff' | 'signedOut'

type Row = {
  name: string
  method: 'GET' | 'POST'
  path: (w: World) => string
  body?: (w: World) => Call['body']
  /** Cookies every caller sends besides their own (e.g. a reservation's nm_checkout). */
  cookies?: (w: World) => string
  accept?: string
  owner: Owner
  /** What intruders get: `signedIn` for every signed-in intruder unless `shopper` or `staff` says otherwise. */
  deny: Partial<Record<Role | 'signedIn', Expect>>
  /** What the owner gets. */
  ok: Expect
  /** The owner's request changes the database (so the snapshot would see an intruder's change). */
  changes?: boolean
  /** Secrets this row adds (e.g. the owner's helpful vote). */
  secrets?: (w: World) => string[]
  env?: Record<string, string>
}

const PERSONAL = { signedIn: 'own', signedOut: 'sign-in' } as const
const STAFF_ONLY = { shopper: 403, staff: 404, signedOut: 'sign-in' } as const
const PUBLIC = { signedIn: 200, signedOut: 200 } as const
/** A staff page naming store S: staff of another store are refused, not shown their own. */
const STAFF_NAMED = { shopper: 403, staff: 403, signedOut: 'sign-in' } as const
/** A one-product menu file for the import rows. */
const MENU_FILE = { raw: 'sku,name,brand,category,price_each,quantity_each\nAC-1,Access Pipe,Glassworks,gear,19.5,4\n', contentType: 'text/csv' }

const ROUTES: Row[] = [
  // The account area (001): every page shows the signed-in shopper's own account.
  { name: 'account overview', method: 'GET', path: () => '/account', owner: 'shopper', deny: PERSONAL, ok: 200 },
  { name: 'profile', method: 'GET', path: () => '/account/profile', owner: 'shopper', deny: PERSONAL, ok: 200 },
  { name: 'order history', method: 'GET', path: () => '/account/orders', owner: 'shopper', deny: PERSONAL, ok: 200 },
  { name: 'order detail', method: 'GET', path: (w) => `/account/orders/${w.ophelia.openOrder.uuid}`, owner: 'shopper', deny: { signedIn: 404, signedOut: 'sign-in' }, ok: 200 },
  { name: 'review from an order', method: 'POST', path: (w) => `/account/orders/${w.ophelia.doneOrder.uuid}`, body: (w) => ({ intent: 'review', productId: String(w.productId), rating: '1', comment: 'Not mine to review.' }), owner: 'shopper', deny: { signedIn: 404, signedOut: 'sign-in' }, ok: 200, changes: true },
  { name: 'order’s live products', method: 'GET', path: (w) => `/account/orders/${w.ophelia.openOrder.uuid}/products`, owner: 'shopper', deny: { signedIn: 404, signedOut: 401 }, ok: 200 },
  { name: 'orders API', method: 'GET', path: () => '/api/orders', owner: 'shopper', deny: { signedIn: 'own', signedOut: 401 }, ok: 200 },
  { name: 'rewards', method: 'GET', path: () => '/account/rewards', owner: 'shopper', deny: PERSONAL, ok: 200 },
  { name: 'home dispensary', method: 'GET', path: () => '/account/home-dispensary', owner: 'shopper', deny: PERSONAL, ok: 200 },
  { name: 'set home dispensary', method: 'POST', path: () => '/account/home-dispensary', body: (w) => ({ intent: 'set', dispensaryId: String(w.dispensaryT) }), owner: 'shopper', deny: PERSONAL, ok: 302, changes: true },
  { name: 'new verification link', method: 'POST', path: () => '/account/verification-link', accept: 'application/json', owner: 'shopper', deny: PERSONAL, ok: 200 },
  { name: 'sign out', method: 'POST', path: () => '/sign-out', owner: 'shopper', deny: { signedIn: 'own', signedOut: 'own' }, ok: 302, changes: true },
  // Carts belong to a browser (the visitor cookie): an intruder only ever reaches their own.
  { name: 'cart', method: 'GET', path: (w) => `/api/cart?storeId=${w.storeS}`, owner: 'shopper', deny: { signedIn: 'own', signedOut: 'own' }, ok: 200 },
  { name: 'clear the cart', method: 'POST', path: () => '/api/cart', body: (w) => ({ json: { intent: 'clear', storeId: w.storeS } }), owner: 'shopper', deny: { signedIn: 'own', signedOut: 'own' }, ok: 200, changes: true },
  { name: 'remove from the cart', method: 'POST', path: () => '/api/cart', body: (w) => ({ json: { intent: 'remove', storeId: w.storeS, productId: w.productId, weight: 'each' } }), owner: 'shopper', deny: { signedIn: 'own', signedOut: 'own' }, ok: 200, changes: true },
  { name: 'checkout page', method: 'GET', path: (w) => `/checkout/${w.storeS}`, owner: 'shopper', deny: { signedIn: 'own', signedOut: 'own' }, ok: 200 },
  { name: 'restore an abandoned cart', method: 'POST', path: (w) => w.menuPathS, body: (w) => ({ intent: 'restore', cartUuid: w.abandonedCartUuid }), owner: 'shopper', deny: { signedIn: { status: 303, check: restoreFailed }, signedOut: 401 }, ok: 303, changes: true },
  // Reservations (001 §4.7): post-checkout shows the order to its shopper or, for a guest, its browser.
  { name: 'post-checkout of a shopper’s reservation', method: 'GET', path: () => '/post-checkout', cookies: (w) => `nm_checkout=${w.ophelia.openOrder.uuid}`, owner: 'shopper', deny: { signedIn: 404, signedOut: 404 }, ok: 200 },
  { name: 'post-checkout of a guest’s reservation', method: 'GET', path: () => '/post-checkout', cookies: (w) => `nm_checkout=${w.guest.orderUuid}`, owner: 'guest', deny: { signedIn: 404, signedOut: 404 }, ok: 200 },
  { name: 'checkout replaying a guest’s idempotency key', method: 'POST', path: (w) => `/checkout/${w.storeS}`, body: (w) => w.guest.checkoutForm, owner: 'guest', deny: { signedIn: 409, signedOut: 409 }, ok: 302 },
  // Reviews: votes belong to a browser; a hidden review takes none.
  { name: 'reviews with the owner’s helpful vote', method: 'GET', path: (w) => `/api/reviews?productId=${w.productId}`, owner: 'shopper', deny: { signedIn: 'own', signedOut: 'own' }, ok: { status: 200, check: (a) => expect(a.text).toContain('"votedHelpful":true') }, secrets: () => ['"votedHelpful":true'] },
  { name: 'helpful vote on a hidden review', method: 'POST', path: (w) => `/api/reviews/${w.hiddenReviewId}/helpful`, owner: 'nobody', deny: { signedIn: 404, signedOut: 404 }, ok: 404 },
  // The staff board (issue 6): a store's staff only, their own store's orders only.
  { name: 'staff board', method: 'GET', path: () => '/staff/orders', owner: 'staff', deny: { shopper: 403, staff: 'own', signedOut: 'sign-in' }, ok: { status: 200, check: (a) => expect(a.text).toContain('Ophelia Ownerby') } },
  { name: 'advance an order', method: 'POST', path: () => '/staff/orders', body: (w) => ({ intent: 'advance', uuid: w.ophelia.openOrder.uuid, expected: 'verifying' }), owner: 'staff', deny: STAFF_ONLY, ok: 200, changes: true },
  { name: 'cancel an order', method: 'POST', path: () => '/staff/orders', body: (w) => ({ intent: 'cancel', uuid: w.ophelia.openOrder.uuid, expected: 'verifying', confirm: 'yes', reason: 'customer_request' }), owner: 'staff', deny: STAFF_ONLY, ok: 200, changes: true },
  // The development mailbox holds everyone's mail: switched off, it is not there for anyone.
  { name: 'dev mailbox (off)', method: 'GET', path: () => '/dev/mailbox', owner: 'nobody', deny: { signedIn: 404, signedOut: 404 }, ok: 404, env: { DEV_MAILBOX: 'false' } },
  { name: 'dev mailbox message (off)', method: 'GET', path: (w) => `/dev/mailbox/${w.ophelia.mailId}`, owner: 'nobody', deny: { signedIn: 404, signedOut: 404 }, ok: 404, env: { DEV_MAILBOX: 'false' } },
  // Specials and store settings (issue 19): a store's staff run their own store's; nobody else reaches them.
  { name: 'staff specials', method: 'GET', path: () => '/staff/specials', owner: 'staff', deny: { shopper: 403, staff: 'own', signedOut: 'sign-in' }, ok: { status: 200, check: (a) => expect(a.text).toContain('"title":"Store S weekend deal"') } },
  { name: 'end a special', method: 'POST', path: () => '/staff/specials', body: (w) => ({ intent: 'end', id: String(w.specialS) }), owner: 'staff', deny: STAFF_ONLY, ok: 200, changes: true },
  // Creating and the settings act on the store the request names: staff of another store, naming S, are refused.
  { name: 'create a special', method: 'POST', path: (w) => `/staff/specials?store=${w.storeS}`, body: (w) => newSpecialForm(w), owner: 'staff', deny: STAFF_NAMED, ok: { status: 200, check: (a) => expect(a.json()).toEqual({ ok: true, message: '“Pipes 10% off” is saved.' }) }, changes: true },
  { name: 'update a special', method: 'POST', path: () => '/staff/specials', body: (w) => ({ ...newSpecialForm(w), intent: 'update', id: String(w.staffSpecialS) }), owner: 'staff', deny: STAFF_ONLY, ok: { status: 200, check: (a) => expect(a.json()).toEqual({ ok: true, message: '“Pipes 10% off” is updated.' }) }, changes: true },
  { name: 'store settings', method: 'POST', path: (w) => `/staff/specials?store=${w.storeS}`, body: () => ({ intent: 'settings', chatBoxSetting: '1' }), owner: 'staff', deny: STAFF_NAMED, ok: 200, changes: true },
  // Leads (issue 17): a store's staff read their store's leads and download their files; nobody else.
  { name: 'staff leads', method: 'GET', path: () => '/staff/leads', owner: 'staff', deny: { shopper: 403, staff: 'own', signedOut: 'sign-in' }, ok: { status: 200, check: (a) => expect(a.text).toContain('Leadwell') } },
  { name: 'lead detail', method: 'GET', path: (w) => `/staff/leads/${w.lead.id}`, owner: 'staff', deny: STAFF_ONLY, ok: { status: 200, check: (a) => expect(a.text).toContain('leandra.leadwell@example.com') } },
  { name: 'lead file', method: 'GET', path: (w) => `/staff/leads/${w.lead.id}/files/${w.lead.fileId}`, owner: 'staff', deny: STAFF_ONLY, ok: { status: 200, check: (a) => expect(a.text).toContain('%PDF-1.4') } },
  // The menu import and the chain's owner (issue 19): staff work on their own store only; the owner on any.
  { name: 'menu import page', method: 'GET', path: () => '/staff/menu', owner: 'staff', deny: { shopper: 403, staff: 'own', signedOut: 'sign-in' }, ok: { status: 200, check: (a) => expect(a.text).toContain('"forbidden":false') } },
  { name: 'menu import page of a named store', method: 'GET', path: (w) => `/staff/menu?store=${w.storeS}`, owner: 'staff', deny: STAFF_NAMED, ok: 200 },
  { name: 'menu dry run', method: 'POST', path: (w) => `/staff/menu/import?store=${w.storeS}&name=menu.csv&mode=dry-run`, body: () => MENU_FILE, owner: 'staff', deny: STAFF_NAMED, ok: { status: 200, check: (a) => expect(a.text).toContain('"status":"dry-run"') } },
  { name: 'menu import', method: 'POST', path: (w) => `/staff/menu/import?store=${w.storeS}&name=menu.csv&mode=import`, body: () => MENU_FILE, owner: 'staff', deny: STAFF_NAMED, ok: { status: 200, check: (a) => expect(a.text).toContain('"status":"imported"') }, changes: true },
  { name: 'menu import as a form', method: 'POST', path: (w) => `/staff/menu?store=${w.storeS}`, body: () => ({ mode: 'import' }), owner: 'staff', deny: STAFF_NAMED, ok: 400 },
  { name: 'menu export', method: 'GET', path: (w) => `/staff/menu/export?store=${w.storeS}`, owner: 'staff', deny: STAFF_NAMED, ok: { status: 200, check: (a) => expect(a.text).toMatch(/^sku,name,brand,category/) } },
  { name: 'owner’s menu import at any store', method: 'POST', path: (w) => `/staff/menu/import?store=${w.storeS}&name=menu.csv&mode=import`, body: () => MENU_FILE, owner: 'chain', deny: STAFF_NAMED, ok: { status: 200, check: (a) => expect(a.text).toContain('"added":1') }, changes: true },
  { name: 'owner’s menu page of a store the chain lacks', method: 'GET', path: () => '/staff/menu?store=999999', owner: 'chain', deny: { shopper: 403, staff: 403, signedOut: 'sign-in' }, ok: 404 },
  { name: 'owner’s board of any store', method: 'GET', path: (w) => `/staff/orders?store=${w.storeS}`, owner: 'chain', deny: STAFF_NAMED, ok: { status: 200, check: (a) => expect(a.text).toContain('Ophelia Ownerby') } },
  { name: 'owner advances an order at any store', method: 'POST', path: (w) => `/staff/orders?store=${w.storeS}`, body: (w) => ({ intent: 'advance', uuid: w.ophelia.openOrder.uuid, expected: 'verifying' }), owner: 'chain', deny: STAFF_NAMED, ok: 200, changes: true },
  { name: 'owner’s specials of any store', method: 'GET', path: (w) => `/staff/specials?store=${w.storeS}`, owner: 'chain', deny: STAFF_NAMED, ok: { status: 200, check: (a) => expect(a.text).toContain('"title":"Store S weekend deal"') } },
  { name: 'owner’s specials of a store the chain lacks', method: 'GET', path: () => '/staff/specials?store=999999', owner: 'chain', deny: { shopper: 403, staff: 403, signedOut: 'sign-in' }, ok: 404 },
  { name: 'owner updates a special at any store', method: 'POST', path: (w) => `/staff/specials?store=${w.storeS}&edit=${w.staffSpecialS}`, body: (w) => ({ ...newSpecialForm(w), intent: 'update', id: String(w.staffSpecialS) }), owner: 'chain', deny: STAFF_NAMED, ok: 200, changes: true },
  { name: 'owner creates a special at any store', method: 'POST', path: (w) => `/staff/specials?store=${w.storeS}`, body: (w) => newSpecialForm(w), owner: 'chain', deny: STAFF_NAMED, ok: { status: 200, check: (a) => expect(a.json()).toEqual({ ok: true, message: '“Pipes 10% off” is saved.' }) }, changes: true },
  { name: 'owner ends a special at any store', method: 'POST', path: (w) => `/staff/specials?store=${w.storeS}`, body: (w) => ({ intent: 'end', id: String(w.specialS) }), owner: 'chain', deny: STAFF_NAMED, ok: 200, changes: true },
  { name: 'owner’s store settings at any store', method: 'POST', path: (w) => `/staff/specials?store=${w.storeS}`, body: () => ({ intent: 'settings', chatBoxSetting: '1' }), owner: 'chain', deny: STAFF_NAMED, ok: 200, changes: true },
  { name: 'owner’s leads of any store', method: 'GET', path: (w) => `/staff/leads?store=${w.storeS}`, owner: 'chain', deny: STAFF_NAMED, ok: { status: 200, check: (a) => expect(a.text).toContain('Leadwell') } },
  { name: 'owner’s lead detail', method: 'GET', path: (w) => `/staff/leads/${w.lead.id}`, owner: 'chain', deny: STAFF_ONLY, ok: { status: 200, check: (a) => expect(a.text).toContain('leandra.leadwell@example.com') } },
  { name: 'owner’s lead file', method: 'GET', path: (w) => `/staff/leads/${w.lead.id}/files/${w.lead.fileId}`, owner: 'chain', deny: STAFF_ONLY, ok: { status: 200, check: (a) => expect(a.text).toContain('%PDF-1.4') } },
  { name: 'Contact Us page', method: 'GET', path: () => '/contact', owner: 'nobody', deny: PUBLIC, ok: 200 },
  // Public pages and APIs (issue 15): everyone, signed in or not, gets the same answer, none of it
  // anyone's own, and nothing changes.
  { name: 'state deals page', method: 'GET', path: () => '/dispensaries/illinois/deals', owner: 'nobody', deny: PUBLIC, ok: 200 },
  { name: 'certifying providers locator', method: 'GET', path: () => '/certifying-providers?location=60431', owner: 'nobody', deny: PUBLIC, ok: 200 },
  { name: 'nearby dispensaries API', method: 'GET', path: () => '/api/dispensaries/nearby?lat=41.525&lng=-88.0817', owner: 'nobody', deny: PUBLIC, ok: 200 },
  { name: 'location search API', method: 'GET', path: () => '/api/locations?q=Joliet', owner: 'nobody', deny: PUBLIC, ok: 200 },
  { name: 'dispensary picker list API', method: 'GET', path: () => '/api/picker-states', owner: 'nobody', deny: PUBLIC, ok: 200 },
]

/** The special form's fields for a new special on store S's product. */
function newSpecialForm(w: World): Record<string, string> {
  return { intent: 'create', title: 'Pipes 10% off', detail: '', discountType: 'percent', amount: '10', targetKind: 'products', 'targets-products': String(w.productId), startsAt: '', endsAt: '' }
}

function restoreFailed(answer: Answer) {
  expect(setCookieValue(answer, 'nm_cart_restore')).toMatch(/^failed\./)
}

// ---------------------------------------------------------------------------------------------
// The world

/** A browser's visitor cookie, as the server hands it out: the first add to a cart sets it. */
async function addToCart(person: Person, storeId: number, productId: number): Promise<string> {
  const { jar } = person
  const answer = await send(jar, { method: 'POST', path: '/api/cart', body: { json: { intent: 'add', storeId, productId, weight: 'each' } } })
  expect(answer.status, `${jar.label} adds to a cart: ${answer.text}`).toBe(200)
  expect(jar.get('nm_visitor'), `${jar.label} has a visitor cookie`).toBeTruthy()
  const cartUuid = (answer.json() as { cartUuid: string }).cartUuid
  // Whatever the cookie looks like (signed or not), the cart row says which token it stands for.
  const [cart] = await getDb().select({ visitorToken: carts.visitorToken }).from(carts).where(eq(carts.uuid, cartUuid))
  person.visitorToken = cart?.visitorToken
  return cartUuid
}

async function signedUp(label: string, firstName: string, fields: Partial<typeof users.$inferInsert> = {}): Promise<Person> {
  const { user, cookie } = await signedUpShopper({ firstName })
  await getDb().update(users).set({ emailVerified: true, ...fields }).where(eq(users.id, user.id))
  const jar = new CookieJar(label)
  jar.take(cookie.split('; '))
  return { jar, userId: user.id, email: user.email }
}

async function buildWorld(): Promise<World> {
  const db = getDb()
  const state = await createState(db, { code: 'IL', slug: 'illinois', name: 'Illinois' })
  const dispensaryS = await createDispensary(db, { stateId: state.id, timeZone: 'America/Chicago', hours: ALL_DAY, deliveryHours: null })
  const dispensaryT = await createDispensary(db, { stateId: state.id, timeZone: 'America/Chicago', hours: ALL_DAY, deliveryHours: null })
  const menuS = await createMenu(db, { dispensaryId: dispensaryS.id, kind: 'recreational' })
  const storeS = menuS.storeId
  const storeT = (await createMenu(db, { dispensaryId: dispensaryT.id, kind: 'recreational' })).storeId
  const productId = (await createProduct(db, { kind: 'gear', name: 'Glass Pipe' })).id
  for (const storeId of [storeS, storeT]) await createMenuProduct(db, { storeId, productId, variants: [{ weight: 'each', price: 25, inventory: 50 }] })
  const specialS = (await createSpecial(db, { storeId: storeS, title: 'Store S weekend deal', productIds: [productId] })).id
  const staffSpecial = await saveSpecial(storeS, {
    title: 'Store S next year',
    detail: null,
    discountType: 'percent',
    amount: 5,
    targetKind: 'products',
    targets: [String(productId)],
    startDate: new Date(Date.now() + 365 * 86_400_000),
    endDate: null,
  })
  if (!staffSpecial.ok) throw new Error(staffSpecial.message)

  const ophelia = await signedUp('Ophelia', 'Ophelia', { lastName: 'Ownerby', name: 'Ophelia Ownerby' })
  const bertram = await signedUp('another shopper', 'Bertram')
  const staffS = await signedUp('staff of the order’s store', 'Stella', { role: 'staff', staffStoreId: storeS })
  const staffT = await signedUp('staff of another store', 'Tobias', { role: 'staff', staffStoreId: storeT })
  const chainOwner = await signedUp('the chain’s owner', 'Olive', { role: 'owner' })
  const visitor: Person = { jar: new CookieJar('signed-out visitor'), userId: null, email: null }
  const guest: Person = { jar: new CookieJar('guest'), userId: null, email: null }

  // Everyone browses with a cart of their own (at the other store, so the owner's store holds only the owners' carts).
  const cartUuid = await addToCart(ophelia, storeS, productId)
  for (const person of [bertram, staffS, staffT, visitor]) await addToCart(person, storeT, productId)

  // Ophelia's cart from another browser (signed in, another visitor cookie), which a reminder mail would restore.
  const otherBrowser: Person = { ...ophelia, jar: ophelia.jar.clone('Ophelia’s other browser').drop('nm_visitor') }
  const abandonedCartUuid = await addToCart(otherBrowser, storeS, productId)

  // The guest reserves through the checkout page.
  await addToCart(guest, storeS, productId)
  const page = await send(guest.jar, { method: 'GET', path: `/checkout/${storeS}` })
  const checkout = JSON.parse(page.text.split('\n')[0] ?? '{}') as { idempotencyKey: string; windows: { windows: { start: number; end: number }[] }[] }
  const window = checkout.windows[0]?.windows[0]
  if (!window) throw new Error('no checkout window on offer')
  const checkoutForm = {
    intent: 'reserve',
    idempotencyKey: checkout.idempotencyKey,
    mode: 'pickup',
    window: `${window.start}-${window.end}`,
    name: 'Gwendolyn Guestly',
    email: 'gwendolyn.guestly@example.com',
    phone: '3125550177',
  }
  const placed = await send(guest.jar, { method: 'POST', path: `/checkout/${storeS}`, body: checkoutForm })
  expect(placed.status, `the guest reserves: ${placed.text}`).toBe(302)
  const guestOrderUuid = guest.jar.get('nm_checkout')
  if (!guestOrderUuid) throw new Error('the guest’s reservation set no nm_checkout cookie')

  const customer = { userId: ophelia.userId, customerName: 'Ophelia Ownerby', customerEmailAddress: ophelia.email ?? '' }
  const line = [{ productId, priceId: 'each' as const, count: 1 }]
  const openOrder = await createOrder(db, { ...customer, id: 987_001, storeId: storeS, status: 'verifying', lines: line })
  const doneOrder = await createOrder(db, { ...customer, id: 987_002, storeId: storeS, status: 'finished', lines: line })
  await earnPointsForOrder({ userId: ophelia.userId!, orderReference: 'NM-987002', amountCents: 2_750 })
  const mailId = await enqueueMail(verifyEmailMail({ email: ophelia.email!, firstName: 'Ophelia' }, 'http://localhost:3000/verify?code=secret-code-987'))

  const [review, hidden] = await db
    .insert(reviews)
    .values([
      { productId, nickname: 'Ophelia O.', rating: 5, comment: 'Lovely pipe.', activities: [], feelings: [] },
      { productId, nickname: 'Hidden H.', rating: 1, comment: 'Taken down.', activities: [], feelings: [], hidden: true },
    ])
    .returning({ id: reviews.id })
  const voted = await send(ophelia.jar, { method: 'POST', path: `/api/reviews/${review!.id}/helpful` })
  expect(voted.status).toBe(200)

  const lead = await createLeadWithFile(dispensaryS.id)

  const [{ state_slug, dispensary_slug, menu_slug }] = (
    await db.execute<{ state_slug: string; dispensary_slug: string; menu_slug: string }>(sql`
      select s.slug as state_slug, d.slug as dispensary_slug, m.slug as menu_slug
      from menus m join dispensaries d on d.id = m.dispensary_id join states s on s.id = d.state_id where m.store_id = ${storeS}
    `)
  ).rows as [{ state_slug: string; dispensary_slug: string; menu_slug: string }]

  return {
    storeS,
    storeT,
    dispensaryT: dispensaryT.id,
    menuPathS: `/dispensaries/${state_slug}/${dispensary_slug}/${storeS}/${menu_slug}/`,
    productId,
    ophelia: { ...ophelia, cartUuid, openOrder, doneOrder, mailId },
    abandonedCartUuid,
    guest: { ...guest, orderUuid: guestOrderUuid, checkoutForm },
    bertram,
    staffS,
    staffT,
    chainOwner,
    visitor,
    reviewId: review!.id,
    hiddenReviewId: hidden!.id,
    specialS,
    staffSpecialS: staffSpecial.id,
    lead,
    secrets: [
      'Leadwell',
      'leandra.leadwell@example.com',
      '%PDF-1.4',
      'Ownerby',
      ophelia.email!,
      ophelia.userId!,
      cartUuid,
      abandonedCartUuid,
      openOrder.uuid,
      doneOrder.uuid,
      'NM-987001',
      'NM-987002',
      'Guestly',
      guestOrderUuid,
      'secret-code-987',
    ],
  }
}

/** A lead as the Contact Us form stores it, with a file in upload storage (under the test's DATA_DIR). */
async function createLeadWithFile(dispensaryId: number): Promise<{ id: string; fileId: string }> {
  const db = getDb()
  const [lead] = await db
    .insert(formLeads)
    .values({ formType: 'contact us', dispensaryId, leadEmail: 'leandra.leadwell@example.com', firstName: 'Leandra', lastName: 'Leadwell', payload: { form_details: { user_query: 'An order or reservation', user_message: 'Hold my order, please.', user_attachments: [] } } })
    .returning({ id: formLeads.id })
  const storageKey = crypto.randomUUID()
  const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n')
  const storage = getUploadStorage()
  if (!storage.receive) throw new Error('these tests keep uploads on local disk')
  await storage.receive(storageKey, new Blob([pdf]).stream(), 1_000)
  const [file] = await db
    .insert(formUploads)
    .values({ status: 'confirmed', storageKey, originalName: 'receipt.pdf', declaredType: 'application/pdf', sniffedType: 'application/pdf', sizeBytes: pdf.byteLength, leadId: lead!.id, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: formUploads.id })
  return { id: lead!.id, fileId: file!.id }
}

type Intruder = { label: string; role: Role; person: Person }

function intrudersOf(owner: Owner, w: World): Intruder[] {
  const as = (label: string, role: Role, person: Person): Intruder => ({ label, role, person })
  switch (owner) {
    case 'shopper':
      return [as('another shopper', 'shopper', w.bertram), as('staff of another store', 'staff', w.staffT), as('staff of the order’s store', 'staff', w.staffS), as('a signed-out visitor', 'signedOut', w.visitor)]
    case 'guest':
      return [as('a shopper', 'shopper', w.ophelia), as('another shopper', 'shopper', w.bertram), as('staff of another store', 'staff', w.staffT), as('another signed-out visitor', 'signedOut', w.visitor)]
    case 'staff':
    case 'chain':
      return [as('a shopper (not staff)', 'shopper', w.bertram), as('the order’s shopper (not staff)', 'shopper', w.ophelia), as('staff of another store', 'staff', w.staffT), as('a signed-out visitor', 'signedOut', w.visitor)]
    case 'nobody':
      return [
        ...intrudersOf('shopper', w),
        as('the shopper herself', 'shopper', w.ophelia),
        as('the guest', 'signedOut', w.guest),
      ]
  }
}

function ownerOf(owner: Owner, w: World): Person | null {
  return owner === 'shopper' ? w.ophelia : owner === 'guest' ? w.guest : owner === 'staff' ? w.staffS : owner === 'chain' ? w.chainOwner : null
}

/** What belongs to a person: their user id, email, visitor token(s) and carts; their own changes are theirs. */
async function ownIdentifiers(person: Person): Promise<string[]> {
  const tokens = person.visitorToken ? [person.visitorToken] : []
  const conditions = [
    ...(tokens.length ? [inArray(carts.visitorToken, tokens)] : []),
    ...(person.userId ? [eq(carts.userId, person.userId)] : []),
  ]
  const owned = conditions.length ? await getDb().select({ uuid: carts.uuid }).from(carts).where(or(...conditions)) : []
  return [...tokens, ...owned.map((c) => c.uuid), ...(person.userId ? [person.userId] : []), ...(person.email ? [person.email] : [])]
}

function assertExpected(answer: Answer, expected: Expect, call: Call, who: string) {
  const context = `${who}: ${answer.status} ${answer.location ?? ''} ${answer.text.slice(0, 300)}`
  if (expected === 'sign-in') {
    expect(answer.status, context).toBeGreaterThanOrEqual(300)
    expect(answer.status, context).toBeLessThan(400)
    expect(answer.location, context).toBe(`/sign-in?redirectTo=${encodeURIComponent(call.path)}`)
  } else if (expected === 'own') {
    expect(answer.status, context).toBeLessThan(400)
  } else if (typeof expected === 'number') {
    expect(answer.status, context).toBe(expected)
  } else {
    expect(answer.status, context).toBe(expected.status)
    expected.check(answer)
  }
}

function callFor(row: Row, w: World): Call {
  return { method: row.method, path: row.path(w), body: row.body?.(w), cookies: row.cookies?.(w), accept: row.accept }
}

let uploadsDir: string

beforeAll(async () => {
  await loadContent('content')
  // Lead files go to a directory of this run, not the working copy's ./data.
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'access-control-'))
  process.env.DATA_DIR = uploadsDir
  loadEnv(process.env)
})

afterAll(async () => {
  await rm(uploadsDir, { recursive: true, force: true })
})

let world: World
let image: DatabaseImage

// The world takes seconds to build (five sign-ups, a reservation through the checkout): built once,
// then its image is put back before each row, so one row's changes never reach the next.
beforeAll(async () => {
  await resetDatabase()
  world = await buildWorld()
  image = await imageOfDatabase()
})

beforeEach(async () => {
  await restoreDatabase(image)
})

afterEach(() => {
  loadEnv(process.env)
})

describe('access control: intruders are refused and change nothing', () => {
  it.each(ROUTES.map((row) => [`${row.method} ${row.name}`, row] as const))('%s', async (_name, row) => {
    const w = world
    if (row.env) loadEnv({ ...process.env, ...row.env })
    const call = callFor(row, w)
    const asked = JSON.stringify(call)
    // What the request itself names is not a leak when the answer repeats it.
    const secrets = [...w.secrets, ...(row.secrets?.(w) ?? [])].filter((secret) => !asked.includes(secret))

    for (const [index, intruder] of intrudersOf(row.owner, w).entries()) {
      const expected = row.deny[intruder.role] ?? (intruder.role === 'signedOut' ? undefined : row.deny.signedIn)
      if (expected === undefined) throw new Error(`${row.name}: no refusal given for ${intruder.role}`)
      const mine = await ownIdentifiers(intruder.person)
      const before = await snapshotDatabase(mine)
      // Each intruder's own browser, so one's cookies never reach the next; its own address for rate limits.
      const answer = await send(intruder.person.jar.clone(), { ...call, clientAddress: `10.1.0.${index + 1}` })
      assertExpected(answer, expected, call, `${row.name} as ${intruder.label}`)
      for (const secret of secrets) expect(answer.text, `${row.name} as ${intruder.label} shows ${secret}`).not.toContain(secret)
      const after = await snapshotDatabase(await ownIdentifiers(intruder.person).then((now) => [...new Set([...mine, ...now])]))
      expect(changesBetween(before, after), `${row.name} as ${intruder.label} changed the database`).toEqual({})
    }

    const owner = ownerOf(row.owner, w)
    const before = await snapshotDatabase([])
    const answer = await send(owner ? owner.jar.clone() : null, { ...call, clientAddress: '10.2.0.1' })
    assertExpected(answer, row.ok, call, `${row.name} as its owner`)
    if (row.changes) expect(Object.keys(changesBetween(before, await snapshotDatabase([]))), `${row.name} as its owner changes something`).not.toEqual([])
  })
})

describe('access control: nobody makes themselves staff', () => {
  // Roles are given in the database by an operator; an account's own sign-up cannot carry them
  // (better-auth's `input: false` on role and homeDispensaryId; staffStoreId and emailVerified are
  // not sign-up fields).
  it.each<[string, Record<string, unknown>]>([
    ['role', { role: 'staff' }],
    ['a staff store', { staffStoreId: 1001 }],
    ['a verified email', { emailVerified: true }],
    ['a home dispensary', { homeDispensaryId: 1 }],
    ['all of them', { role: 'staff', staffStoreId: 1001, emailVerified: true, homeDispensaryId: 1 }],
  ])('a sign-up carrying %s makes an unverified shopper or nothing', async (_name, extra) => {
    const email = `mallory-${Object.keys(extra).join('-')}@example.com`.toLowerCase()
    const body = {
      name: 'Mallory Mallet',
      email,
      password: 'correct horse 42',
      firstName: 'Mallory',
      lastName: 'Mallet',
      phoneNumber: '+13125550123',
      birthdate: '1990-12-10',
      homeState: 'IL',
      medicalPatient: false,
      ...extra,
    }
    const created = await getAuth()
      .api.signUpEmail({ body: body as never })
      .then(
        () => true,
        (error: unknown) => {
          expect(String(error)).toMatch(/not allowed/)
          return false
        },
      )
    const rows = await getDb()
      .select({ role: users.role, emailVerified: users.emailVerified, staffStoreId: users.staffStoreId, homeDispensaryId: users.homeDispensaryId })
      .from(users)
      .where(eq(users.email, email))
    expect(rows).toHaveLength(created ? 1 : 0)
    for (const row of rows) expect(row).toEqual({ role: 'shopper', emailVerified: false, staffStoreId: null, homeDispensaryId: null })
  })
})

describe('access control: the harness and lost rights', () => {
  it('each row starts from the whole world: its image put back equals the image taken', async () => {
    await getDb().update(users).set({ firstName: 'Changed' }).where(eq(users.id, world.bertram.userId!))
    await restoreDatabase(image)
    expect(await imageOfDatabase()).toEqual(image)
    // Sequences go on from where the world left them: a new row takes no id the world holds.
    const mailId = await enqueueMail(verifyEmailMail({ email: 'someone.new@example.com', firstName: 'Someone' }, 'http://localhost:3000/verify?code=new'))
    expect(mailId).toBe(world.ophelia.mailId + 1)
  })

  it('a path no route serves is a mistake in the table, not a refusal', async () => {
    await expect(send(world.bertram.jar, { method: 'GET', path: '/account/orders' })).resolves.toMatchObject({ status: 200 })
    await expect(send(world.bertram.jar, { method: 'GET', path: '/staff/order-board' })).rejects.toThrow(/no route serves \/staff\/order-board/)
  })

  it('staff who stop being staff lose the board at once, with the session they have', async () => {
    const board = () => send(world.staffS.jar.clone(), { method: 'GET', path: '/staff/orders' })
    expect((await board()).status).toBe(200)
    await getDb().update(users).set({ role: 'shopper' }).where(eq(users.id, world.staffS.userId!))
    expect((await board()).status).toBe(403)
    const advance = await send(world.staffS.jar.clone(), {
      method: 'POST',
      path: '/staff/orders',
      body: { intent: 'advance', uuid: world.ophelia.openOrder.uuid, expected: 'verifying' },
    })
    expect(advance.status).toBe(403)
    const [order] = await getDb().execute<{ status: string }>(sql`select status from orders where uuid = ${world.ophelia.openOrder.uuid}`).then((r) => r.rows)
    expect(order?.status).toBe('verifying')
  })
})
