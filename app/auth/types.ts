import type { UserRole } from '~/db/schema'

/** A signed-in shopper as pages see them (001 §3 user attributes, in our names). */
export type AccountUser = {
  id: string
  email: string
  emailVerified: boolean
  firstName: string
  lastName: string
  /** E.164, e.g. '+13125550123'. */
  phoneNumber: string
  /** 'YYYY-MM-DD'. */
  birthdate: string
  /** Two-letter code of the home state (custom:home_state). */
  homeState: string
  medicalPatient: boolean
  role: UserRole
  homeDispensaryId: number | null
}

/** What the shell (header, sticky rewards bar, dialogs) knows of the visitor. */
export type ShellAccount = { firstName: string; email: string; emailVerified: boolean } | null
