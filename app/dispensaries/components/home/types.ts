/**
 * The page-content shapes the dispensary home renders (issue 15 plan §4, part C); the data
 * around the dispensary (zones, reviews, nearby stores) comes from app/dispensaries/map-data.server.ts.
 */

export type Cta = { title: string; url: string }

/** 000 §3 'Tab content'. */
export type VisitingTab = {
  tabTitle: string
  title: string
  description: string
  listItems: { title: string; logo: string | null; description: string | null }[]
  deliveryTimes: { label: string; value: string }[]
  ctas: { reservation?: Cta; events?: Cta; smokeasy?: Cta }
  promotion: Promotion | null
}

export type Promotion = {
  expiryText: string
  title: string
  dealDescription: string
  image: string | null
  mobileImage: string | null
  cta: Cta | null
}

/** 000 §3 'Deal card': the same card as the state deals page's. */
export type { DealCard } from '~/locator/deals'

export type { DispensaryReview } from '~/dispensaries/types'

/** One nearby dispensary as the 'Dispensaries Nearby' block shows it. */
export type NearbyCard = {
  slug: string
  name: string
  path: string
  city: string
  stateCode: string
  distanceMiles: number
  todayLabel: string
}
