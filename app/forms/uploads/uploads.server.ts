import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm'
import { fileTypeFromBuffer } from 'file-type'
import { z } from 'zod'
import { type Database, getDb } from '~/db/client.server'
import { formUploads } from '~/db/schema'
import { log } from '~/log.server'
import {
  checkPickedFile,
  DEFAULT_MAX_FILE_BYTES,
  displayFileName,
  FILE_MESSAGES,
  type FilePickerVariant,
  isAllowedContentType,
  oversizeMessage,
} from '../file-rules'
import { checkUploadSignature } from './signing.server'
import { getUploadStorage, type UploadStorage } from './storage.server'

const logger = log('uploads')

/**
 * The signed-URL upload protocol (002 §7, decision 0024):
 *   1. POST /api/uploads {files: [{fileName, contentType, size}]} → a signed URL per file;
 *   2. PUT each file to its URL (streamed to local storage, refused past the limit before it is
 *      whole; or straight to an S3 bucket, whose presigned URL takes only the declared size and type);
 *   3. POST /api/uploads/{id}/confirm → the stored size is checked against the limit (S3) and the
 *      file's type is read from its bytes; only JPEG, PNG and PDF are kept.
 * A confirmed upload is attached to at most one lead, within a day; a form sends its id.
 */

/** How long a signed URL may be used. */
export const UPLOAD_URL_SECONDS = 15 * 60
/** How long a confirmed file waits to be attached to a lead. */
export const ATTACH_WITHIN_HOURS = 24
/** Files per request: one per picker, and no form has more than four pickers (Virginia's three uploads and a signature). */
export const MAX_FILES_PER_REQUEST = 4
/** Bytes read to decide a file's type. */
const SNIFF_BYTES = 4_100

export type UploadFailure = { ok: false; status: 400 | 403 | 404 | 409 | 410 | 413 | 415; error: string }

const requestSchema = z.object({
  files: z
    .array(
      z.object({
        fileName: z.string().trim().min(1).max(255),
        contentType: z.string().trim().max(100),
        size: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
        /** The form's picker ('va' for the Virginia form's wording). */
        variant: z.enum(['default', 'va']).optional(),
      }),
    )
    .min(1)
    .max(MAX_FILES_PER_REQUEST),
})

export type IssuedUpload = { id: string; url: string; method: 'PUT'; headers: Record<string, string>; expiresAt: string }

/** Step 1: checks what the browser says about each file and hands out a signed URL for each. */
export async function requestUploads(
  body: unknown,
  { now = new Date(), db = getDb(), storage = getUploadStorage() }: { now?: Date; db?: Database; storage?: UploadStorage } = {},
): Promise<{ ok: true; uploads: IssuedUpload[] } | UploadFailure> {
  const parsed = requestSchema.safeParse(body)
  if (!parsed.success) return { ok: false, status: 400, error: 'Send {files: [{fileName, contentType, size}]} with one to four files.' }
  for (const file of parsed.data.files) {
    const problem = checkPickedFile({ name: file.fileName, type: file.contentType, size: file.size }, { variant: file.variant as FilePickerVariant | undefined })
    if (problem) return { ok: false, status: problem === FILE_MESSAGES.invalidType ? 415 : 413, error: problem }
  }
  const expiresAt = new Date(now.getTime() + UPLOAD_URL_SECONDS * 1000)
  const files = parsed.data.files.map((file) => ({
    storageKey: crypto.randomUUID(),
    originalName: displayFileName(file.fileName),
    declaredType: file.contentType.toLowerCase(),
    // The declared size until a PUT is received (local storage writes the size it counted).
    sizeBytes: file.size,
    createdAt: now,
    expiresAt,
  }))
  const rows = await db.insert(formUploads).values(files).returning({ id: formUploads.id, storageKey: formUploads.storageKey })
  const ids = new Map(rows.map((row) => [row.storageKey, row.id]))
  return {
    ok: true,
    uploads: files.map((file) => {
      const id = ids.get(file.storageKey)!
      // The header the PUT must carry: an S3 URL signs it, so it is the same string in both places.
      const contentType = file.declaredType || 'application/octet-stream'
      return {
        id,
        url: storage.signedPutUrl({ id, storageKey: file.storageKey, size: file.sizeBytes, contentType }, { now, expiresAt }),
        method: 'PUT',
        headers: { 'Content-Type': contentType },
        expiresAt: expiresAt.toISOString(),
      }
    }),
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Step 2: the PUT to a signed URL. The body is streamed to storage and cut off past the limit. */
export async function receiveUpload(
  id: string,
  query: URLSearchParams,
  body: { contentLength: number | null; stream: ReadableStream<Uint8Array> | null },
  { now = new Date(), db = getDb(), storage = getUploadStorage(), maxBytes = DEFAULT_MAX_FILE_BYTES }: { now?: Date; db?: Database; storage?: UploadStorage; maxBytes?: number } = {},
): Promise<{ ok: true; size: number } | UploadFailure> {
  // An S3 storage takes PUTs itself: no URL of this app receives a file then.
  if (!UUID.test(id) || !storage.receive) return { ok: false, status: 404, error: 'There is no upload at this address.' }
  const signature = checkUploadSignature(id, query, now)
  if (!signature.ok) {
    return signature.reason === 'expired'
      ? { ok: false, status: 410, error: 'This upload link has expired. Please choose the file again.' }
      : { ok: false, status: 403, error: 'This upload link is not valid.' }
  }
  const tooLarge = { ok: false, status: 413, error: oversizeMessage('default') } as const
  if (body.contentLength !== null && body.contentLength > maxBytes) return tooLarge
  if (!body.stream) return { ok: false, status: 400, error: 'The upload has no file in it.' }

  // Claim the upload: one PUT per signed URL.
  const [row] = await db
    .update(formUploads)
    .set({ status: 'received' })
    .where(and(eq(formUploads.id, id), eq(formUploads.status, 'pending'), gt(formUploads.expiresAt, now)))
    .returning({ storageKey: formUploads.storageKey })
  if (!row) return { ok: false, status: 409, error: 'This file has already been uploaded.' }

  let stored: Awaited<ReturnType<NonNullable<UploadStorage['receive']>>>
  try {
    stored = await storage.receive(row.storageKey, body.stream, maxBytes)
  } catch (error) {
    await db.delete(formUploads).where(eq(formUploads.id, id))
    throw error
  }
  if (!stored.ok) {
    await db.delete(formUploads).where(eq(formUploads.id, id))
    return tooLarge
  }
  if (stored.size === 0) {
    await storage.remove(row.storageKey)
    await db.delete(formUploads).where(eq(formUploads.id, id))
    return { ok: false, status: 400, error: 'The upload has no file in it.' }
  }
  await db.update(formUploads).set({ sizeBytes: stored.size }).where(eq(formUploads.id, id))
  return { ok: true, size: stored.size }
}

export type ConfirmedUpload = { id: string; fileName: string; contentType: string; size: number }

/**
 * Step 3: the file's type from its bytes; anything but JPEG, PNG or PDF is deleted. A file the
 * browser PUT straight to the storage (S3) is first measured: past the limit, or not the size that
 * was declared and signed, it is deleted too.
 */
export async function confirmUpload(
  id: string,
  { now = new Date(), db = getDb(), storage = getUploadStorage(), maxBytes = DEFAULT_MAX_FILE_BYTES }: { now?: Date; db?: Database; storage?: UploadStorage; maxBytes?: number } = {},
): Promise<{ ok: true; upload: ConfirmedUpload } | UploadFailure> {
  if (!UUID.test(id)) return { ok: false, status: 404, error: 'There is no upload at this address.' }
  const [row] = await db.select().from(formUploads).where(eq(formUploads.id, id))
  if (!row) return { ok: false, status: 404, error: 'There is no upload at this address.' }
  let size = row.sizeBytes ?? 0
  const shown = (contentType: string): ConfirmedUpload => ({ id: row.id, fileName: row.originalName, contentType, size })
  if (row.status === 'confirmed' && row.sniffedType) return { ok: true, upload: shown(row.sniffedType) }
  const refuse = async (failure: UploadFailure, why: Record<string, unknown>) => {
    logger.info({ uploadId: id, ...why }, 'upload refused at confirm')
    await storage.remove(row.storageKey)
    await db.delete(formUploads).where(eq(formUploads.id, id))
    return failure
  }
  if (row.status === 'pending' && !storage.receive) {
    const stored = await storage.size(row.storageKey)
    if (stored === null) return { ok: false, status: 409, error: 'The file has not been uploaded yet.' }
    if (stored > maxBytes) return refuse({ ok: false, status: 413, error: oversizeMessage('default') }, { size: stored })
    if (stored === 0) return refuse({ ok: false, status: 400, error: 'The upload has no file in it.' }, { size: stored })
    // The signed Content-Length already makes S3 refuse another size; a store that ignored it is caught here.
    if (row.sizeBytes !== null && stored !== row.sizeBytes) {
      return refuse({ ok: false, status: 400, error: 'The file stored is not the file that was announced. Please choose the file again.' }, { declared: row.sizeBytes, size: stored })
    }
    await db.update(formUploads).set({ status: 'received', sizeBytes: stored }).where(and(eq(formUploads.id, id), eq(formUploads.status, 'pending')))
    size = stored
  } else if (row.status !== 'received' || row.sizeBytes === null) {
    return { ok: false, status: 409, error: 'The file has not been uploaded yet.' }
  }

  const sniffed = await fileTypeFromBuffer(await storage.head(row.storageKey, SNIFF_BYTES)).catch(() => undefined)
  if (!sniffed || !isAllowedContentType(sniffed.mime)) {
    return refuse({ ok: false, status: 415, error: FILE_MESSAGES.invalidType }, { declared: row.declaredType, sniffed: sniffed?.mime ?? null, reason: 'not a JPEG, PNG or PDF by content' })
  }
  await db
    .update(formUploads)
    .set({ status: 'confirmed', sniffedType: sniffed.mime, expiresAt: new Date(now.getTime() + ATTACH_WITHIN_HOURS * 3_600_000) })
    .where(eq(formUploads.id, id))
  return { ok: true, upload: shown(sniffed.mime) }
}

export type Attachment = { id: string; file_name: string; content_type: string; size: number }

type Writer = Pick<Database, 'update'>

/**
 * Attaches confirmed, unattached, unexpired uploads to a lead (inside the lead's transaction) and
 * returns them; null when any id is not such an upload (already used, refused, expired, unknown).
 */
export async function attachUploads(ids: readonly string[], leadId: string, db: Writer, now: Date = new Date()): Promise<Attachment[] | null> {
  if (ids.length === 0) return []
  const rows = await db
    .update(formUploads)
    .set({ leadId })
    .where(and(inArray(formUploads.id, [...ids]), eq(formUploads.status, 'confirmed'), isNull(formUploads.leadId), gt(formUploads.expiresAt, now)))
    .returning({ id: formUploads.id, name: formUploads.originalName, type: formUploads.sniffedType, size: formUploads.sizeBytes })
  if (rows.length !== new Set(ids).size) return null
  return rows.map((row) => ({ id: row.id, file_name: row.name, content_type: row.type ?? 'application/octet-stream', size: row.size ?? 0 }))
}

/** How many stale uploads one sweep deletes (a sweep runs with each upload request). */
export const PURGE_BATCH = 20

/**
 * Deletes uploads never attached to a lead once they expired (unused signed URLs after 15 minutes,
 * confirmed files after a day), files first, then rows. It runs with every upload request, a
 * batch at a time, so files a visitor abandoned never pile up on the disk.
 */
export async function purgeExpiredUploads(
  { now = new Date(), db = getDb(), storage = getUploadStorage() }: { now?: Date; db?: Database; storage?: UploadStorage } = {},
): Promise<number> {
  const stale = await db
    .select({ id: formUploads.id, storageKey: formUploads.storageKey })
    .from(formUploads)
    .where(and(isNull(formUploads.leadId), lt(formUploads.expiresAt, now)))
    .limit(PURGE_BATCH)
  for (const row of stale) {
    await storage.remove(row.storageKey)
    await db.delete(formUploads).where(and(eq(formUploads.id, row.id), isNull(formUploads.leadId)))
  }
  return stale.length
}
