import type { DayHours, WeekDay } from '~/dispensaries/hours'
import type { Address } from '~/dispensaries/types'

/** The app-shaped objects the account domain hands to routes and components. */

export type AccountOverview = {
  firstName: string
  homeDispensary: { name: string; addressLine: string } | null
  points: {
    heading: string
    description: string
    /** The balance; null while the programme is under construction or when it could not be read. */
    balance: number | null
    /** The programme's name (Meadow Rewards). */
    programName: string
  }
}

/** The home-dispensary block (001 §2.4) as the page shows it. */
export type HomeDispensary = {
  id: number
  name: string
  /** The dispensary's own page. */
  path: string
  address: Address
  phone: string
  week: DayHours[]
  today: WeekDay
  timeZoneLabel: string
  /** 'Shop this dispensary': its default menu, else its page. */
  shopPath: string
  mapUrl: string
  comingSoon: boolean
}

/** One row of the 'Shop a different dispensary' list. */
export type HomeDispensaryChoice = { id: number; name: string; path: string; addressLine: string; comingSoon: boolean }
export type HomeDispensaryChoiceState = { name: string; slug: string; dispensaries: HomeDispensaryChoice[] }
