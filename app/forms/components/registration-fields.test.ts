import { describe, expect, it } from 'vitest'
import { flattenErrors, today, withOnlyState } from './registration-fields'

describe('the dated fields’ default (the Eastern calendar, the same on the server and in the browser)', () => {
  it.each<[string, string]>([
    ['2026-11-26T15:00:00Z', '2026-11-26'],
    ['2026-11-27T03:30:00Z', '2026-11-26'],
    ['2026-11-27T05:30:00Z', '2026-11-27'],
    ['2026-07-01T03:59:00Z', '2026-06-30'],
  ])('at %s it is %s', (instant, date) => {
    expect(today(new Date(instant))).toBe(date)
  })
})

describe('react-hook-form’s errors, named as the server names them', () => {
  const error = (message: string) => ({ type: 'custom', message })
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['none', {}, {}],
    ['a field', { firstName: error('Please enter your first name.') }, { firstName: 'Please enter your first name.' }],
    [
      'a medication row’s field by its index',
      { currentMedication: [undefined, { dosage: error('Too long.') }] },
      { 'currentMedication.1.dosage': 'Too long.' },
    ],
    ['a list’s own error (its root)', { currentMedication: Object.assign([], { root: error('Please keep at least one medication row.') }) }, { currentMedication: 'Please keep at least one medication row.' }],
    ['a list error given as the list’s message', { currentMedication: error('Please keep at least one medication row.') }, { currentMedication: 'Please keep at least one medication row.' }],
    ['an error without a message is left out', { zip: { type: 'custom' } }, {}],
    ['the element an error points at is not read', { email: { ...error('Please enter a valid email.'), ref: { name: 'email', nested: error('no') } } }, { email: 'Please enter a valid email.' }],
  ])('%s', (_, errors, expected) => {
    expect(flattenErrors(errors as never)).toEqual(expected)
  })
})

describe('a form that lists one state starts with it chosen', () => {
  const state = (code: string) => ({ code, slug: code.toLowerCase(), name: code, dispensaries: [] })
  it.each<[string, Record<string, string>, ReturnType<typeof state>[], Record<string, string>]>([
    ['one state, none chosen', { state: '' }, [state('NY')], { state: 'NY' }],
    ['one state, nothing posted', {}, [state('NY')], { state: 'NY' }],
    ['one state, one chosen already', { state: 'VA' }, [state('NY')], { state: 'VA' }],
    ['several states', { state: '' }, [state('NY'), state('NJ')], { state: '' }],
    ['no states', {}, [], {}],
  ])('%s', (_, initial, states, expected) => {
    expect(withOnlyState(initial, states)).toEqual(expected)
  })
})
