import type { Challenge, Solution } from 'altcha-lib'

/**
 * The browser's side of a proof-of-work challenge (decision 0016): solves it and returns the form
 * field's value (base64 JSON of the challenge and its solution). Loaded only when a form is given a
 * challenge. The work runs in a Web Worker; where a worker cannot start (an old browser, a policy
 * that forbids it) it runs here, on Web Crypto calls that leave the page responsive in between.
 */
export async function solveChallengePayload(challenge: Challenge): Promise<string> {
  const solution = (await solveInWorker(challenge).catch(() => null)) ?? (await solveHere(challenge))
  if (!solution) throw new Error('The challenge was not solved.')
  return btoa(JSON.stringify({ challenge, solution }))
}

function solveInWorker(challenge: Challenge): Promise<Solution> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (event: MessageEvent<Solution | { error: string }>) => {
      worker.terminate()
      if ('error' in event.data) reject(new Error(event.data.error))
      else resolve(event.data)
    }
    worker.onerror = (event) => {
      worker.terminate()
      reject(new Error(event.message || 'The solver could not start.'))
    }
    worker.postMessage({ challenge })
  })
}

async function solveHere(challenge: Challenge): Promise<Solution | null> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/pbkdf2')])
  return solveChallenge({ challenge, deriveKey, timeout: 120_000 })
}
