import type { MenuKind, OpeningHours } from '~/db/schema'
import type { DayHours } from './hours'

/** The app-shaped objects the dispensaries domain hands to routes and components. */

export type StateSummary = {
  name: string
  slug: string
  code: string
  /** '/dispensaries/{state}' */
  path: string
}

export type MenuLink = {
  storeId: number
  kind: MenuKind
  slug: string
  isDefault: boolean
  /** The menu page, ending with '/'. */
  path: string
}

export type Address = {
  street1: string
  street2: string | null
  city: string
  stateCode: string
  zip: string
}

export type DispensarySummary = {
  name: string
  slug: string
  /** '/dispensaries/{state}/{location}' */
  path: string
  city: string
  address: Address
  phone: string
  timeZone: string
  hours: OpeningHours[]
  /** Today's hours in the dispensary's time zone, computed when the data was loaded. */
  today: DayHours
  tags: string[]
  comingSoon: boolean
  /** Default menu first, then recreational before medical. */
  menus: MenuLink[]
}

/** What a dispensary card shows. */
export type DispensaryCardData = Omit<DispensarySummary, 'hours'>

export type StateWithDispensaries = StateSummary & { dispensaries: DispensarySummary[] }

export type Licence = { label: string; number: string }

export type DispensaryDetail = DispensarySummary & {
  id: number
  state: StateSummary
  description: string
  /** Both or neither (decision 0019). */
  lat: number | null
  lng: number | null
  licences: Licence[]
  /** Monday to Sunday. */
  week: DayHours[]
  /** 'Central Time' */
  timeZoneLabel: string
  directionsUrl: string
}

export type MenuPage = {
  dispensary: DispensaryDetail
  menu: MenuLink
}

/** The lean list the header's dispensary picker needs on every page. */
export type PickerDispensary = { name: string; slug: string; city: string; path: string; comingSoon: boolean }
export type PickerState = { name: string; slug: string; path: string; dispensaries: PickerDispensary[] }

/** A dispensary found around a point (002 §7; the nearby API's hit). Distances are great-circle. */
export type NearbyDispensary = {
  id: number
  name: string
  slug: string
  /** '/dispensaries/{state}/{location}' */
  path: string
  /** The state's name. */
  state: string
  stateCode: string
  city: string
  distanceMiles: number
  approximate: true
  address: Address
  phone: string
  today: DayHours
  comingSoon: boolean
  lat: number
  lng: number
}

/** 000 §3: "Dispensary reviews carry author, comment and rating." */
export type DispensaryReview = { id: number; author: string; comment: string; rating: 1 | 2 | 3 | 4 | 5; createdAt: string }
