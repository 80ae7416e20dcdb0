import type { OpeningHours } from '~/db/schema'
import type { DispensaryDetail } from './types'

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/

/**
 * The opening hours as schema.org OpeningHoursSpecification: one entry per day with both times
 * well formed ('HH:mm'); a closed day, a custom label ('By appointment') or a malformed time says
 * nothing rather than something wrong. Medical-only hours are not the store's public hours.
 */
export function openingHoursSpecification(hours: readonly OpeningHours[]): Record<string, unknown>[] {
  return hours
    .filter((day) => !day.customLabel && day.from && day.to && TIME.test(day.from) && TIME.test(day.to))
    .map((day) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${day.day}`, opens: day.from, closes: day.to }))
}

/** schema.org LocalBusiness for a dispensary's home page (issue 16: JSON-LD LocalBusiness). */
export function dispensaryJsonLd(
  dispensary: Pick<DispensaryDetail, 'name' | 'path' | 'phone' | 'address' | 'lat' | 'lng' | 'description'> & { hours: readonly OpeningHours[] },
  origin: string,
): Record<string, unknown> {
  const { address } = dispensary
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${origin}${dispensary.path}`,
    name: dispensary.name,
    url: `${origin}${dispensary.path}`,
    ...(dispensary.description ? { description: dispensary.description } : {}),
    telephone: dispensary.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [address.street1, address.street2].filter(Boolean).join(', '),
      addressLocality: address.city,
      addressRegion: address.stateCode,
      postalCode: address.zip,
      addressCountry: 'US',
    },
    ...(dispensary.lat !== null && dispensary.lng !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: dispensary.lat, longitude: dispensary.lng } }
      : {}),
    openingHoursSpecification: openingHoursSpecification(dispensary.hours),
  }
}
