/**
 * How much work a proof-of-work challenge asks for (pure; the server's challenge module and the
 * policies that pick a level share it). Each level is PBKDF2/SHA-256 of `cost` rounds, tried for
 * every counter from 0 up to one the server draws from `counter`: about 0.5 ms a try in a browser's
 * Web Crypto on this project's reference machine, so level 1 takes 0.5–1 s, level 3 3–4 s (a slow
 * phone perhaps three times that). The same work costs a script natively about as much: PBKDF2 is
 * native code in both.
 */
export const CAPTCHA_LEVELS = {
  1: { cost: 1_000, counter: [1_000, 2_000] },
  2: { cost: 1_000, counter: [2_500, 4_000] },
  3: { cost: 1_000, counter: [5_000, 8_000] },
} as const satisfies Record<number, { cost: number; counter: readonly [number, number] }>

export type CaptchaLevel = keyof typeof CAPTCHA_LEVELS

export function isCaptchaLevel(value: unknown): value is CaptchaLevel {
  return value === 1 || value === 2 || value === 3
}
