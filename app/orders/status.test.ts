import { describe, expect, it } from 'vitest'
import {
  allowedTransitions,
  canTransition,
  historyBadge,
  isCompletedStatus,
  nextStatus,
  ORDER_STATUSES,
  postCheckoutStep,
  postCheckoutStepIndex,
  STATUS_LABELS,
  type OrderStatus,
  type ReservationMode,
} from './status'

describe('completed statuses (001 §4.6)', () => {
  it.each([
    ['delivery_started', true],
    ['delivery_finished', true],
    ['ready_for_pickup', true],
    ['finished', true],
    ['with_review', true],
    ['finished_without_review', true],
    ['verifying', false],
    ['preparing', false],
    ['pending', false],
    ['cancelled', false],
    ['something_else', false],
  ])('%s → %s', (status, completed) => {
    expect(isCompletedStatus(status)).toBe(completed)
    expect(historyBadge(status).tone).toBe(completed ? 'green' : 'grey')
  })

  it('every status has a label; an unknown one reads as in progress', () => {
    for (const status of ORDER_STATUSES) expect(STATUS_LABELS[status]).toMatch(/\w/)
    expect(historyBadge('lost')).toEqual({ tone: 'grey', label: 'In progress' })
    expect(historyBadge('ready_for_pickup')).toEqual({ tone: 'green', label: 'Ready for pickup' })
  })
})

describe('staff transitions', () => {
  it.each<[OrderStatus, ReservationMode, OrderStatus | null]>([
    ['verifying', 'pickup', 'preparing'],
    ['preparing', 'pickup', 'ready_for_pickup'],
    ['ready_for_pickup', 'pickup', 'finished'],
    ['finished', 'pickup', null],
    ['verifying', 'delivery', 'preparing'],
    ['preparing', 'delivery', 'delivery_started'],
    ['delivery_started', 'delivery', 'delivery_finished'],
    ['delivery_finished', 'delivery', 'finished'],
    ['finished', 'delivery', null],
    ['cancelled', 'pickup', null],
    ['pending', 'pickup', null],
  ])('%s (%s) → %s', (from, mode, to) => {
    expect(nextStatus(from, mode)).toBe(to)
  })

  // Every pair of statuses, both modes: allowed exactly when it is the next step, or a cancel while
  // the goods are still in the store (not out for delivery, delivered or final).
  const allowed = new Set([
    'pickup:verifying>preparing',
    'pickup:preparing>ready_for_pickup',
    'pickup:ready_for_pickup>finished',
    'delivery:verifying>preparing',
    'delivery:preparing>delivery_started',
    'delivery:delivery_started>delivery_finished',
    'delivery:delivery_finished>finished',
    ...(['pickup', 'delivery'] as const).flatMap((mode) =>
      ['pending', 'verifying', 'preparing', 'ready_for_pickup'].map(
        (from) => `${mode}:${from}>cancelled`,
      ),
    ),
  ])
  const pairs = (['pickup', 'delivery'] as const).flatMap((mode) =>
    ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [mode, from, to] as const)),
  )
  it.each(pairs)('%s: %s → %s', (mode, from, to) => {
    expect(canTransition(from, to, mode)).toBe(allowed.has(`${mode}:${from}>${to}`))
  })

  it('pickup orders never go out for delivery, delivery orders are never ready for pickup', () => {
    expect(canTransition('preparing', 'delivery_started', 'pickup')).toBe(false)
    expect(canTransition('preparing', 'ready_for_pickup', 'delivery')).toBe(false)
  })

  it('refuses unknown statuses and skips', () => {
    expect(canTransition('verifying', 'shipped', 'pickup')).toBe(false)
    expect(canTransition('nope', 'cancelled', 'pickup')).toBe(false)
    expect(canTransition('verifying', 'finished', 'pickup')).toBe(false)
    expect(canTransition('preparing', 'verifying', 'pickup')).toBe(false)
  })

  it('lists the forward step before cancel', () => {
    expect(allowedTransitions('preparing', 'delivery')).toEqual(['delivery_started', 'cancelled'])
    expect(allowedTransitions('with_review', 'pickup')).toEqual([])
  })

  it.each<[OrderStatus, ReservationMode, OrderStatus[]]>([
    ['pending', 'pickup', ['cancelled']],
    ['verifying', 'pickup', ['preparing', 'cancelled']],
    ['preparing', 'pickup', ['ready_for_pickup', 'cancelled']],
    ['ready_for_pickup', 'pickup', ['finished', 'cancelled']],
    ['delivery_started', 'delivery', ['delivery_finished']],
    ['delivery_finished', 'delivery', ['finished']],
    ['finished', 'delivery', []],
    ['with_review', 'delivery', []],
    ['finished_without_review', 'pickup', []],
    ['cancelled', 'pickup', []],
  ])('%s (%s) may go to %j', (from, mode, targets) => {
    expect(allowedTransitions(from, mode)).toEqual(targets)
  })
})

describe('post-checkout step (001 §4.7)', () => {
  it.each([
    ['pending', 'Verifying', 0],
    ['verifying', 'Verifying', 0],
    ['preparing', 'Preparing', 1],
    ['ready_for_pickup', 'Ready', 2],
    ['delivery_started', 'Ready', 2],
    ['delivery_finished', 'Complete', 3],
    ['finished', 'Complete', 3],
    ['with_review', 'Complete', 3],
    ['finished_without_review', 'Complete', 3],
    ['cancelled', null, -1],
    ['unknown', null, -1],
  ])('%s → %s', (status, step, index) => {
    expect(postCheckoutStep(status)).toBe(step)
    expect(postCheckoutStepIndex(status)).toBe(index)
  })
})
