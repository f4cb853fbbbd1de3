import { describe, expect, it } from 'vitest'
import {
  byPickOrder,
  MOTOR_PICK_STATUSES,
  motorPickReassignable,
  nextMotorPickStatuses,
  nextPickStatuses,
  PICK_STATUSES,
} from './pickup'

/** Every (from, to) pair and whether DECISIONS #7 allows it. */
const pairs = (statuses: readonly number[], allowed: Array<[number, number]>) =>
  statuses.flatMap((from) =>
    statuses.map((to) => [from, to, allowed.some(([a, b]) => a === from && b === to)] as const),
  )

describe('passenger pick-up status (DECISIONS #7)', () => {
  it.each(
    pairs(PICK_STATUSES, [
      [0, 1],
      [0, 2],
      [1, 3],
    ]),
  )('%i → %i allowed: %s', (from, to, allowed) => {
    expect(nextPickStatuses(from).includes(to as never)).toBe(allowed)
  })

  it('offers nothing after "unable to contact" or "alighted", nor from an unknown status', () => {
    expect(nextPickStatuses(2)).toEqual([])
    expect(nextPickStatuses(3)).toEqual([])
    expect(nextPickStatuses(9)).toEqual([])
  })
})

describe('motor-pick status (DECISIONS #7)', () => {
  it.each(
    pairs(MOTOR_PICK_STATUSES, [
      [0, 1],
      [1, 2],
      [0, 3],
      [1, 3],
    ]),
  )('%i → %i allowed: %s', (from, to, allowed) => {
    expect(nextMotorPickStatuses(from).includes(to as never)).toBe(allowed)
  })

  it('lets another driver take the guest only before the pick-up or after a cancel', () => {
    expect([0, 1, 2, 3].map(motorPickReassignable)).toEqual([true, false, false, true])
  })
})

describe('pick order', () => {
  it('puts ordered guests first by their order, then the rest by time and code', () => {
    const row = (code: string, pick_order: number | null, pick_time: string | null = null) => ({
      code,
      pick_order,
      pick_time,
    })
    const rows = [
      row('D', null, '2026-01-01T07:00:00+07:00'),
      row('B', 2),
      row('C', null, '2026-01-01T06:00:00+07:00'),
      row('A', 1),
      row('E', null, '2026-01-01T06:00:00+07:00'),
    ]
    expect([...rows].sort(byPickOrder).map((r) => r.code)).toEqual(['A', 'B', 'C', 'E', 'D'])
  })
})
