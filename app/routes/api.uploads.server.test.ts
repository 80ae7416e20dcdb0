import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { formUploads } from '~/db/schema'
import { loadEnv } from '~/env.server'
import { action as requestAction, loader as requestLoader } from './api.uploads'
import { action as confirmAction } from './api.uploads.confirm'
import { action as putAction, loader as putLoader } from './api.uploads.file'
import { BYTES_PER_MB } from '~/forms/file-rules'
import { receiveUpload, UPLOAD_URL_SECONDS } from '~/forms/uploads/uploads.server'
import { resetDatabase } from '../../tests/setup/reset-database'

const BASE = 'http://localhost:3000'
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9])
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'))
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
/** The start of a Windows program (MZ header), renamed to look like a PDF. */
const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00, ...new Array(64).fill(0)])

let dataDir: string
let address = 0

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'uploads-test-'))
  loadEnv({ ...process.env, DATA_DIR: dataDir })
})
afterAll(async () => {
  loadEnv(process.env)
  await rm(dataDir, { recursive: true, force: true })
})
beforeEach(async () => {
  await resetDatabase()
  await rm(path.join(dataDir, 'uploads'), { recursive: true, force: true })
})

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0]

async function ask(files: unknown) {
  const request = new Request(`${BASE}/api/uploads`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ files }) })
  const response = await requestAction({ request, params: {}, context: { clientAddress: `10.9.0.${++address % 250}` } } as unknown as Args<typeof requestAction>)
  return { status: response.status, body: (await response.json()) as { uploads?: { id: string; url: string; headers: Record<string, string> }[]; error?: string } }
}

async function put(url: string, body: Uint8Array | ReadableStream<Uint8Array> | null, headers: Record<string, string> = {}) {
  const target = new URL(url, BASE)
  const uploadId = target.pathname.split('/')[3]!
  const request = new Request(target, { method: 'PUT', headers, body: body instanceof Uint8Array ? new Blob([body as Uint8Array<ArrayBuffer>]) : body, duplex: 'half' } as RequestInit)
  const response = await putAction({ request, params: { uploadId } } as unknown as Args<typeof putAction>)
  return { status: response.status, body: (await response.json()) as { size?: number; error?: string } }
}

async function confirm(uploadId: string) {
  const request = new Request(`${BASE}/api/uploads/${uploadId}/confirm`, { method: 'POST' })
  const response = await confirmAction({ request, params: { uploadId } } as unknown as Args<typeof confirmAction>)
  return { status: response.status, body: (await response.json()) as { upload?: { id: string; fileName: string; contentType: string; size: number }; error?: string } }
}

async function storedFiles(): Promise<string[]> {
  return readdir(path.join(dataDir, 'uploads')).catch(() => [])
}

async function issued(fileName: string, contentType: string, size: number) {
  const answer = await ask([{ fileName, contentType, size }])
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body.uploads![0]!
}

describe('the signed-URL upload protocol', () => {
  it.each<[string, string, Uint8Array, string]>([
    ['receipt.jpg', 'image/jpeg', JPEG, 'image/jpeg'],
    ['card.png', 'image/png', PNG, 'image/png'],
    ['letter.pdf', 'application/pdf', PDF, 'application/pdf'],
    // The type is what the bytes say: a PNG named .jpg is kept as a PNG.
    ['photo.jpg', 'image/jpeg', PNG, 'image/png'],
  ])('keeps %s (%s) as %s by its content', async (fileName, declared, bytes, sniffed) => {
    const upload = await issued(fileName, declared, bytes.byteLength)
    expect(upload.url).toMatch(new RegExp(`^/api/uploads/${upload.id}/file\\?expires=\\d+&signature=[\\w-]+$`))
    expect(upload.headers).toEqual({ 'Content-Type': declared })
    expect(await put(upload.url, bytes, upload.headers)).toEqual({ status: 200, body: { size: bytes.byteLength } })
    const confirmed = await confirm(upload.id)
    expect(confirmed).toEqual({ status: 200, body: { upload: { id: upload.id, fileName, contentType: sniffed, size: bytes.byteLength } } })
    const [row] = await getDb().select().from(formUploads).where(eq(formUploads.id, upload.id))
    expect(row).toMatchObject({ status: 'confirmed', sniffedType: sniffed, sizeBytes: bytes.byteLength, leadId: null })
    expect(await storedFiles()).toEqual([row!.storageKey])
  })

  it('stores files under the data directory, never in the public folder', async () => {
    const upload = await issued('receipt.jpg', 'image/jpeg', JPEG.byteLength)
    await put(upload.url, JPEG)
    expect((await storedFiles()).length).toBe(1)
    expect(path.resolve(dataDir, 'uploads')).not.toContain(`${path.sep}public`)
  })

  it('refuses a program renamed .pdf when it is confirmed, and deletes it', async () => {
    const upload = await issued('invoice.pdf', 'application/pdf', EXE.byteLength)
    expect((await put(upload.url, EXE, upload.headers)).status).toBe(200)
    expect(await confirm(upload.id)).toEqual({ status: 415, body: { error: 'Invalid file type. File must be JPG, PNG or PDF.' } })
    expect(await getDb().select().from(formUploads)).toEqual([])
    expect(await storedFiles()).toEqual([])
  })

  it.each<[string, unknown, number, string]>([
    ['a GIF', [{ fileName: 'a.gif', contentType: 'image/gif', size: 10 }], 415, 'Invalid file type. File must be JPG, PNG or PDF.'],
    ['a file over 50 MB', [{ fileName: 'scan.pdf', contentType: 'application/pdf', size: 50 * BYTES_PER_MB + 1 }], 413, 'Error uploading file. Max file size is 50 Mb. Supported file types are .jpg, .jpeg, .pdf and .png'],
    ['a Virginia file over 50 MB', [{ fileName: 'scan.pdf', contentType: 'application/pdf', size: 51 * BYTES_PER_MB, variant: 'va' }], 413, 'Your file upload exceeds the maximum size. Please reduce the file size.'],
    ['no files', [], 400, 'Send {files: [{fileName, contentType, size}]} with one to four files.'],
    ['five files', new Array(5).fill({ fileName: 'a.pdf', contentType: 'application/pdf', size: 10 }), 400, 'Send {files: [{fileName, contentType, size}]} with one to four files.'],
    ['an empty file', [{ fileName: 'a.pdf', contentType: 'application/pdf', size: 0 }], 400, 'Send {files: [{fileName, contentType, size}]} with one to four files.'],
  ])('refuses to sign %s', async (_name, files, status, error) => {
    expect(await ask(files)).toEqual({ status, body: { error } })
    expect(await getDb().select().from(formUploads)).toEqual([])
  })

  it('refuses a body past 50 MB while it streams (no length given), keeping nothing', async () => {
    const upload = await issued('scan.pdf', 'application/pdf', 1_000)
    const chunk = new Uint8Array(BYTES_PER_MB)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ > 50) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const answer = await put(upload.url, stream)
    expect(answer.status).toBe(413)
    expect(sent).toBeLessThanOrEqual(52)
    expect(await storedFiles()).toEqual([])
    expect(await getDb().select().from(formUploads)).toEqual([])
  })

  it('refuses a declared Content-Length past 50 MB before reading the body', async () => {
    const upload = await issued('scan.pdf', 'application/pdf', 1_000)
    const answer = await receiveUpload(upload.id, new URL(upload.url, BASE).searchParams, { contentLength: 50 * BYTES_PER_MB + 1, stream: null })
    expect(answer).toMatchObject({ ok: false, status: 413 })
    // The URL is still unused: the right file can go there.
    expect((await put(upload.url, PDF)).status).toBe(200)
  })

  it('refuses a tampered URL: another id, another expiry, another signature, none', async () => {
    const upload = await issued('receipt.jpg', 'image/jpeg', JPEG.byteLength)
    const other = await issued('other.jpg', 'image/jpeg', JPEG.byteLength)
    const url = new URL(upload.url, BASE)
    const expires = Number(url.searchParams.get('expires'))
    const signature = url.searchParams.get('signature')!
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1)
    const tampered = [
      `/api/uploads/${other.id}/file${url.search}`,
      `/api/uploads/${upload.id}/file?expires=${expires + 3600}&signature=${signature}`,
      `/api/uploads/${upload.id}/file?expires=${expires}&signature=${flipped}`,
      `/api/uploads/${upload.id}/file?expires=${expires}`,
      `/api/uploads/${upload.id}/file`,
    ]
    for (const target of tampered) expect(await put(target, JPEG), target).toEqual({ status: 403, body: { error: 'This upload link is not valid.' } })
    expect(await storedFiles()).toEqual([])
  })

  it('refuses an expired URL', async () => {
    const upload = await issued('receipt.jpg', 'image/jpeg', JPEG.byteLength)
    const later = new Date(Date.now() + (UPLOAD_URL_SECONDS + 1) * 1000)
    const answer = await receiveUpload(upload.id, new URL(upload.url, BASE).searchParams, { contentLength: JPEG.byteLength, stream: new Blob([JPEG]).stream() }, { now: later })
    expect(answer).toEqual({ ok: false, status: 410, error: 'This upload link has expired. Please choose the file again.' })
  })

  it('takes one PUT per URL, and confirms only what was put', async () => {
    const upload = await issued('receipt.jpg', 'image/jpeg', JPEG.byteLength)
    expect((await confirm(upload.id)).status).toBe(409)
    expect((await put(upload.url, JPEG)).status).toBe(200)
    expect(await put(upload.url, PNG)).toEqual({ status: 409, body: { error: 'This file has already been uploaded.' } })
    expect((await confirm(upload.id)).body.upload?.contentType).toBe('image/jpeg')
  })

  it.each(['not-a-uuid', '../../etc/passwd', '00000000-0000-4000-8000-000000000000'])('answers 404 to confirming %s', async (id) => {
    expect((await confirm(id)).status).toBe(404)
  })

  it('answers 405 to other methods', async () => {
    const get = putLoader()
    expect(get.status).toBe(405)
    expect(get.headers.get('Allow')).toBe('PUT')
    expect(requestLoader().status).toBe(405)
    const post = await putAction({ request: new Request(`${BASE}/api/uploads/x/file`, { method: 'POST' }), params: { uploadId: 'x' } } as unknown as Args<typeof putAction>)
    expect(post.status).toBe(405)
  })
})

describe('abandoned uploads', () => {
  it('are swept once expired: files and rows, never a lead’s', async () => {
    const { purgeExpiredUploads } = await import('~/forms/uploads/uploads.server')
    const unused = await issued('a.jpg', 'image/jpeg', JPEG.byteLength)
    const stored = await issued('b.jpg', 'image/jpeg', JPEG.byteLength)
    await put(stored.url, JPEG)
    expect((await storedFiles()).length).toBe(1)
    expect(await purgeExpiredUploads()).toBe(0)
    const later = new Date(Date.now() + (UPLOAD_URL_SECONDS + 1) * 1000)
    expect(await purgeExpiredUploads({ now: later })).toBe(2)
    expect(await storedFiles()).toEqual([])
    expect(await getDb().select().from(formUploads).where(eq(formUploads.id, unused.id))).toEqual([])
  })
})
