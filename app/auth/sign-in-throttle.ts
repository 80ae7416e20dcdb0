import type { CaptchaLevel } from '~/captcha/levels'

/**
 * Sign-in throttling (decision 0016), pure: what the next attempt needs, given the wrong passwords
 * counted in the last window for the account (by email, from any address) and for the client
 * address (on any account). Never a lockout: past a few failures every attempt needs a solved
 * proof-of-work challenge, harder as the failures pile up, and the right password with a solved
 * challenge always signs in. One person typing their password wrong a couple of times sees nothing.
 */
export const SIGN_IN_THROTTLE = {
  windowMs: 60 * 60 * 1000,
  /** Failures at which each level starts, highest first. */
  perAccount: [
    { from: 30, level: 3 },
    { from: 10, level: 2 },
    { from: 3, level: 1 },
  ],
  /** An address is shared by many (a campus, a carrier's NAT): it gets more room than an account. */
  perAddress: [
    { from: 100, level: 3 },
    { from: 30, level: 2 },
    { from: 10, level: 1 },
  ],
} as const satisfies {
  windowMs: number
  perAccount: readonly { from: number; level: CaptchaLevel }[]
  perAddress: readonly { from: number; level: CaptchaLevel }[]
}

export type SignInGate = { kind: 'none' } | { kind: 'challenge'; level: CaptchaLevel }

function levelFor(failures: number, steps: readonly { from: number; level: CaptchaLevel }[]): CaptchaLevel | 0 {
  return steps.find((step) => failures >= step.from)?.level ?? 0
}

export function signInGate({ accountFailures, addressFailures }: { accountFailures: number; addressFailures: number }): SignInGate {
  const level = Math.max(levelFor(accountFailures, SIGN_IN_THROTTLE.perAccount), levelFor(addressFailures, SIGN_IN_THROTTLE.perAddress))
  return level === 0 ? { kind: 'none' } : { kind: 'challenge', level: level as CaptchaLevel }
}
