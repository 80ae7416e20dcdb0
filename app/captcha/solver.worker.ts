import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'

/**
 * The proof-of-work solver off the main thread: Web Crypto's PBKDF2 for every counter until the
 * key the challenge names turns up. Posts the solution, or `{ error }`.
 */
// The project's types are the DOM's; a worker's global scope takes messages and posts replies.
const scope = self as unknown as { onmessage: (message: MessageEvent<{ challenge: Challenge }>) => void; postMessage: (reply: unknown) => void }

scope.onmessage = async (message) => {
  try {
    const solution = await solveChallenge({ challenge: message.data.challenge, deriveKey, timeout: 120_000 })
    scope.postMessage(solution ?? { error: 'not solved in time' })
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) })
  }
}
