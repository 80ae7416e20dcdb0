import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { createDispensary, createMenu, createState } from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import { HOME_DISPENSARY_COOKIE } from './current-dispensary'
import { findFooterDispensary, loadFooterDispensary } from './footer-dispensary.server'

beforeEach(async () => {
  await resetDatabase()
  const db = getDb()
  const illinois = await createState(db, { name: 'Illinois', slug: 'illinois', code: 'IL' })
  const ohio = await createState(db, { name: 'Ohio', slug: 'ohio', code: 'OH' })
  const joliet = await createDispensary(db, {
    stateId: illinois.id,
    name: 'Northmeadow Joliet',
    slug: 'joliet',
    showChatBox: true,
    licenceAdultUse: '284.000123-AUDO',
    licenceMedical: 'DISP-0042',
    licenceLounge: 'LNG-7',
  })
  await createMenu(db, { dispensaryId: joliet.id, kind: 'recreational', storeId: 1201, isDefault: true })
  await createMenu(db, { dispensaryId: joliet.id, kind: 'medical', storeId: 1202 })
  await createDispensary(db, {
    stateId: illinois.id,
    name: 'Northmeadow Aurora',
    slug: 'aurora',
    showChatBox: false,
    licenceAdultUse: null,
    licenceMedical: null,
    licenceLounge: null,
  })
  await createDispensary(db, {
    stateId: ohio.id,
    name: 'Northmeadow Columbus',
    slug: 'columbus',
    showChatBox: false,
    licenceAdultUse: 'ARD000123',
    licenceMedical: 'MMD000456',
    licenceLounge: null,
  })
})

function request(path: string, cookie?: string): Request {
  return new Request(`http://localhost${path}`, cookie ? { headers: { cookie } } : {})
}

describe('loadFooterDispensary', () => {
  it("reads the dispensary a path names, with its state's licence labels and chat flag", async () => {
    const footer = await loadFooterDispensary(request('/dispensaries/illinois/joliet/1201/recreational-menu/'), 'main')
    expect(footer).toEqual({
      name: 'Northmeadow Joliet',
      stateSlug: 'illinois',
      slug: 'joliet',
      path: '/dispensaries/illinois/joliet',
      showChatBox: true,
      chat: { storeId: 1201, takesPatients: true },
      licences: [
        { label: 'ADULT USE', number: '284.000123-AUDO' },
        { label: 'MED', number: 'DISP-0042' },
        { label: 'LOUNGE', number: 'LNG-7' },
      ],
    })
  })

  it('falls back to the home-dispensary cookie on pages that name none', async () => {
    const footer = await loadFooterDispensary(request('/', `${HOME_DISPENSARY_COOKIE}=illinois/aurora`), 'main')
    expect(footer).toMatchObject({ slug: 'aurora', showChatBox: false, chat: null, licences: [] })
  })

  it('prefers the path over the cookie', async () => {
    const footer = await loadFooterDispensary(
      request('/dispensaries/illinois/joliet', `${HOME_DISPENSARY_COOKIE}=illinois/aurora`),
      'main',
    )
    expect(footer?.slug).toBe('joliet')
  })

  it('uses the Ohio labels on the Ohio host', async () => {
    const footer = await loadFooterDispensary(request('/dispensaries/ohio/columbus'), 'ohio')
    expect(footer?.licences).toEqual([
      { label: 'Non-Med', number: 'ARD000123' },
      { label: 'Med', number: 'MMD000456' },
    ])
  })

  it.each([
    ['an unknown dispensary', '/dispensaries/illinois/nowhere', undefined, 'main'],
    ['an unknown state', '/dispensaries/atlantis/joliet', undefined, 'main'],
    ['an Ohio dispensary on the main host', '/dispensaries/ohio/columbus', undefined, 'main'],
    ['an Illinois dispensary on the Ohio host', '/dispensaries/illinois/joliet', undefined, 'ohio'],
    ['a page without a dispensary and no cookie', '/terms', undefined, 'main'],
    ['a malformed cookie', '/', `${HOME_DISPENSARY_COOKIE}=%%%`, 'main'],
    ['a cookie naming an unknown dispensary', '/', `${HOME_DISPENSARY_COOKIE}=illinois/nowhere`, 'main'],
  ] as const)('gives none for %s', async (_, path, cookie, region) => {
    expect(await loadFooterDispensary(request(path, cookie), region)).toBeNull()
  })
})

describe('findFooterDispensary', () => {
  it('finds by state and dispensary slug', async () => {
    expect((await findFooterDispensary({ stateSlug: 'illinois', dispensarySlug: 'aurora' }, 'main'))?.name).toBe(
      'Northmeadow Aurora',
    )
  })
})
