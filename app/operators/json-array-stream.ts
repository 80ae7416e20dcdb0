/**
 * Splits a JSON array arriving in pieces into its elements' texts, one at a time, so a large JSON
 * menu file is read like a CSV file: element by element, never whole. Each element comes with the
 * line it starts on (1-based). Only the top level is split; what is inside an element is left to
 * JSON.parse. Throws `JsonShapeError` when the text is not one array.
 */
export class JsonShapeError extends Error {}

export type JsonElement = { text: string; line: number }

export class JsonArraySplitter {
  private state: 'before' | 'between' | 'element' | 'after' = 'before'
  private depth = 0
  private inString = false
  private escaped = false
  private buffer = ''
  private line = 1
  private startLine = 1
  /** Elements longer than this are refused (one product is a few kilobytes). */
  constructor(private readonly maxElementChars = 200_000) {}

  /** The elements completed by this piece of text. */
  push(chunk: string): JsonElement[] {
    const out: JsonElement[] = []
    for (let i = 0; i < chunk.length; i++) {
      const ch = chunk[i]!
      if (ch === '\n') this.line++
      switch (this.state) {
        case 'before':
          if (ch === '[') this.state = 'between'
          else if (!isSpace(ch)) throw new JsonShapeError('A JSON menu file must be one list of products: [ {…}, {…} ].')
          break
        case 'between':
          if (ch === ']') this.state = 'after'
          else if (ch === ',' || isSpace(ch)) break
          else {
            this.state = 'element'
            this.startLine = this.line
            this.buffer = ''
            this.depth = 0
            i--
            if (ch === '\n') this.line--
          }
          break
        case 'element': {
          if (this.inString) {
            if (this.escaped) this.escaped = false
            else if (ch === '\\') this.escaped = true
            else if (ch === '"') this.inString = false
          } else if (ch === '"') this.inString = true
          else if (ch === '{' || ch === '[') this.depth++
          else if (ch === '}' || ch === ']') {
            if (this.depth === 0) {
              // The end of the array right after a scalar element.
              out.push(this.finish())
              this.state = ch === ']' ? 'after' : 'between'
              if (ch === '}') throw new JsonShapeError(`Unexpected "}" on line ${this.line}.`)
              break
            }
            this.depth--
          } else if (ch === ',' && this.depth === 0) {
            out.push(this.finish())
            this.state = 'between'
            break
          }
          this.buffer += ch
          if (this.buffer.length > this.maxElementChars) throw new JsonShapeError(`The product starting on line ${this.startLine} is longer than ${this.maxElementChars.toLocaleString('en-US')} characters.`)
          if (this.depth === 0 && !this.inString && (ch === '}' || ch === ']')) {
            out.push(this.finish())
            this.state = 'between'
          }
          break
        }
        case 'after':
          if (!isSpace(ch)) throw new JsonShapeError(`Text after the end of the list on line ${this.line}.`)
          break
      }
    }
    return out
  }

  /** Call at the end of the text: throws when the list is not closed. */
  end(): void {
    if (this.state === 'before') throw new JsonShapeError('The file is empty: a JSON menu file is one list of products.')
    if (this.state !== 'after') throw new JsonShapeError('The JSON list is not closed: the file may be cut short.')
  }

  private finish(): JsonElement {
    const element = { text: this.buffer.trim(), line: this.startLine }
    this.buffer = ''
    return element
  }
}

function isSpace(ch: string): boolean {
  return ch === ' ' || ch === '\n' || ch === '\r' || ch === '\t'
}
