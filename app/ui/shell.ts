import type { PickerState } from '~/dispensaries/types'

/** What the root loader gives every page: the chain's identity for the header, footer and titles. */
export type ShellData = {
  site: {
    chainName: string
    tagline: string
    logo: { src: string; alt: string; width: number; height: number }
    navigation: { label: string; url: string }[]
    contact: { phone: string; email: string; supportHours: string }
  }
  year: number
  /** The region's states for the dispensary picker; null if they could not be loaded. */
  states: PickerState[] | null
}
