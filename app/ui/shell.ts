import { createContext, useContext } from 'react'
import type { Consent } from '~/analytics/consent'
import type { ShellAccount } from '~/auth/types'
import type { AgeGateView } from '~/compliance/age-gate'
import type { ShellAuthContent } from '~/content/auth-schema'
import type { FooterDispensary } from '~/compliance/footer'
import type { FooterContent } from '~/content/shell-schema'
import type { PickerDispensary } from '~/dispensaries/types'
import type { Region } from '~/site/host-mode'
import type { ShoppingStore } from '~/site/shopping-store'

/** What the root loader gives every page: the chain's identity, the gate, consent and the footer. */
export type ShellData = {
  site: {
    chainName: string
    tagline: string
    logo: { src: string; alt: string; width: number; height: number }
    navigation: { label: string; url: string }[]
    contact: { phone: string; email: string; supportHours: string }
  }
  year: number
  /**
   * The dispensaries the header may name on this page (the path's, the shopping store's, the home
   * one); null if the region's list could not be loaded (the picker is then a link to /dispensaries).
   * The picker fetches the whole list (/api/picker-states) when it is about to open.
   */
  pickerDispensaries: PickerDispensary[] | null
  /** The gate's content and mode (also for a page a shared cache stored for someone else). */
  ageGate: AgeGateView
  /** Whether the request carried the age cookie: a verified visitor's HTML never contains the gate. */
  ageVerified: boolean
  /** The stored consent choice; null until the visitor chooses (the banner shows). */
  consent: Consent | null
  footer: FooterContent
  /** The store the request's cookie says the visitor last shopped at (app/site/shopping-store.ts). */
  shoppingStore: ShoppingStore | null
  /** The dispensary the footer speaks for (the path's, else the home dispensary); null for none. */
  footerDispensary: FooterDispensary | null
  /** The host mode, and the Ohio host's origin for rewriting links to Ohio content. */
  region: Region
  ohioOrigin: string | undefined
  /** The chain's rewards rate (REWARDS_POINTS_PER_DOLLAR): product cards show the points an item earns (issue 19). */
  rewardsPointsPerDollar: number
  /** The signed-in shopper (header account link, no sticky rewards bar), or null. */
  account: ShellAccount
  /** The sticky rewards bar's and the flow=signup/flow=signin dialogs' copy. */
  auth: ShellAuthContent
}

/** The shell data for components deep in a page (rich text's host-aware links); undefined outside the app shell. */
export const ShellContext = createContext<ShellData | undefined>(undefined)

export function useShell(): ShellData | undefined {
  return useContext(ShellContext)
}
