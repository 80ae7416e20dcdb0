import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { formUploads } from '~/db/schema'
import { loadEnv, parseEnv } from '~/env.server'
import { startS3TestServer, type S3TestServer } from '../../../tests/setup/s3-test-server'
import { uploadFile, UploadError } from '../upload-client'
import { resetDatabase } from '../../../tests/setup/reset-database'
import { s3BucketOrigin, s3UploadConfig, s3UploadStorage } from './s3-storage.server'
import { getUploadStorage } from './storage.server'
import { failureResponse } from './upload-api.server'
import { confirmUpload, purgeExpiredUploads, receiveUpload, requestUploads, UPLOAD_URL_SECONDS, type IssuedUpload } from './uploads.server'

/**
 * The S3 adapter through the app's upload service, against the in-process S3 test server
 * (tests/setup/s3-test-server.ts): request a presigned URL, PUT to it with fetch as a browser would,
 * confirm, read, remove. The server checks every SigV4 query signature itself.
 */

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9])
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'))
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
/** The start of a Windows program (MZ header), renamed to look like a PDF. */
const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00, ...new Array(64).fill(0)])

let s3: S3TestServer

beforeAll(async () => {
  s3 = await startS3TestServer()
  loadEnv({
    ...process.env,
    UPLOAD_STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: s3.region,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  })
})
afterAll(async () => {
  loadEnv(process.env)
  await s3.close()
})
beforeEach(async () => {
  await resetDatabase()
  s3.objects.clear()
  s3.log.length = 0
  s3.ignoreRange = false
})

async function issued(fileName: string, contentType: string, size: number, now?: Date): Promise<IssuedUpload> {
  const answer = await requestUploads({ files: [{ fileName, contentType, size }] }, { now })
  if (!answer.ok) throw new Error(`not signed: ${answer.error}`)
  return answer.uploads[0]!
}

/** The browser's PUT (app/forms/upload-client.ts): the issued headers, the file as the body. */
async function put(upload: IssuedUpload, body: Uint8Array, headers: Record<string, string> = upload.headers) {
  const response = await fetch(upload.url, { method: 'PUT', headers, body: new Blob([body as Uint8Array<ArrayBuffer>]) })
  return { status: response.status, text: await response.text() }
}

async function rowOf(id: string) {
  const [row] = await getDb().select().from(formUploads).where(eq(formUploads.id, id))
  return row
}

async function text(stream: ReadableStream<Uint8Array> | null): Promise<Uint8Array | null> {
  return stream && new Uint8Array(await new Response(stream).arrayBuffer())
}

describe('uploads in an S3-compatible bucket', () => {
  it.each<[string, string, string, Uint8Array]>([
    ['receipt.jpg', 'image/jpeg', 'image/jpeg', JPEG],
    ['card.png', 'image/png', 'image/png', PNG],
    ['letter.pdf', 'application/pdf', 'application/pdf', PDF],
    // The type is what the bytes say: a PNG named .jpg is kept as a PNG.
    ['photo.jpg', 'image/jpeg', 'image/png', PNG],
  ])('takes %s (%s) through request, PUT, confirm, read and remove, kept as %s', async (fileName, declared, sniffed, bytes) => {
    const upload = await issued(fileName, declared, bytes.byteLength)
    const url = new URL(upload.url)
    const { storageKey } = (await rowOf(upload.id))!
    expect(url.origin).toBe(s3.endpoint)
    expect(url.pathname).toBe(`/${s3.bucket}/form-uploads/${storageKey}`)
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host')
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(UPLOAD_URL_SECONDS))
    expect(upload.headers).toEqual({ 'Content-Type': declared })

    expect(await put(upload, bytes)).toEqual({ status: 200, text: '' })
    expect(s3.objects.get(`form-uploads/${storageKey}`)).toEqual({ body: Buffer.from(bytes), contentType: declared })
    // The app never saw the bytes: the row waits for the confirm.
    expect(await rowOf(upload.id)).toMatchObject({ status: 'pending', sizeBytes: bytes.byteLength })

    expect(await confirmUpload(upload.id)).toEqual({ ok: true, upload: { id: upload.id, fileName, contentType: sniffed, size: bytes.byteLength } })
    expect(await rowOf(upload.id)).toMatchObject({ status: 'confirmed', sniffedType: sniffed, sizeBytes: bytes.byteLength })
    // Measured with a HEAD, sniffed from a ranged GET.
    expect(s3.log.map(({ method, status }) => `${method} ${status}`)).toEqual(['PUT 200', 'HEAD 200', 'GET 206'])
    // A second confirm answers from the row.
    expect((await confirmUpload(upload.id)).ok).toBe(true)

    const storage = getUploadStorage()
    expect(await text(await storage.read(storageKey))).toEqual(bytes)
    await storage.remove(storageKey)
    expect(s3.objects.size).toBe(0)
    expect(await storage.read(storageKey)).toBeNull()
    expect(await storage.size(storageKey)).toBeNull()
  })

  it('is refused by the bucket when the body is larger than declared, and by the app’s own PUT route', async () => {
    const upload = await issued('letter.pdf', 'application/pdf', PDF.byteLength)
    const bigger = new Uint8Array(PDF.byteLength + 1_000)
    bigger.set(PDF)
    const refused = await put(upload, bigger)
    expect(refused.status).toBe(403)
    expect(refused.text).toContain('<Code>SignatureDoesNotMatch</Code>')
    expect(s3.objects.size).toBe(0)
    expect(await confirmUpload(upload.id)).toEqual({ ok: false, status: 409, error: 'The file has not been uploaded yet.' })
    // With S3 no URL of this app takes a file.
    expect(await receiveUpload(upload.id, new URLSearchParams(), { contentLength: PDF.byteLength, stream: new Blob([PDF]).stream() })).toMatchObject({ ok: false, status: 404 })
    // The URL still takes the declared file.
    expect((await put(upload, PDF)).status).toBe(200)
    expect((await confirmUpload(upload.id)).ok).toBe(true)
  })

  it('is refused by the bucket with another content type than the one signed', async () => {
    const upload = await issued('letter.pdf', 'application/pdf', PDF.byteLength)
    expect((await put(upload, PDF, { 'Content-Type': 'text/html' })).status).toBe(403)
    expect(s3.objects.size).toBe(0)
  })

  it('refuses a program renamed .pdf at confirm, and deletes it from the bucket', async () => {
    const upload = await issued('invoice.pdf', 'application/pdf', EXE.byteLength)
    expect((await put(upload, EXE)).status).toBe(200)
    expect(s3.objects.size).toBe(1)
    expect(await confirmUpload(upload.id)).toEqual({ ok: false, status: 415, error: 'Invalid file type. File must be JPG, PNG or PDF.' })
    expect(s3.objects.size).toBe(0)
    expect(await getDb().select().from(formUploads)).toEqual([])
    expect(s3.log.at(-1)).toMatchObject({ method: 'DELETE', status: 204 })
  })

  it('refuses an expired URL', async () => {
    const upload = await issued('receipt.jpg', 'image/jpeg', JPEG.byteLength, new Date(Date.now() - (UPLOAD_URL_SECONDS + 60) * 1000))
    const refused = await put(upload, JPEG)
    expect(refused.status).toBe(403)
    expect(refused.text).toContain('Request has expired')
    expect(s3.objects.size).toBe(0)
  })

  it('refuses a tampered URL: a longer expiry, another key', async () => {
    const upload = await issued('receipt.jpg', 'image/jpeg', JPEG.byteLength)
    const other = await issued('other.jpg', 'image/jpeg', JPEG.byteLength)
    const longer = new URL(upload.url)
    longer.searchParams.set('X-Amz-Expires', '604800')
    const moved = new URL(upload.url)
    moved.pathname = new URL(other.url).pathname
    for (const url of [longer, moved]) expect((await put({ ...upload, url: url.toString() }, JPEG)).status, url.toString()).toBe(403)
    expect(s3.objects.size).toBe(0)
  })

  it('refuses at confirm a stored file over the limit, and one of another size than declared, deleting both', async () => {
    const large = await issued('scan.pdf', 'application/pdf', 5_000)
    const body = new Uint8Array(5_000)
    body.set(PDF)
    expect((await put(large, body)).status).toBe(200)
    expect(await confirmUpload(large.id, { maxBytes: 4_096 })).toEqual({
      ok: false,
      status: 413,
      error: 'Error uploading file. Max file size is 50 Mb. Supported file types are .jpg, .jpeg, .pdf and .png',
    })
    expect(await rowOf(large.id)).toBeUndefined()
    expect(s3.objects.size).toBe(0)

    // A store that does not enforce the signed length: the object differs from the declaration.
    const lax = await issued('letter.pdf', 'application/pdf', PDF.byteLength)
    const { storageKey } = (await rowOf(lax.id))!
    s3.objects.set(`form-uploads/${storageKey}`, { body: Buffer.concat([Buffer.from(PDF), Buffer.alloc(10)]), contentType: 'application/pdf' })
    expect(await confirmUpload(lax.id)).toMatchObject({ ok: false, status: 400 })
    expect(await rowOf(lax.id)).toBeUndefined()
    expect(s3.objects.size).toBe(0)
  })

  it('sniffs the first bytes from a store that ignores Range', async () => {
    s3.ignoreRange = true
    const body = new Uint8Array(100_000)
    body.set(PNG)
    const upload = await issued('big.png', 'image/png', body.byteLength)
    expect((await put(upload, body)).status).toBe(200)
    expect(await confirmUpload(upload.id)).toMatchObject({ ok: true, upload: { contentType: 'image/png', size: 100_000 } })
  })

  it('sweeps abandoned uploads from the bucket once they expire', async () => {
    const unused = await issued('a.jpg', 'image/jpeg', JPEG.byteLength)
    const stored = await issued('b.jpg', 'image/jpeg', JPEG.byteLength)
    expect((await put(stored, JPEG)).status).toBe(200)
    expect(await purgeExpiredUploads()).toBe(0)
    expect(await purgeExpiredUploads({ now: new Date(Date.now() + (UPLOAD_URL_SECONDS + 1) * 1000) })).toBe(2)
    expect(s3.objects.size).toBe(0)
    expect(await rowOf(unused.id)).toBeUndefined()
  })
})

describe('the browser’s upload helper with S3', () => {
  /** This site's two upload APIs as their routes answer (app/routes/api.uploads*.ts); the network (the S3 test server) for the bucket's URLs. */
  const browserFetch: typeof fetch = async (input, init) => {
    const url = String(input)
    if (!url.startsWith('/')) return fetch(input, init)
    const confirm = /^\/api\/uploads\/([^/]+)\/confirm$/.exec(url)
    const result = confirm ? await confirmUpload(confirm[1]!) : await requestUploads(JSON.parse(String(init?.body)))
    if (!result.ok) return failureResponse(result)
    return Response.json(result, { status: confirm ? 200 : 201 })
  }

  it('uploads a file to the bucket and confirms it, unchanged from local storage', async () => {
    const uploaded = await uploadFile(new File([PDF], 'letter.pdf', { type: 'application/pdf' }), { fetcher: browserFetch })
    expect(uploaded).toMatchObject({ fileName: 'letter.pdf', contentType: 'application/pdf', size: PDF.byteLength })
    expect(s3.log.map(({ method, status }) => `${method} ${status}`)).toEqual(['PUT 200', 'HEAD 200', 'GET 206'])
  })

  it('shows the picker’s message for a program renamed .pdf', async () => {
    const upload = uploadFile(new File([EXE], 'invoice.pdf', { type: 'application/pdf' }), { fetcher: browserFetch })
    await expect(upload).rejects.toThrow(new UploadError('Invalid file type. File must be JPG, PNG or PDF.'))
    expect(s3.objects.size).toBe(0)
  })
})

describe('the S3 configuration', () => {
  const settings = { UPLOAD_STORAGE: 's3', S3_REGION: 'eu-west-3', S3_BUCKET: 'northmeadow-forms', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' }

  it('addresses AWS virtual-hosted by default, an endpoint path-style when asked', () => {
    const aws = s3UploadConfig(parseEnv(settings))!
    expect(aws).toMatchObject({ endpoint: 'https://s3.eu-west-3.amazonaws.com', forcePathStyle: false })
    const url = new URL(s3UploadStorage(aws).signedPutUrl({ id: 'x', storageKey: '0b7c1e2a-1111-4222-8333-444455556666', size: 10, contentType: 'image/png' }, { now: new Date(), expiresAt: new Date(Date.now() + 60_000) }))
    expect(`${url.origin}${url.pathname}`).toBe('https://northmeadow-forms.s3.eu-west-3.amazonaws.com/form-uploads/0b7c1e2a-1111-4222-8333-444455556666')
    expect(s3BucketOrigin(aws)).toBe('https://northmeadow-forms.s3.eu-west-3.amazonaws.com')
    const minio = s3UploadConfig(parseEnv({ ...settings, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }))!
    expect(s3BucketOrigin(minio)).toBe('http://127.0.0.1:9000')
    expect(s3UploadConfig(parseEnv({}))).toBeNull()
  })
})
