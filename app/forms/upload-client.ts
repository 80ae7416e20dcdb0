import { checkPickedFile, FILE_MESSAGES, type FilePickerVariant, isIncludedFile, oversizeMessage, storedFileName } from './file-rules'

/** What the server answers for a confirmed upload (app/forms/uploads/uploads.server.ts). */
export type UploadedFile = { id: string; fileName: string; contentType: string; size: number }

export class UploadError extends Error {}

const GENERIC = 'The file could not be uploaded. Please try again.'

async function errorOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null
  return typeof body?.error === 'string' ? body.error : GENERIC
}

/**
 * The browser's upload helper (002 §7): ask for a signed URL, PUT the file there, confirm it. Throws
 * an UploadError whose message is what the picker shows. With a key ('virginia-id') the file is
 * stored as the key plus its extension (002 §5).
 */
export async function uploadFile(
  file: File,
  { variant = 'default', fetcher = fetch, key }: { variant?: FilePickerVariant; fetcher?: typeof fetch; key?: string } = {},
): Promise<UploadedFile> {
  if (!isIncludedFile(file)) throw new UploadError(FILE_MESSAGES.invalidType)
  const problem = checkPickedFile(file, { variant })
  if (problem) throw new UploadError(problem)
  const requested = await fetcher('/api/uploads', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ files: [{ fileName: storedFileName(key, file.name), contentType: file.type, size: file.size, variant }] }),
  })
  if (!requested.ok) throw new UploadError(await errorOf(requested))
  const { uploads } = (await requested.json()) as { uploads: { id: string; url: string; headers: Record<string, string> }[] }
  const target = uploads[0]
  if (!target) throw new UploadError(GENERIC)
  const put = await fetcher(target.url, { method: 'PUT', headers: target.headers, body: file })
  if (put.status === 413) throw new UploadError(oversizeMessage(variant))
  if (!put.ok) throw new UploadError(await errorOf(put))
  const confirmed = await fetcher(`/api/uploads/${target.id}/confirm`, { method: 'POST' })
  if (!confirmed.ok) throw new UploadError(await errorOf(confirmed))
  return ((await confirmed.json()) as { upload: UploadedFile }).upload
}
