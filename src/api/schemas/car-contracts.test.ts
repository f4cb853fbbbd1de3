// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  carContractPaymentWriteSchema,
  carContractStatusSchema,
  carContractWriteSchema,
} from './car-contracts'

/** What a schema refuses in `value`: each field's message key (the catalogue's words come from them). */
function refusals(schema: z.ZodType, value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return {}
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [
      issue.path.join('.'),
      (issue as { params?: { message?: string } }).params?.message ?? issue.code,
    ]),
  )
}

const contract = {
  customer_name: 'Nguyễn Thị Lan',
  phone: '0912 345 678',
  email: '',
  address: '',
  start_date: '2026-12-05',
  start_time: '06:00',
  end_date: '2026-12-06',
  end_time: '18:00',
  car_ids: [3],
  note: '',
  lines: [
    { description: 'Thuê xe 29 chỗ (ngày)', quantity: 2, price: 3_000_000, discount: 10, discount_type: 1 },
  ],
}

describe('a car contract as written', () => {
  it('takes a contract with its customer, times, car and a line discounted by a percentage', () => {
    const parsed = carContractWriteSchema.parse(contract)
    expect(parsed.phone).toBe('0912345678')
    expect(parsed.email).toBeNull()
  })

  it('refuses an end not after the start, no car, a car twice and no line', () => {
    expect(
      refusals(carContractWriteSchema, { ...contract, end_date: '2026-12-05', end_time: '06:00', lines: [] }),
    ).toEqual({ end_date: 'endBeforeStart', lines: 'linesNone' })
    expect(refusals(carContractWriteSchema, { ...contract, car_ids: [] })).toEqual({ car_ids: 'carsNone' })
    expect(refusals(carContractWriteSchema, { ...contract, car_ids: [3, 3] })).toEqual({
      car_ids: 'carTwice',
    })
  })

  it('refuses a discount above its line or above 100 %, beside the line’s discount', () => {
    const line = contract.lines[0]
    expect(
      refusals(carContractWriteSchema, {
        ...contract,
        lines: [
          { ...line, discount: 101 },
          { ...line, discount: 6_000_001, discount_type: 0 },
        ],
      }),
    ).toEqual({ 'lines.0.discount': 'discount_overPercent', 'lines.1.discount': 'discount_overLine' })
  })

  it('needs a reason to cancel, and a payment of at least 1 đồng of a known kind', () => {
    expect(refusals(carContractStatusSchema, { id: 1, version: 1, status: 4 })).toEqual({
      reason: 'cancelReasonRequired',
    })
    expect(refusals(carContractStatusSchema, { id: 1, version: 1, status: 5 })).toEqual({})
    expect(
      Object.keys(
        refusals(carContractPaymentWriteSchema, { contract_id: 1, version: 1, money: 0, payment_type: 9 }),
      ),
    ).toEqual(['money', 'payment_type'])
  })
})
