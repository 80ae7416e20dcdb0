import { failureResponse, methodNotAllowed, NO_STORE } from '~/forms/uploads/upload-api.server'
import { receiveUpload } from '~/forms/uploads/uploads.server'
import type { Route } from './+types/api.uploads.file'

/**
 * PUT /api/uploads/:uploadId/file?expires=…&signature=… — the signed URL of step 2: the body is the
 * file, streamed to upload storage and refused past 50 MB (413) before it is stored whole. Nothing is
 * ever served from here.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed('PUT', 'Send the file with PUT to the URL you were given.')
  const length = request.headers.get('content-length')
  const result = await receiveUpload(params.uploadId, new URL(request.url).searchParams, {
    contentLength: length !== null && /^\d+$/.test(length) ? Number(length) : null,
    stream: request.body,
  })
  if (!result.ok) return failureResponse(result)
  return Response.json({ size: result.size }, { headers: NO_STORE })
}

export function loader() {
  return methodNotAllowed('PUT', 'Send the file with PUT to the URL you were given.')
}
