import { pino } from 'pino'

/** Structured JSON logs; every entry carries a category (e.g. 'db', 'http', 'content'). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
})

export function log(category: string) {
  return logger.child({ category })
}
