import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadContent } from '~/content/content.server'
import { getDb } from '~/db/client.server'
import { createDispensary, createState } from '~/db/seed/factories'
import { loader } from '~/root'
import { resetDatabase } from '../../tests/setup/reset-database'

beforeAll(async () => {
  await loadContent('content')
})

beforeEach(async () => {
  await resetDatabase()
  const db = getDb()
  const illinois = await createState(db, { name: 'Illinois', slug: 'illinois', code: 'IL' })
  await createDispensary(db, {
    stateId: illinois.id,
    name: 'Northmeadow Joliet',
    slug: 'joliet',
    showChatBox: true,
    licenceAdultUse: '284.000123-AUDO',
    licenceMedical: null,
    licenceLounge: null,
  })
})

async function shellFor(url: string, cookie?: string) {
  // The host mode comes from the Host header, as behind the Express server.
  const headers: Record<string, string> = { host: new URL(url).host }
  if (cookie) headers.cookie = cookie
  const request = new Request(url, { headers })
  return loader({ request, params: {}, context: {} } as unknown as Parameters<typeof loader>[0])
}

describe('root loader: the shell of every page', () => {
  it('a first visit: the gate (not verified), no consent, no footer dispensary, main host', async () => {
    const shell = await shellFor('http://localhost:3000/')
    expect(shell.ageVerified).toBe(false)
    expect(shell.ageGate).toMatchObject({ mode: 'simple', ageLimit: 21, verificationQuestion: 'Are you 21 or older?' })
    expect(shell.consent).toBeNull()
    expect(shell.footerDispensary).toBeNull()
    expect(shell.region).toBe('main')
    expect(shell.ohioOrigin).toBe('http://oh.localhost:3000')
    expect(shell.footer.tocNavigationMenu.map((l) => l.navigationUrl)).toContain('/privacy-policy')
  })

  it('reads the age and consent cookies', async () => {
    const shell = await shellFor('http://localhost:3000/', 'nm_age_verified=true; nm_consent=C0002%3A1%2CC0003%3A0%2CC0004%3A0')
    expect(shell.ageVerified).toBe(true)
    expect(shell.consent).toEqual({ C0001: true, C0002: true, C0003: false, C0004: false })
  })

  it("gives a dispensary path's footer its licences and chat", async () => {
    const shell = await shellFor('http://localhost:3000/dispensaries/illinois/joliet')
    expect(shell.footerDispensary).toMatchObject({
      slug: 'joliet',
      showChatBox: true,
      licences: [{ label: 'ADULT USE', number: '284.000123-AUDO' }],
    })
  })

  it('falls back to the home-dispensary cookie', async () => {
    const shell = await shellFor('http://localhost:3000/terms', 'nm_home_dispensary=illinois/joliet')
    expect(shell.footerDispensary?.name).toBe('Northmeadow Joliet')
  })

  it('knows the Ohio host', async () => {
    const shell = await shellFor('http://oh.localhost:3000/dispensaries/illinois/joliet')
    expect(shell.region).toBe('ohio')
    expect(shell.footerDispensary).toBeNull()
  })
})
