import { parse } from 'csv-parse'
import { Readable } from 'node:stream'
import { type FileFormat, formatBytes, headerProblem, IMPORT_LIMITS } from './menu-format'
import { JsonArraySplitter, JsonShapeError } from './json-array-stream'
import { rawFromCsv, rawFromJson, type RawProduct } from './row-rules'

/**
 * Reads a menu file as it arrives: bytes are counted (a file past the limit is refused when the
 * limit is crossed, before the rest is read), decoded as strict UTF-8 and parsed row by row (CSV
 * through csv-parse's stream, JSON element by element). Problems with the file as a whole (too big,
 * not UTF-8, a wrong header, a flood of empty lines, too many rows) throw `MenuFileRefusal` with a
 * message for the operator; problems with one row come out as that row's entry.
 */
export class MenuFileRefusal extends Error {}

export type FileEntry = { line: number; raw: RawProduct } | { line: number; raw: null; field: string; message: string }

export function tooLargeMessage(bytes: number | null, maxBytes: number = IMPORT_LIMITS.maxBytes): string {
  const size = bytes === null ? 'larger than' : `${formatBytes(bytes)}, over`
  return `The file is ${size} the ${formatBytes(maxBytes)} limit: split the menu into smaller files or leave out columns you do not use.`
}

export const NOT_UTF8 = 'The file is not UTF-8 text. Save it from your spreadsheet as “CSV UTF-8” (or export the menu as UTF-8 JSON) and try again.'

/** The file's bytes as strict UTF-8 text, refused past `maxBytes`. */
async function* utf8Text(source: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let bytes = 0
  let first = true
  for await (const chunk of source) {
    bytes += chunk.byteLength
    if (bytes > maxBytes) throw new MenuFileRefusal(tooLargeMessage(null, maxBytes))
    let piece = chunk
    if (first && piece.byteLength) {
      first = false
      // A UTF-16 file (a spreadsheet's 'Unicode text') starts with its byte-order mark.
      if ((piece[0] === 0xff && piece[1] === 0xfe) || (piece[0] === 0xfe && piece[1] === 0xff)) throw new MenuFileRefusal(NOT_UTF8)
      if (piece[0] === 0xef && piece[1] === 0xbb && piece[2] === 0xbf) piece = piece.subarray(3)
    }
    let text: string
    try {
      text = decoder.decode(piece, { stream: true })
    } catch {
      throw new MenuFileRefusal(NOT_UTF8)
    }
    if (text.includes('\u0000')) throw new MenuFileRefusal(NOT_UTF8)
    if (text) yield text
  }
  try {
    const rest = decoder.decode()
    if (rest) yield rest
  } catch {
    throw new MenuFileRefusal(NOT_UTF8)
  }
  if (bytes === 0) throw new MenuFileRefusal('The file is empty.')
}

export async function* readMenuFile(
  source: AsyncIterable<Uint8Array>,
  format: FileFormat,
  { maxBytes = IMPORT_LIMITS.maxBytes, maxRows = IMPORT_LIMITS.maxRows }: { maxBytes?: number; maxRows?: number } = {},
): AsyncGenerator<FileEntry> {
  const text = utf8Text(source, maxBytes)
  let rows = 0
  const count = () => {
    rows++
    if (rows > maxRows) throw new MenuFileRefusal(`The file has more than ${maxRows.toLocaleString('en-US')} products: split it into smaller files.`)
  }
  if (format === 'json') {
    const splitter = new JsonArraySplitter()
    try {
      for await (const piece of text) {
        for (const element of splitter.push(piece)) {
          count()
          yield jsonEntry(element.text, element.line)
        }
      }
      splitter.end()
    } catch (error) {
      if (error instanceof JsonShapeError) throw new MenuFileRefusal(error.message)
      throw error
    }
    if (rows === 0) throw new MenuFileRefusal('The file lists no products.')
    return
  }

  const parser = parse({ relax_column_count: true, info: true, max_record_size: 100_000, skip_empty_lines: false })
  const input = Readable.from(text)
  input.on('error', (error) => parser.destroy(error))
  input.pipe(parser)
  let columns: string[] | null = null
  let emptyLines = 0
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (record.length === 1 && record[0]!.trim() === '') {
        emptyLines++
        if (emptyLines > IMPORT_LIMITS.maxEmptyLines) {
          throw new MenuFileRefusal(`The file has more than ${IMPORT_LIMITS.maxEmptyLines} empty lines (the last on line ${info.lines}): it does not look like a menu export. Remove the empty lines and try again.`)
        }
        continue
      }
      if (!columns) {
        const problem = headerProblem(record)
        if (problem) throw new MenuFileRefusal(`Line ${info.lines}: ${problem}`)
        columns = record
        continue
      }
      count()
      if (record.length !== columns.length) {
        yield { line: info.lines, raw: null, field: 'row', message: `The row has ${record.length} cells; the header has ${columns.length}.` }
        continue
      }
      yield { line: info.lines, raw: rawFromCsv(columns, record) }
    }
  } catch (error) {
    if (error instanceof MenuFileRefusal) throw error
    const code = (error as { code?: string }).code
    if (typeof code === 'string' && code.startsWith('CSV_')) throw new MenuFileRefusal(`The file is not valid CSV: ${(error as Error).message}`)
    throw error
  } finally {
    input.destroy()
  }
  if (!columns) throw new MenuFileRefusal('The file has no header line.')
  if (rows === 0) throw new MenuFileRefusal('The file lists no products.')
}

function jsonEntry(text: string, line: number): FileEntry {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { line, raw: null, field: 'product', message: `The product is not valid JSON: ${(error as Error).message}` }
  }
  const raw = rawFromJson(value)
  return raw ? { line, raw } : { line, raw: null, field: 'product', message: 'Each product must be an object: { "sku": …, "name": … }.' }
}
