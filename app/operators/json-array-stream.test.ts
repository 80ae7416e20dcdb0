import { describe, expect, it } from 'vitest'
import { JsonArraySplitter } from './json-array-stream'

function split(text: string, pieceSize = 3) {
  const splitter = new JsonArraySplitter()
  const out = []
  for (let i = 0; i < text.length; i += pieceSize) out.push(...splitter.push(text.slice(i, i + pieceSize)))
  splitter.end()
  return out
}

describe('JsonArraySplitter', () => {
  it.each([
    ['objects on their lines', '[\n  {"a": 1},\n  {"b": "x"}\n]\n', [{ text: '{"a": 1}', line: 2 }, { text: '{"b": "x"}', line: 3 }]],
    ['brackets and quotes inside strings', '[{"a": "]}\\"{["}]', [{ text: '{"a": "]}\\"{["}', line: 1 }]],
    ['nested lists', '[{"w": [{"n": 1}, {"n": 2}]}]', [{ text: '{"w": [{"n": 1}, {"n": 2}]}', line: 1 }]],
    ['scalars', '[1, "two", null]', [{ text: '1', line: 1 }, { text: '"two"', line: 1 }, { text: 'null', line: 1 }]],
    ['an empty list', ' [ ] ', []],
  ])('%s', (_name, text, elements) => {
    expect(split(text)).toEqual(elements)
    expect(split(text, 1)).toEqual(elements)
  })

  it.each([
    ['an object instead of a list', '{"products": []}', 'A JSON menu file must be one list of products: [ {…}, {…} ].'],
    ['a list cut short', '[{"a": 1},', 'The JSON list is not closed: the file may be cut short.'],
    ['text after the list', '[] []', 'Text after the end of the list on line 1.'],
    ['nothing', '   ', 'The file is empty: a JSON menu file is one list of products.'],
  ])('refuses %s', (_name, text, message) => {
    expect(() => split(text)).toThrow(message)
  })

  it('refuses an element past its size limit', () => {
    const splitter = new JsonArraySplitter(10)
    expect(() => splitter.push('[{"a": "0123456789"}]')).toThrow('The product starting on line 1 is longer than 10 characters.')
  })
})
