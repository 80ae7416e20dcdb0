import { beforeEach, describe, expect, it, vi } from 'vitest'

// The status change itself is tested against PostgreSQL (orders.server.test.ts); here it fails the
// ways PostgreSQL makes a transaction give up when another one holds the same rows.
const changeOrderStatus = vi.hoisted(() => vi.fn())
vi.mock('./order-status.server', () => ({ changeOrderStatus }))

const { CONCURRENT_CHANGE_MESSAGE, isConcurrencyFailure, runBoardAction } = await import('./staff-board.server')

function pgError(code: string) {
  return Object.assign(new Error('deadlock detected'), { code, severity: 'ERROR' })
}

/** The query builder wraps the driver's error: the SQLSTATE is on its cause. */
function wrapped(code: string) {
  return new Error('Failed query: update orders set status = $1', { cause: pgError(code) })
}

function cancelForm() {
  const form = new FormData()
  form.set('intent', 'cancel')
  form.set('uuid', '6f1c1a52-0d7b-4a47-9d38-0f3f1f0c2a11')
  form.set('expected', 'preparing')
  form.set('confirm', 'yes')
  form.set('reason', 'customer_request')
  return form
}

const staff = { userId: 'staff-1', storeId: 7 }

beforeEach(() => {
  changeOrderStatus.mockReset()
})

describe('runBoardAction when PostgreSQL gives up on the change', () => {
  it.each([
    ['a deadlock', pgError('40P01')],
    ['a serialization failure', pgError('40001')],
    ['a wrapped deadlock', wrapped('40P01')],
    ['a wrapped serialization failure', wrapped('40001')],
  ])('%s is a 409 asking to reload, with no details of the error', async (_label, error) => {
    changeOrderStatus.mockRejectedValueOnce(error)
    const result = await runBoardAction(cancelForm(), staff)
    expect(result).toEqual({ ok: false, status: 409, message: CONCURRENT_CHANGE_MESSAGE })
    expect(CONCURRENT_CHANGE_MESSAGE).toBe('Someone else changed this order; reload the board.')
  })

  it('any other failure is not disguised as a conflict', async () => {
    changeOrderStatus.mockRejectedValueOnce(wrapped('23505'))
    await expect(runBoardAction(cancelForm(), staff)).rejects.toThrow('Failed query')
  })
})

describe('isConcurrencyFailure', () => {
  it.each([
    [pgError('40P01'), true],
    [pgError('40001'), true],
    [wrapped('40P01'), true],
    [pgError('23505'), false],
    [new Error('boom'), false],
    [null, false],
    ['40P01', false],
    [{ code: 40001 }, false],
  ])('%#', (error, expected) => {
    expect(isConcurrencyFailure(error)).toBe(expected)
  })
})
