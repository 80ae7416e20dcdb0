import { type DispensaryKey, HOME_DISPENSARY_COOKIE, HOME_DISPENSARY_MAX_AGE_SECONDS } from '~/compliance/current-dispensary'
import { addressLines } from '~/dispensaries/address'
import type { Address } from '~/dispensaries/types'

/**
 * The home-dispensary cookie the footer reads (001 §9: 30 days): '{stateSlug}/{dispensarySlug}'.
 * Not HttpOnly (nothing secret, and a later client feature may read it); SameSite=Lax; Secure over
 * HTTPS in production. Pure.
 */
export function homeDispensaryCookie(key: DispensaryKey, { secure }: { secure: boolean }): string {
  const value = `${key.stateSlug}/${key.dispensarySlug}`
  return [
    `${HOME_DISPENSARY_COOKIE}=${value}`,
    `Max-Age=${HOME_DISPENSARY_MAX_AGE_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

/** The same cookie, expired (logout, 001 §4.3). */
export function clearedHomeDispensaryCookie({ secure }: { secure: boolean }): string {
  return [`${HOME_DISPENSARY_COOKIE}=`, 'Max-Age=0', 'Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ')
}

/** A Google Maps search for the address, for an external 'View on map' link (nothing is fetched). */
export function mapSearchUrl(name: string, address: Address): string {
  const query = [name, ...addressLines(address)].join(', ')
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}
