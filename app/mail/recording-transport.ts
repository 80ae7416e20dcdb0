import type { MailTransport, OutgoingMail } from './types'

export type RecordingTransport = MailTransport & {
  /** Every message accepted, in order. */
  sent: OutgoingMail[]
  /** The next `times` sends throw `error` (counted down per send). */
  failNext(times: number, error?: Error): void
  /** Holds every send until the returned function is called (to test overlapping workers). */
  hold(): () => void
}

/** A transport that keeps messages in memory: the delivery worker's tests use it instead of SMTP. */
export function createRecordingTransport(): RecordingTransport {
  const sent: OutgoingMail[] = []
  let failures = 0
  let failure = new Error('421 Service not available')
  let gate: Promise<void> | null = null
  return {
    sent,
    async send(message) {
      if (gate) await gate
      if (failures > 0) {
        failures -= 1
        throw failure
      }
      sent.push(message)
    },
    failNext(times, error) {
      failures = times
      if (error) failure = error
    },
    hold() {
      let release!: () => void
      gate = new Promise((resolve) => (release = resolve))
      return () => {
        gate = null
        release()
      }
    },
  }
}
