import { eq } from 'drizzle-orm'
import type { AccountUser } from '~/auth/types'
import type { DispensaryKey } from '~/compliance/current-dispensary'
import { getDb } from '~/db/client.server'
import { dispensaries, states, users } from '~/db/schema'
import { addressLines } from '~/dispensaries/address'
import { getDispensary } from '~/dispensaries/dispensaries.server'
import { COMING_SOON_TAG } from '~/dispensaries/licences'
import { getEnv } from '~/env.server'
import { isStateInRegion, type Region } from '~/site/host-mode'
import { homeDispensaryCookie, mapSearchUrl } from './home-dispensary'
import type { HomeDispensary, HomeDispensaryChoiceState } from './types'

/** Why a home dispensary could not be set; the message is for the shopper. */
export class HomeDispensaryRefusal extends Error {
  override name = 'HomeDispensaryRefusal'
}

type Located = { id: number; stateSlug: string; stateCode: string; slug: string; tags: string[] }

async function locate(dispensaryId: number): Promise<Located | null> {
  const [row] = await getDb()
    .select({ id: dispensaries.id, stateSlug: states.slug, stateCode: states.code, slug: dispensaries.slug, tags: dispensaries.tags })
    .from(dispensaries)
    .innerJoin(states, eq(states.id, dispensaries.stateId))
    .where(eq(dispensaries.id, dispensaryId))
    .limit(1)
  return row ?? null
}

/** The shopper's home dispensary with its hours and links; null without one (or outside this host's region). */
export async function getHomeDispensary(
  user: Pick<AccountUser, 'homeDispensaryId'>,
  region: Region,
  now = new Date(),
): Promise<HomeDispensary | null> {
  if (user.homeDispensaryId === null) return null
  const located = await locate(user.homeDispensaryId)
  if (!located) return null
  const detail = await getDispensary(located.stateSlug, located.slug, region, { now })
  if (!detail) return null
  return {
    id: located.id,
    name: detail.name,
    path: detail.path,
    address: detail.address,
    phone: detail.phone,
    week: detail.week,
    today: detail.today.day,
    timeZoneLabel: detail.timeZoneLabel,
    shopPath: detail.menus[0]?.path ?? detail.path,
    mapUrl: mapSearchUrl(detail.name, detail.address),
    comingSoon: detail.comingSoon,
  }
}

/** The region's dispensaries by state (alphabetical; open ones first, then by name) for choosing a home. */
export async function listHomeDispensaryChoices(region: Region): Promise<HomeDispensaryChoiceState[]> {
  const rows = await getDb()
    .select({
      id: dispensaries.id,
      name: dispensaries.name,
      slug: dispensaries.slug,
      street1: dispensaries.street1,
      street2: dispensaries.street2,
      city: dispensaries.city,
      zip: dispensaries.zip,
      tags: dispensaries.tags,
      stateName: states.name,
      stateSlug: states.slug,
      stateCode: states.code,
    })
    .from(dispensaries)
    .innerJoin(states, eq(states.id, dispensaries.stateId))
  const byState = new Map<string, HomeDispensaryChoiceState>()
  for (const row of rows) {
    if (!isStateInRegion(row.stateCode, region)) continue
    let state = byState.get(row.stateSlug)
    if (!state) {
      state = { name: row.stateName, slug: row.stateSlug, dispensaries: [] }
      byState.set(row.stateSlug, state)
    }
    const address = { street1: row.street1, street2: row.street2, city: row.city, stateCode: row.stateCode, zip: row.zip }
    state.dispensaries.push({
      id: row.id,
      name: row.name,
      path: `/dispensaries/${row.stateSlug}/${row.slug}`,
      addressLine: addressLines(address).join(', '),
      comingSoon: row.tags.includes(COMING_SOON_TAG),
    })
  }
  return [...byState.values()]
    .map((state) => ({
      ...state,
      dispensaries: state.dispensaries.sort((a, b) => Number(a.comingSoon) - Number(b.comingSoon) || a.name.localeCompare(b.name, 'en')),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
}

/**
 * Make a dispensary the shopper's home (users.home_dispensary_id) and return the key its cookie
 * carries. Refuses unknown dispensaries, ones outside this host's region and ones not open yet.
 */
export async function setHomeDispensary(userId: string, dispensaryId: number, region: Region, now = new Date()): Promise<DispensaryKey> {
  const located = await locate(dispensaryId)
  if (!located || !isStateInRegion(located.stateCode, region)) {
    throw new HomeDispensaryRefusal('We could not find that dispensary. Please choose one from the list.')
  }
  if (located.tags.includes(COMING_SOON_TAG)) {
    throw new HomeDispensaryRefusal('That dispensary is not open yet. Please choose another one.')
  }
  await getDb().update(users).set({ homeDispensaryId: located.id, updatedAt: now }).where(eq(users.id, userId))
  return { stateSlug: located.stateSlug, dispensarySlug: located.slug }
}

function secureCookies(): boolean {
  return getEnv().NODE_ENV === 'production'
}

/** Set-Cookie for a chosen home dispensary. */
export function homeDispensaryCookieHeader(key: DispensaryKey): string {
  return homeDispensaryCookie(key, { secure: secureCookies() })
}

/**
 * The nm_home_dispensary Set-Cookie that restores a shopper's saved home dispensary (call it on
 * sign-in); null when they have none or it no longer exists.
 */
export async function homeDispensaryCookieFor(user: Pick<AccountUser, 'homeDispensaryId'>): Promise<string | null> {
  if (user.homeDispensaryId === null) return null
  const located = await locate(user.homeDispensaryId)
  return located ? homeDispensaryCookieHeader({ stateSlug: located.stateSlug, dispensarySlug: located.slug }) : null
}
