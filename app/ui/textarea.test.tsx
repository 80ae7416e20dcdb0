import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Textarea } from './textarea'
import { characterCount, isTextareaInvalid, showsTextareaError, TEXTAREA_MAX_LENGTH } from './textarea-rules'

describe('characterCount', () => {
  it.each([
    [0, undefined, '0 of 500 characters'],
    [42, undefined, '42 of 500 characters'],
    [500, 500, '500 of 500 characters'],
    [3, 25, '3 of 25 characters'],
  ])('%i of %s', (length, max, text) => {
    expect(characterCount(length, max)).toBe(text)
  })

  it('defaults to 500', () => {
    expect(TEXTAREA_MAX_LENGTH).toBe(500)
  })
})

describe('the error rule: required, touched and invalid', () => {
  it.each([
    // required, touched, value, shows
    [true, true, '', true],
    [true, true, '   ', true],
    [true, false, '', false],
    [true, true, 'Hello', false],
    [false, true, '', false],
    [false, false, '', false],
    [true, true, 'x'.repeat(501), true],
    [false, true, 'x'.repeat(501), false],
  ])('required %s, touched %s, %j → %s', (required, touched, value, shows) => {
    const invalid = isTextareaInvalid(value, { required, max: 500 })
    expect(showsTextareaError({ required, touched, invalid })).toBe(shows)
  })
})

describe('<Textarea>', () => {
  it('renders the label, hint, counter and maxlength, described by hint and counter', () => {
    const html = renderToStaticMarkup(<Textarea id="note" label="Your note" hint="Tell us more." defaultValue="Hi there" />)
    expect(html).toContain('<label for="note"')
    expect(html).toContain('Your note')
    expect(html).toContain('maxLength="500"')
    expect(html).toContain('8 of 500 characters')
    expect(html).toContain('aria-describedby="note-hint note-count"')
    expect(html).not.toContain('aria-invalid')
  })

  it('shows the error only when the form marks a required, empty field touched', () => {
    const untouched = renderToStaticMarkup(<Textarea id="m" label="Message" required maxLength={25} />)
    expect(untouched).toContain('0 of 25 characters')
    expect(untouched).not.toContain('Please fill in this field.')
    const touched = renderToStaticMarkup(<Textarea id="m" label="Message" required touched errorMessage="Tell us what happened." />)
    expect(touched).toContain('Tell us what happened.')
    expect(touched).toContain('aria-invalid="true"')
    expect(touched).toContain('aria-describedby="m-count m-error"')
  })

  it('never shows an error on an optional field', () => {
    const html = renderToStaticMarkup(<Textarea id="o" label="Notes" touched value="" />)
    expect(html).not.toContain('o-error')
    expect(html).not.toContain('aria-invalid')
  })
})
