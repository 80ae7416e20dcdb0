import { once } from 'node:events'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { CoalescingStream } from './coalescing-stream.server'

async function collect(stream: CoalescingStream): Promise<Buffer[]> {
  const chunks: Buffer[] = []
  stream.on('data', (chunk: Buffer) => chunks.push(chunk))
  await once(stream, 'end')
  return chunks
}

describe('CoalescingStream', () => {
  it('hands on the writes of one turn as one chunk, bytes and order kept', async () => {
    const stream = new CoalescingStream()
    const done = collect(stream)
    const parts = Array.from({ length: 200 }, (_, i) => `<li class="card">Product ${i}</li>`)
    for (const part of parts) stream.write(part)
    stream.end()
    const chunks = await done
    expect(chunks).toHaveLength(1)
    expect(Buffer.concat(chunks).toString()).toBe(parts.join(''))
  })

  it('keeps later turns apart, so a deferred part of a page leaves when it is written', async () => {
    const stream = new CoalescingStream()
    const done = collect(stream)
    stream.write('<html>')
    stream.write('<body>shell')
    await new Promise((resolve) => setTimeout(resolve, 5))
    stream.write('<template>deferred</template>')
    stream.end('</body></html>')
    const chunks = (await done).map(String)
    expect(chunks).toEqual(['<html><body>shell', '<template>deferred</template></body></html>'])
  })

  it('compresses like the whole document once chunks are flushed one by one (the reason it exists)', async () => {
    const parts = Array.from({ length: 300 }, (_, i) => `<article class="relative flex h-full flex-col rounded-xl">Card ${i}</article>`)
    const stream = new CoalescingStream()
    const done = collect(stream)
    for (const part of parts) stream.write(part)
    stream.end()
    // A compressor flushed after every chunk pays a block per chunk; one chunk pays one.
    const flushedPerChunk = (await done).reduce((sum, chunk) => sum + gzipSync(chunk).length, 0)
    const onePiece = gzipSync(Buffer.from(parts.join(''))).length
    expect(flushedPerChunk).toBe(onePiece)
  })

  it('pushes nothing after it was destroyed', async () => {
    const stream = new CoalescingStream()
    const errors: unknown[] = []
    stream.on('error', (error) => errors.push(error))
    stream.write('partial')
    stream.destroy()
    await new Promise((resolve) => setImmediate(resolve))
    expect(errors).toEqual([])
  })
})
