import { failureResponse, methodNotAllowed, NO_STORE } from '~/forms/uploads/upload-api.server'
import { confirmUpload } from '~/forms/uploads/uploads.server'
import type { Route } from './+types/api.uploads.confirm'

/** POST /api/uploads/:uploadId/confirm — step 3: the file's type from its bytes; JPEG, PNG and PDF only (415 otherwise). */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST', 'Use POST to confirm an upload.')
  const result = await confirmUpload(params.uploadId)
  if (!result.ok) return failureResponse(result)
  return Response.json({ upload: result.upload }, { headers: NO_STORE })
}

export function loader() {
  return methodNotAllowed('POST', 'Use POST to confirm an upload.')
}
