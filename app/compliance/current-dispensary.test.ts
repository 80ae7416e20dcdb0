import { describe, expect, it } from 'vitest'
import {
  currentDispensaryKey,
  dispensaryKeyFromPath,
  HOME_DISPENSARY_COOKIE,
  homeDispensaryFromCookie,
  sameDispensary,
} from './current-dispensary'

const joliet = { stateSlug: 'illinois', dispensarySlug: 'joliet' }

describe('dispensaryKeyFromPath', () => {
  it.each([
    ['/dispensaries/illinois/joliet', joliet],
    ['/dispensaries/illinois/joliet/', joliet],
    ['/dispensaries/illinois/joliet/1201/recreational-menu/', joliet],
    ['/dispensaries/illinois/joliet/1201/recreational-menu/product/42/blue-dream', joliet],
    ['/dispensaries/illinois/joliet?x=1', joliet],
    ['/dispensaries/illinois', null],
    ['/dispensaries/illinois/', null],
    ['/dispensaries/illinois/deals', null],
    ['/dispensaries/illinois/getting-a-medical-card', null],
    ['/dispensaries', null],
    ['/', null],
    ['/terms', null],
    ['/blog/illinois/joliet', null],
    ['/dispensaries/Illinois/Joliet', null],
    ['/dispensaries/illinois/jo%20liet', null],
  ])('%s', (path, key) => {
    expect(dispensaryKeyFromPath(path)).toEqual(key)
  })
})

describe('homeDispensaryFromCookie', () => {
  it.each([
    [`${HOME_DISPENSARY_COOKIE}=illinois/joliet`, joliet],
    [`${HOME_DISPENSARY_COOKIE}=illinois%2Fjoliet`, joliet],
    [`a=1; ${HOME_DISPENSARY_COOKIE}=illinois/joliet; b=2`, joliet],
    [`${HOME_DISPENSARY_COOKIE}=illinois`, null],
    [`${HOME_DISPENSARY_COOKIE}=illinois/joliet/extra`, null],
    [`${HOME_DISPENSARY_COOKIE}=<script>/x`, null],
    [`${HOME_DISPENSARY_COOKIE}=%E0%A4%A`, null],
    ['other=illinois/joliet', null],
    ['', null],
    [null, null],
  ])('%j', (header, key) => {
    expect(homeDispensaryFromCookie(header)).toEqual(key)
  })
})

describe('currentDispensaryKey', () => {
  const cookie = `${HOME_DISPENSARY_COOKIE}=ohio/columbus`
  it('prefers the path', () => {
    expect(currentDispensaryKey('/dispensaries/illinois/joliet', cookie)).toEqual(joliet)
  })
  it('falls back to the home dispensary', () => {
    expect(currentDispensaryKey('/', cookie)).toEqual({ stateSlug: 'ohio', dispensarySlug: 'columbus' })
    expect(currentDispensaryKey('/dispensaries/illinois', cookie)).toEqual({ stateSlug: 'ohio', dispensarySlug: 'columbus' })
  })
  it('is none without either', () => {
    expect(currentDispensaryKey('/', null)).toBeNull()
  })
})

describe('sameDispensary', () => {
  it.each([
    [joliet, { ...joliet }, true],
    [joliet, { ...joliet, dispensarySlug: 'aurora' }, false],
    [joliet, null, false],
    [null, null, true],
  ])('%j, %j', (a, b, same) => {
    expect(sameDispensary(a, b)).toBe(same)
  })
})
