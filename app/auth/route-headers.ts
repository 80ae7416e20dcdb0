/**
 * `headers` of the sign-in, sign-up and password pages: never cached (they depend on the session
 * and may carry a token), and an action's own headers (Retry-After of a 429) reach the page's answer.
 */
export function privateAuthPageHeaders({ actionHeaders, errorHeaders }: { actionHeaders: Headers; errorHeaders: Headers | undefined }): Headers {
  const headers = new Headers(errorHeaders ?? actionHeaders)
  headers.set('Cache-Control', 'private, no-store')
  return headers
}
