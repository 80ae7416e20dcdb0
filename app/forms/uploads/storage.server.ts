import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, open, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { getEnv } from '~/env.server'
import { signedUploadPath } from './signing.server'

/**
 * Where uploaded form files live. The protocol (002 §7) is the same whatever the storage: the
 * server hands out a signed URL, the browser PUTs the bytes there, and the server confirms the file
 * by reading its first bytes. `local` (the default) signs URLs of this app and writes under
 * DATA_DIR/uploads, outside any public folder. An S3-compatible adapter implements the same
 * interface (presigned PUT URLs with a content-length-range condition, `GetObject` with a Range for
 * the first bytes, `DeleteObject`) and is chosen with UPLOAD_STORAGE; see docs/decisions/0022.
 */
export interface UploadStorage {
  /** The URL the browser PUTs the file to, valid until `expiresAt`. */
  signedPutUrl(upload: { id: string; storageKey: string }, expiresAt: Date): string
  /**
   * Stores the body of a PUT to a signed URL of this app, refusing it past `maxBytes` before it is
   * stored whole (only storages whose URLs point at this app receive bodies).
   */
  receive(storageKey: string, body: ReadableStream<Uint8Array>, maxBytes: number): Promise<{ ok: true; size: number } | { ok: false; reason: 'too-large' }>
  /** The stored size, or null when nothing is stored under the key. */
  size(storageKey: string): Promise<number | null>
  /** The first `bytes` bytes (for sniffing the type). */
  head(storageKey: string, bytes: number): Promise<Uint8Array>
  /** The whole file, as a stream. */
  read(storageKey: string): ReadableStream<Uint8Array>
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
    signedPutUrl: (upload, expiresAt) => signedUploadPath(upload.id, expiresAt),
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
    read(storageKey) {
      return Readable.toWeb(createReadStream(fileOf(storageKey))) as ReadableStream<Uint8Array>
    },
    async remove(storageKey) {
      await rm(fileOf(storageKey), { force: true })
      await rm(`${fileOf(storageKey)}.part`, { force: true })
    },
  }
}

let storage: { root: string; storage: UploadStorage } | undefined

/** The configured storage (UPLOAD_STORAGE; 'local' under DATA_DIR/uploads). */
export function getUploadStorage(): UploadStorage {
  const env = getEnv()
  const root = path.resolve(env.DATA_DIR, 'uploads')
  if (storage?.root !== root) storage = { root, storage: localUploadStorage(root) }
  return storage.storage
}
