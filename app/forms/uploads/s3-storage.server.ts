import type { Env } from '~/env.server'
import { presignUrl, type S3Credentials } from './sigv4.server'
import type { UploadStorage } from './storage.server'

/**
 * Form uploads in an S3-compatible bucket (UPLOAD_STORAGE=s3). The browser PUTs each file straight
 * to the bucket with a presigned URL that signs the declared content-length and content-type, so the
 * bucket refuses any other body; this app never receives the bytes (`receive` is null). The confirm
 * step then checks what was stored: its size with a HEAD, its type from a ranged GET of the first
 * bytes. Staff downloads stream the object through this app (the bucket stays private).
 */

export type S3UploadConfig = S3Credentials & {
  /** The S3 API's origin (https://s3.eu-west-3.amazonaws.com, http://127.0.0.1:9000). */
  endpoint: string
  bucket: string
  /** {endpoint}/{bucket}/{key} rather than {bucket}.{endpoint host}/{key}. */
  forcePathStyle: boolean
}

/** Where form files live inside the bucket. */
export const S3_KEY_PREFIX = 'form-uploads/'
/** How long the presigned URLs of this app's own requests (HEAD, GET, DELETE) live. */
const OWN_REQUEST_SECONDS = 60
/** A confirm or a sweep waits this long for the bucket (a staff download streams without a limit). */
const SHORT_REQUEST_MS = 15_000

/** The S3 settings of the configuration, or null when uploads stay on local disk. */
export function s3UploadConfig(env: Env): S3UploadConfig | null {
  if (env.UPLOAD_STORAGE !== 's3') return null
  const { S3_REGION: region, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env
  // env.server.ts refuses UPLOAD_STORAGE=s3 without these; this keeps the types honest.
  if (!region || !bucket || !accessKeyId || !secretAccessKey) throw new Error('UPLOAD_STORAGE=s3 needs S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY')
  const endpoint = new URL(env.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`).origin
  return { endpoint, region, bucket, accessKeyId, secretAccessKey, forcePathStyle: env.S3_FORCE_PATH_STYLE }
}

/** The origin browsers PUT files to: the CSP's connect-src names it. */
export function s3BucketOrigin(config: S3UploadConfig): string {
  return objectUrl(config, '').origin
}

function objectUrl(config: S3UploadConfig, storageKey: string): URL {
  const endpoint = new URL(config.endpoint)
  const key = storageKey && `${S3_KEY_PREFIX}${storageKey}`
  return config.forcePathStyle ? new URL(`/${config.bucket}/${key}`, endpoint) : new URL(`${endpoint.protocol}//${config.bucket}.${endpoint.host}/${key}`)
}

async function failure(action: string, response: Response): Promise<Error> {
  const text = await response.text().catch(() => '')
  const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1]
  return new Error(`S3 ${action} answered ${response.status}${code ? ` ${code}` : ''}`)
}

export function s3UploadStorage(config: S3UploadConfig, { fetch = globalThis.fetch, clock = () => new Date() }: { fetch?: typeof globalThis.fetch; clock?: () => Date } = {}): UploadStorage {
  const urlFor = (storageKey: string) => {
    if (!/^[a-z0-9-]{8,64}$/.test(storageKey)) throw new Error(`not an upload storage key: ${storageKey}`)
    return objectUrl(config, storageKey)
  }
  const own = (method: string, storageKey: string, { headers = {}, short = true }: { headers?: Record<string, string>; short?: boolean } = {}) =>
    fetch(presignUrl({ method, url: urlFor(storageKey), headers, now: clock(), expiresInSeconds: OWN_REQUEST_SECONDS }, config), {
      method,
      headers,
      redirect: 'error',
      signal: short ? AbortSignal.timeout(SHORT_REQUEST_MS) : undefined,
    })

  return {
    signedPutUrl(upload, { now, expiresAt }) {
      return presignUrl(
        {
          method: 'PUT',
          url: urlFor(upload.storageKey),
          headers: { 'content-length': String(upload.size), 'content-type': upload.contentType },
          now,
          expiresInSeconds: (expiresAt.getTime() - now.getTime()) / 1000,
        },
        config,
      )
    },
    receive: null,
    async size(storageKey) {
      const response = await own('HEAD', storageKey)
      if (response.status === 404) return null
      if (!response.ok) throw await failure('HEAD', response)
      const length = response.headers.get('content-length')
      if (length === null || !/^\d+$/.test(length)) throw new Error('S3 HEAD answered without a Content-Length')
      return Number(length)
    },
    async head(storageKey, bytes) {
      const response = await own('GET', storageKey, { headers: { range: `bytes=0-${bytes - 1}` } })
      // 416: the object is empty, so there is no first byte to send.
      if (response.status === 416) return new Uint8Array()
      if (!response.ok) throw await failure('GET', response)
      // A store that ignores Range answers 200 with everything: read only what is needed.
      const result = new Uint8Array(bytes)
      let filled = 0
      const reader = response.body!.getReader()
      while (filled < bytes) {
        const { done, value } = await reader.read()
        if (done) break
        const take = value.subarray(0, bytes - filled)
        result.set(take, filled)
        filled += take.byteLength
      }
      await reader.cancel().catch(() => undefined)
      return result.slice(0, filled)
    },
    async read(storageKey) {
      const response = await own('GET', storageKey, { short: false })
      if (response.status === 404) return null
      if (!response.ok || !response.body) throw await failure('GET', response)
      return response.body
    },
    async remove(storageKey) {
      const response = await own('DELETE', storageKey)
      if (!response.ok && response.status !== 404) throw await failure('DELETE', response)
      await response.body?.cancel()
    },
  }
}
