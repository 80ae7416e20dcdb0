import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { encodePayload } from '~/captcha/challenge.server'

/** Solves a challenge the way a browser would (the work is real) and returns the form field's value. */
export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 })
  if (!solution) throw new Error('challenge not solved')
  return encodePayload(challenge, solution)
}
