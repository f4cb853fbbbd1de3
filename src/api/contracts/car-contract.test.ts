// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  CAR_CONTRACT_STATUS_ORDER,
  canMoveCarContract,
  contractTotal,
  discountProblem,
  isClosedCarContract,
  lineDiscount,
  lineSubtotal,
  paymentTotals,
} from './car-contract'

describe('a car contract’s money', () => {
  it('adds up two lines by hand: 2 days × 3.000.000 less 10 %, and 1 × 300.000 less 50.000', () => {
    const days = { quantity: 2, price: 3_000_000, discount: 10, discount_type: 1 } as const
    const pickUp = { quantity: 1, price: 300_000, discount: 50_000, discount_type: 0 } as const
    // 6.000.000 − 600.000 = 5.400.000; 300.000 − 50.000 = 250.000
    expect(lineDiscount(days)).toBe(600_000)
    expect(lineSubtotal(days)).toBe(5_400_000)
    expect(lineSubtotal(pickUp)).toBe(250_000)
    expect(contractTotal([days, pickUp])).toBe(5_650_000)
  })

  it('rounds a percentage to the đồng', () => {
    // 3 × 333.333 = 999.999; 15 % = 149.999,85 → 150.000
    expect(lineDiscount({ quantity: 3, price: 333_333, discount: 15, discount_type: 1 })).toBe(150_000)
  })

  it('refuses a discount below 0, above its line, or above 100 %', () => {
    const line = { quantity: 2, price: 100_000 }
    expect(discountProblem({ ...line, discount: -1, discount_type: 0 })).toBe('negative')
    expect(discountProblem({ ...line, discount: 200_001, discount_type: 0 })).toBe('overLine')
    expect(discountProblem({ ...line, discount: 200_000, discount_type: 0 })).toBeNull()
    expect(discountProblem({ ...line, discount: 101, discount_type: 1 })).toBe('overPercent')
    expect(discountProblem({ ...line, discount: 100, discount_type: 1 })).toBeNull()
    expect(lineSubtotal({ ...line, discount: 100, discount_type: 1 })).toBe(0)
  })

  it('counts a reversal against what was paid', () => {
    expect(
      paymentTotals(5_650_000, [{ money: 2_000_000 }, { money: 1_000_000 }, { money: -1_000_000 }]),
    ).toEqual({ paid: 2_000_000, outstanding: 3_650_000 })
  })
})

describe('a car contract’s status (DECISIONS #7)', () => {
  it('goes new → pending approval → finalised → processing → complete, one step at a time', () => {
    const path = [0, 5, 1, 2, 3]
    for (let i = 0; i < path.length - 1; i++) expect(canMoveCarContract(path[i], path[i + 1])).toBe(true)
    expect(canMoveCarContract(0, 1)).toBe(false)
    expect(canMoveCarContract(5, 0)).toBe(false)
    expect(canMoveCarContract(2, 1)).toBe(false)
  })

  it('is cancelled from any status but complete, and a complete or cancelled contract moves no more', () => {
    for (const status of CAR_CONTRACT_STATUS_ORDER)
      expect(canMoveCarContract(status, 4)).toBe(status !== 3 && status !== 4)
    expect(canMoveCarContract(4, 0)).toBe(false)
    expect(isClosedCarContract(3)).toBe(true)
    expect(isClosedCarContract(4)).toBe(true)
    expect(isClosedCarContract(2)).toBe(false)
  })
})
