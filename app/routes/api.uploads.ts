import { methodNotAllowed, failureResponse, NO_STORE, uploadLimiter } from '~/forms/uploads/upload-api.server'
import { purgeExpiredUploads, requestUploads } from '~/forms/uploads/uploads.server'
import { log } from '~/log.server'
import { readCapped } from '~/site/request-body.server'
import { clientAddress, tooManyRequests } from '~/site/rate-limit.server'
import type { Route } from './+types/api.uploads'

/** POST /api/uploads {files: [{fileName, contentType, size}]} → {uploads: [{id, url, method, headers, expiresAt}]} (step 1 of 3, app/forms/uploads). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST', 'Use POST to ask for upload URLs.')
  const limit = await uploadLimiter.hit(clientAddress(context))
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds)
  const text = await readCapped(request, 8_192)
  let body: unknown
  try {
    body = text === null ? null : JSON.parse(text)
  } catch {
    body = null
  }
  // Abandoned uploads are swept as new ones are asked for; a failed sweep never blocks an upload.
  await purgeExpiredUploads().catch((error: unknown) => log('uploads').error({ err: error }, 'uploads: the sweep of expired uploads failed'))
  const result = await requestUploads(body)
  if (!result.ok) return failureResponse(result)
  return Response.json({ uploads: result.uploads }, { status: 201, headers: NO_STORE })
}

export function loader() {
  return methodNotAllowed('POST', 'Use POST to ask for upload URLs.')
}
