import { Transform, type TransformOptions } from 'node:stream'

/**
 * A pass-through that hands on what was written in one turn of the event loop as one chunk.
 *
 * React's server renderer writes a page in small chunks, and whoever reads them may act on every
 * chunk (React Router's Express adapter flushes the response, and with it the compressor, after
 * each one). Collecting a turn's writes keeps the bytes and their order, and costs one macrotask
 * of latency: anything written later (a deferred part of the page) still leaves in its own turn.
 */
export class CoalescingStream extends Transform {
  #pending: Buffer[] = []
  #scheduled = false

  constructor(options: Omit<TransformOptions, 'transform' | 'flush' | 'final'> = {}) {
    super(options)
  }

  override _transform(chunk: Buffer | string, encoding: BufferEncoding, callback: () => void) {
    this.#pending.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk)
    if (!this.#scheduled) {
      this.#scheduled = true
      setImmediate(() => this.#release())
    }
    callback()
  }

  override _flush(callback: () => void) {
    this.#release()
    callback()
  }

  #release() {
    this.#scheduled = false
    if (this.#pending.length === 0 || this.destroyed) return
    const chunk = this.#pending.length === 1 ? this.#pending[0]! : Buffer.concat(this.#pending)
    this.#pending = []
    this.push(chunk)
  }
}
