/** What a menu import reports (app/operators/menu-import.server.ts), as the command and the staff page show it. */

export type ImportProblem = { line: number; sku: string | null; field: string; message: string }

export type ImportStatus = 'imported' | 'unchanged' | 'dry-run' | 'refused' | 'rejected'

export type ImportReport = {
  status: ImportStatus
  /** One sentence for the operator. */
  message: string
  storeId: number
  dryRun: boolean
  allOrNothing: boolean
  /** Product rows read (header and empty lines aside). */
  rows: number
  accepted: number
  rejected: number
  /** The rejected rows, in file order (the first IMPORT_LIMITS.maxListedProblems). */
  problems: ImportProblem[]
  added: number
  updated: number
  unchanged: number
  takenOff: number
  /** Accepted rows for the store's other menu (medical only on an adult-use menu, or the reverse). */
  otherMenu: number
  durationMs: number
}

