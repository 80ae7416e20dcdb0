import { createWriteStream } from 'node:fs'
import { mkdir, open, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { type Env, getEnv } from '~/env.server'
import { s3BucketOrigin, s3UploadConfig, s3UploadStorage } from './s3-storage.server'
import { signedUploadPath } from './signing.server'

/**
 * Where uploaded form files live. The protocol (002 §7) is the same whatever the storage: the
 * server hands out a signed URL, the browser PUTs the bytes there, and the server confirms the file
 * by reading its first bytes. `local` (the default) signs URLs of this app and writes under
 * DATA_DIR/uploads, outside any public folder; `s3` (s3-storage.server.ts) presigns PUT URLs of an
 * S3-compatible bucket, bound to the declared size and type. UPLOAD_STORAGE picks one; see
 * docs/decisions/0024.
 */
export interface UploadStorage {
  /**
   * The URL the browser PUTs the file to, valid from `now` until `expiresAt`. The declared size and
   * type are what the browser said; a storage that can bind them to the URL does.
   */
  signedPutUrl(upload: { id: string; storageKey: string; size: number; contentType: string }, window: { now: Date; expiresAt: Date }): string
  /**
   * Stores the body of a PUT to a signed URL of this app, refusing it past `maxBytes` before it is
   * stored whole. Null for a storage the browser PUTs to directly (S3): this app never receives the
   * bytes, and confirming the upload checks what was stored instead.
   */
  receive: ((storageKey: string, body: ReadableStream<Uint8Array>, maxBytes: number) => Promise<{ ok: true; size: number } | { ok: false; reason: 'too-large' }>) | null
  /** The stored size, or null when nothing is stored under the key. */
  size(storageKey: string): Promise<number | null>
  /** The first `bytes` bytes (for sniffing the type). */
  head(storageKey: string, bytes: number): Promise<Uint8Array>
  /** The whole file, as a stream; null when nothing is stored under the key. */
  read(storageKey: string): Promise<ReadableStream<Uint8Array> | null>
  remove(storageKey: string): Promise<void>
}

class TooLarge extends Error {}

/** Files on this machine's disk, under `root`; keys are server-made ids, never visitor input. */
export function localUploadStorage(root: string): UploadStorage {
  const fileOf = (key: string) => {
    if (!/^[a-z0-9-]{8,64}$/.test(key)) throw new Error(`not an upload storage key: ${key}`)
    return path.join(root, key)
  }
  return {
    signedPutUrl: (upload, { expiresAt }) => signedUploadPath(upload.id, expiresAt),
    async receive(storageKey, body, maxBytes) {
      await mkdir(root, { recursive: true, mode: 0o700 })
      const target = fileOf(storageKey)
      const partial = `${target}.part`
      let size = 0
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length
          if (size > maxBytes) done(new TooLarge())
          else done(null, chunk)
        },
      })
      try {
        await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), counter, createWriteStream(partial, { mode: 0o600 }))
      } catch (error) {
        await rm(partial, { force: true })
        if (error instanceof TooLarge) return { ok: false, reason: 'too-large' }
        throw error
      }
      await rename(partial, target)
      return { ok: true, size }
    },
    async size(storageKey) {
      try {
        return (await stat(fileOf(storageKey))).size
      } catch {
        return null
      }
    },
    async head(storageKey, bytes) {
      const handle = await open(fileOf(storageKey), 'r')
      try {
        const buffer = Buffer.alloc(bytes)
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0)
        return new Uint8Array(buffer.subarray(0, bytesRead))
      } finally {
        await handle.close()
      }
    },
    async read(storageKey) {
      let handle
      try {
        handle = await open(fileOf(storageKey), 'r')
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
      return Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>
    },
    async remove(storageKey) {
      await rm(fileOf(storageKey), { force: true })
      await rm(`${fileOf(storageKey)}.part`, { force: true })
    },
  }
}

let storage: { env: Env; storage: UploadStorage } | undefined

/** The configured storage: UPLOAD_STORAGE 's3' (the S3_* settings) or 'local' (under DATA_DIR/uploads). */
export function getUploadStorage(): UploadStorage {
  const env = getEnv()
  if (storage?.env !== env) {
    const s3 = s3UploadConfig(env)
    storage = { env, storage: s3 ? s3UploadStorage(s3) : localUploadStorage(path.resolve(env.DATA_DIR, 'uploads')) }
  }
  return storage.storage
}

/** Origins browsers upload to besides this site, for the CSP's connect-src: the bucket's, with S3. */
export function uploadStorageOrigins(env: Env = getEnv()): string[] {
  const s3 = s3UploadConfig(env)
  return s3 ? [s3BucketOrigin(s3)] : []
}
