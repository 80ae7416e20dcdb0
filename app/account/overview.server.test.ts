import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadContent } from '~/content/content.server'
import { getDb } from '~/db/client.server'
import { createDispensary, createState } from '~/db/seed/factories'
import * as ledger from '~/rewards/ledger.server'
import { resetDatabase } from '../../tests/setup/reset-database'
import { loadAccountOverview } from './overview.server'
import { signedUpShopper } from './test-accounts.server'

beforeAll(async () => {
  await loadContent('content')
})

beforeEach(async () => {
  await resetDatabase()
  vi.restoreAllMocks()
})

describe('loadAccountOverview (001 §2.2)', () => {
  it('greets by first name, invites to choose a home dispensary and shows the balance', async () => {
    const { user } = await signedUpShopper({ firstName: 'Grace' })
    vi.spyOn(ledger, 'getRewardsSummary').mockResolvedValue({ balance: 1234, pointsExpiring: null, pointsExpiringDate: null })
    const overview = await loadAccountOverview(user, 'main')
    expect(overview).toMatchObject({
      firstName: 'Grace',
      homeDispensary: null,
      points: { heading: 'Accumulated points', balance: 1234, programName: 'Meadow Rewards' },
    })
  })

  it('names the home dispensary', async () => {
    const db = getDb()
    const illinois = await createState(db, { name: 'Illinois', slug: 'illinois', code: 'IL' })
    const joliet = await createDispensary(db, { stateId: illinois.id, name: 'Northmeadow Joliet', slug: 'joliet', street1: '120 Main St', city: 'Joliet' })
    const { user } = await signedUpShopper()
    const overview = await loadAccountOverview({ ...user, homeDispensaryId: joliet.id }, 'main')
    expect(overview.homeDispensary).toEqual({ name: 'Northmeadow Joliet', addressLine: '120 Main St, Joliet, IL' })
  })

  it('a failure to read the points keeps the page: the banner without a number', async () => {
    const { user } = await signedUpShopper()
    vi.spyOn(ledger, 'getRewardsSummary').mockRejectedValue(new Error('ledger down'))
    const overview = await loadAccountOverview(user, 'main')
    expect(overview.points).toMatchObject({ heading: 'Accumulated points', balance: null })
  })
})
