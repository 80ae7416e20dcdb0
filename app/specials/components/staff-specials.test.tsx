import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { SpecialsPage, StaffSpecial } from '../staff-specials.server'
import { StaffSpecials } from './staff-specials'

const special: StaffSpecial = {
  id: 31,
  title: 'Gummies 10% off',
  detail: null,
  discountText: '10% off',
  discountType: 'percent',
  amount: 10,
  appliesTo: 'Categories: Edible',
  productCount: 1,
  status: 'live',
  statusLabel: 'Live',
  startsText: '',
  endsText: '',
  editable: true,
  form: { targetKind: 'categories', targets: ['edible'], startsAt: '', endsAt: '' },
}

const page: SpecialsPage = {
  storeId: 1002,
  storeName: 'Evanston · Recreational',
  timeZone: 'America/Chicago',
  showCardRatings: true,
  showChatBox: true,
  isOhio: false,
  specials: [special],
  choices: { products: [], brands: [], categories: [{ value: 'edible', label: 'Edible' }] },
}

/** The page as the server renders it at `url` (no JavaScript: plain links and forms). */
function render(url: string, editId: number | null) {
  const Stub = createRoutesStub([{ path: '/staff/specials', Component: () => <StaffSpecials page={page} answer={undefined} editId={editId} /> }])
  return renderToString(<Stub initialEntries={[url]} />).replaceAll('&amp;', '&')
}

const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1])

describe('StaffSpecials links keep the store (the chain owner works on any store)', () => {
  it('the Edit link names the store and the special', () => {
    expect(hrefs(render('/staff/specials?store=1002', null))).toContain('/staff/specials?store=1002&edit=31#special-form')
  })

  it('editing, the form posts to the store’s address and Cancel editing stays on the store', () => {
    const html = render('/staff/specials?store=1002&edit=31', 31)
    expect(html).toContain('Edit “Gummies 10% off”')
    expect(hrefs(html)).toContain('/staff/specials?store=1002')
    expect(html).toContain('action="/staff/specials?store=1002&edit=31" method="post"')
  })
})
