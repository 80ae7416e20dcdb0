import { getDb } from '~/db/client.server'
import { tooLargeMessage } from './menu-file.server'
import { type FileFormat, formatOfFileName, IMPORT_LIMITS } from './menu-format'
import type { ImportReport } from './import-report'
import { importMenu, type ImportProgress } from './menu-import.server'

/**
 * The staff page's ways in to the menu import (/staff/menu): the raw file streamed to
 * /staff/menu/import with the page's JavaScript (the answer streams progress, then the report), and
 * a plain multipart form without it. Both refuse a file over the limit from its declared size
 * before reading it, and stop reading one that grows past the limit.
 */

export type UploadChoice = { storeId: number; fileName: string; dryRun: boolean; allOrNothing: boolean }

/** A report for a refusal that happened before the file was read. */
export function refusedReport(storeId: number, message: string, choice: Partial<UploadChoice> = {}): ImportReport {
  return {
    status: 'refused',
    message,
    storeId,
    dryRun: choice.dryRun ?? false,
    allOrNothing: choice.allOrNothing ?? false,
    rows: 0,
    accepted: 0,
    rejected: 0,
    problems: [],
    added: 0,
    updated: 0,
    unchanged: 0,
    takenOff: 0,
    otherMenu: 0,
    durationMs: 0,
  }
}

/** What is wrong with an upload before its body is read: its name, or its declared size. */
export function uploadProblem(fileName: string, declaredBytes: number | null, maxBytes: number = IMPORT_LIMITS.maxBytes): { status: 400 | 413; message: string } | null {
  if (!fileName) return { status: 400, message: 'Choose a menu file (.csv or .json).' }
  if (!formatOfFileName(fileName)) return { status: 400, message: `“${fileName}” is not a .csv or .json file.` }
  if (declaredBytes !== null && declaredBytes > maxBytes) return { status: 413, message: `${tooLargeMessage(declaredBytes, maxBytes)} Nothing was changed.` }
  return null
}

export function declaredLength(request: Request): number | null {
  const value = request.headers.get('content-length')
  return value && /^\d+$/.test(value) ? Number(value) : null
}

/**
 * POST /staff/menu/import: the body is the file itself. Answers newline-delimited JSON: progress
 * lines ({"type":"progress","phase":"reading","rows":2000}) and, last, {"type":"report",...}.
 */
export function streamedImport(request: Request, choice: UploadChoice): Response {
  const headers = { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' }
  const problem = uploadProblem(choice.fileName, declaredLength(request))
  if (problem) {
    return new Response(JSON.stringify({ type: 'report', report: refusedReport(choice.storeId, problem.message, choice) }) + '\n', { status: problem.status, headers })
  }
  const body = request.body
  if (!body) return new Response(JSON.stringify({ type: 'report', report: refusedReport(choice.storeId, 'The file is empty.', choice) }) + '\n', { status: 400, headers })
  const format = formatOfFileName(choice.fileName) as FileFormat
  const encoder = new TextEncoder()
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: object) => controller.enqueue(encoder.encode(JSON.stringify(line) + '\n'))
      try {
        const report = await importMenu(getDb(), body, {
          storeId: choice.storeId,
          format,
          dryRun: choice.dryRun,
          allOrNothing: choice.allOrNothing,
          onProgress: (progress: ImportProgress) => send({ type: 'progress', ...progress }),
        })
        send({ type: 'report', report })
      } catch (error) {
        send({ type: 'error', message: 'The import failed on our side; nothing was changed. Try again in a minute.' })
        throw error
      } finally {
        controller.close()
      }
    },
  })
  return new Response(stream, { headers })
}

/**
 * The form without JavaScript: multipart, with the file, the store and the options. The body is
 * read through a counter that stops past the limit, so even a body without a declared size is not
 * read whole.
 */
export async function formImport(request: Request, storeId: number): Promise<{ status: number; report: ImportReport }> {
  const declared = declaredLength(request)
  // The multipart envelope adds a few hundred bytes around the file.
  const limit = IMPORT_LIMITS.maxBytes + 64 * 1024
  if (declared !== null && declared > limit) return { status: 413, report: refusedReport(storeId, `${tooLargeMessage(declared)} Nothing was changed.`) }
  let form: FormData
  try {
    form = await new Request(request.url, { method: 'POST', headers: request.headers, body: limited(request.body, limit), duplex: 'half' } as RequestInit).formData()
  } catch (error) {
    if (error instanceof TooLarge || (error as { cause?: unknown }).cause instanceof TooLarge) {
      return { status: 413, report: refusedReport(storeId, `${tooLargeMessage(null)} Nothing was changed.`) }
    }
    return { status: 400, report: refusedReport(storeId, 'The upload could not be read: choose the file again and send it.') }
  }
  const file = form.get('file')
  const dryRun = form.get('mode') !== 'import'
  const allOrNothing = form.get('allOrNothing') === 'on'
  const choice = { storeId, dryRun, allOrNothing }
  if (!(file instanceof File) || !file.name) return { status: 400, report: refusedReport(storeId, 'Choose a menu file (.csv or .json).', choice) }
  const problem = uploadProblem(file.name, file.size)
  if (problem) return { status: problem.status, report: refusedReport(storeId, problem.message, choice) }
  const report = await importMenu(getDb(), file.stream() as unknown as AsyncIterable<Uint8Array>, { storeId, format: formatOfFileName(file.name)!, dryRun, allOrNothing })
  return { status: report.status === 'refused' ? 400 : 200, report }
}

class TooLarge extends Error {}

function limited(body: ReadableStream<Uint8Array> | null, max: number): ReadableStream<Uint8Array> | null {
  if (!body) return null
  let seen = 0
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength
        if (seen > max) controller.error(new TooLarge('too large'))
        else controller.enqueue(chunk)
      },
    }),
  )
}
