import type { Logger } from 'pino'
import { logger as rootLogger } from '~/log.server'

/** 000 §8: failed calls are logged with the category 'API call'. */
export const API_CALL = 'API call'

export type ErrorReport = {
  /** Defaults to 'API call'. */
  category?: string
  /** Defaults to 'error'; 'warn' for failures the page survives with a fallback. */
  level?: 'error' | 'warn'
  /** The store the call was for; null when there was none. */
  storeId: number | null
  err: unknown
  /** Anything else worth reading next to the error (an attribute, a count). */
  [key: string]: unknown
}

/**
 * The one shape of a failed call's log entry (000 §8 'a log entry (category API call, level error,
 * with the store id)'): a JSON line carrying category, level, storeId and err (pino serialises the
 * error with its type, message and stack), plus a human message. Every API route logs through it so
 * a log search for one store or one category finds every failure the same way.
 */
export function reportError(message: string, report: ErrorReport, base: Logger = rootLogger): void {
  const { category = API_CALL, level = 'error', storeId, err, ...extra } = report
  base.child({ category })[level]({ storeId, err, ...extra }, message)
}
