import { describe, expect, it } from 'vitest'
import { ageOn, classifyBirthdate, maskBirthdate, parseBirthdate, type AgeOutcome, type CalendarDate } from './age'

const on = (year: number, month: number, day: number): CalendarDate => ({ year, month, day })

describe('maskBirthdate', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['07', '07'],
    ['071', '07/1'],
    ['0714', '07/14'],
    ['07142', '07/14/2'],
    ['07141990', '07/14/1990'],
    ['071419901', '07/14/1990'],
    ['07/14/1990', '07/14/1990'],
    ['07-14-1990', '07/14/1990'],
    ['ab07c14d1990', '07/14/1990'],
    ['07/', '07'],
  ])('%j → %j', (raw, masked) => {
    expect(maskBirthdate(raw)).toBe(masked)
  })

  it('never exceeds 10 characters', () => {
    expect(maskBirthdate('1'.repeat(40))).toHaveLength(10)
  })
})

describe('parseBirthdate', () => {
  it.each([
    ['07/14/1990', on(1990, 7, 14)],
    ['02/29/2000', on(2000, 2, 29)],
    ['12/31/1999', on(1999, 12, 31)],
    ['02/30/2000', null],
    ['02/29/1999', null],
    ['02/29/1900', null],
    ['13/01/2000', null],
    ['00/10/2000', null],
    ['04/31/2000', null],
    ['04/00/2000', null],
    ['07/14/199', null],
    ['07/14', null],
    ['', null],
    ['7/14/1990', null],
    ['aa/bb/cccc', null],
  ])('%j → %j', (value, expected) => {
    expect(parseBirthdate(value)).toEqual(expected)
  })
})

describe('ageOn', () => {
  it.each([
    ['birthday today', on(2000, 7, 14), on(2021, 7, 14), 21],
    ['the day before the birthday', on(2000, 7, 14), on(2021, 7, 13), 20],
    ['the day after the birthday', on(2000, 7, 14), on(2021, 7, 15), 21],
    ['earlier month', on(2000, 7, 14), on(2021, 6, 30), 20],
    ['later month', on(2000, 7, 14), on(2021, 8, 1), 21],
    ['new year', on(2000, 12, 31), on(2022, 1, 1), 21],
    ['leap day birthday, common year, 28 Feb', on(2004, 2, 29), on(2025, 2, 28), 20],
    ['leap day birthday, common year, 1 Mar', on(2004, 2, 29), on(2025, 3, 1), 21],
    ['leap day birthday, leap year, 29 Feb', on(2004, 2, 29), on(2028, 2, 29), 24],
    ['leap day birthday, leap year, 28 Feb', on(2004, 2, 29), on(2028, 2, 28), 23],
    ['28 Feb birthday in a leap year', on(2003, 2, 28), on(2024, 2, 28), 21],
    ['1 Mar birthday in a leap year, on 29 Feb', on(2003, 3, 1), on(2024, 2, 29), 20],
    ['born today', on(2026, 11, 22), on(2026, 11, 22), 0],
    ['born in the future', on(2027, 1, 1), on(2026, 11, 22), -1],
  ])('%s', (_, birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age)
  })
})

describe('classifyBirthdate', () => {
  const today = on(2026, 11, 22)
  const rows: [string, number, AgeOutcome][] = [
    ['11/22/2005', 21, 'verified'], // 21 today
    ['11/21/2005', 21, 'verified'], // 21 yesterday
    ['11/23/2005', 21, 'medical'], // 20, 21 tomorrow
    ['11/22/2007', 21, 'medical'], // 19
    ['11/22/2008', 21, 'medical'], // 18 today
    ['11/23/2008', 21, 'denied'], // 17, 18 tomorrow
    ['01/01/2020', 21, 'denied'], // 6
    ['11/22/2025', 21, 'denied'], // 1: the youngest plausible age
    ['11/23/2025', 21, 'invalid'], // 0
    ['11/22/2026', 21, 'invalid'], // born today: 0
    ['11/23/2026', 21, 'invalid'], // the future
    ['11/22/1926', 21, 'verified'], // 100 today
    ['11/23/1925', 21, 'verified'], // 100, 101 tomorrow
    ['11/22/1925', 21, 'invalid'], // 101
    ['02/29/2004', 21, 'verified'], // a leapling, 22
    ['02/30/2000', 21, 'invalid'],
    ['13/01/2000', 21, 'invalid'],
    ['11/22/20', 21, 'invalid'],
    ['', 21, 'invalid'],
    ['11/22/2008', 18, 'verified'], // 18 today in the alternative mode
    ['11/23/2008', 18, 'denied'], // 17 in the alternative mode
    ['11/22/2006', 18, 'verified'], // 20 in the alternative mode: no medical screen
  ]
  it.each(rows)('%s with limit %i → %s', (value, limit, outcome) => {
    expect(classifyBirthdate(value, today, limit)).toBe(outcome)
  })
})
