import { describe, expect, it } from 'vitest'
import {
  canMoveShipping,
  isParcelCode,
  nextShippingStatuses,
  shippingOrderActions,
  shippingOrderAllows,
  parcelTotals,
  SHIPPING_PAYMENT,
  SHIPPING_STATUS,
  shippingActions,
} from './shipping'

const money = { fee: 60_000, delivery_fee: 30_000, surcharge: 10_000, cod_amount: 1_250_000 }

describe('a parcel’s totals', () => {
  it('adds fee, delivery fee and surcharge; the sender pays them at the office', () => {
    expect(parcelTotals({ ...money, payment_type: SHIPPING_PAYMENT.sender })).toEqual({
      fee: 60_000,
      delivery_fee: 30_000,
      surcharge: 10_000,
      charges: 100_000,
      senderPays: 100_000,
      cod: 1_250_000,
      receiverCharges: 0,
      receiverPays: 1_250_000,
    })
  })

  it('puts the charges, still unpaid, on top of the COD when the receiver pays', () => {
    expect(parcelTotals({ ...money, payment_type: SHIPPING_PAYMENT.receiver })).toMatchObject({
      charges: 100_000,
      senderPays: 0,
      cod: 1_250_000,
      receiverCharges: 100_000,
      receiverPays: 1_350_000,
    })
  })

  it('charges nothing when free, yet the receiver still pays the COD', () => {
    expect(parcelTotals({ ...money, payment_type: SHIPPING_PAYMENT.free })).toEqual({
      fee: 0,
      delivery_fee: 0,
      surcharge: 0,
      charges: 0,
      senderPays: 0,
      cod: 1_250_000,
      receiverCharges: 0,
      receiverPays: 1_250_000,
    })
  })

  it('reads what a half-filled form holds as 0', () => {
    expect(parcelTotals({ fee: null as unknown as number, surcharge: NaN })).toMatchObject({
      charges: 0,
      senderPays: 0,
      receiverPays: 0,
    })
  })
})

describe('DECISIONS #7 transitions', () => {
  it('goes not yet → in transit → inventory → complete, one step at a time', () => {
    expect(canMoveShipping(SHIPPING_STATUS.notYet, SHIPPING_STATUS.inTransit)).toBe(true)
    expect(canMoveShipping(SHIPPING_STATUS.inTransit, SHIPPING_STATUS.inventory)).toBe(true)
    expect(canMoveShipping(SHIPPING_STATUS.inventory, SHIPPING_STATUS.complete)).toBe(true)
    expect(canMoveShipping(SHIPPING_STATUS.notYet, SHIPPING_STATUS.complete)).toBe(false)
    expect(canMoveShipping(SHIPPING_STATUS.inventory, SHIPPING_STATUS.inTransit)).toBe(false)
  })

  it('cancels from any state but complete, and nothing moves a cancelled or complete parcel', () => {
    for (const s of [SHIPPING_STATUS.notYet, SHIPPING_STATUS.inTransit, SHIPPING_STATUS.inventory])
      expect(canMoveShipping(s, SHIPPING_STATUS.cancel)).toBe(true)
    expect(nextShippingStatuses(SHIPPING_STATUS.complete)).toEqual([])
    expect(nextShippingStatuses(SHIPPING_STATUS.cancel)).toEqual([])
  })

  it('offers the actions of the next statuses', () => {
    expect(shippingActions(SHIPPING_STATUS.notYet)).toEqual(['load', 'cancel'])
    expect(shippingActions(SHIPPING_STATUS.inTransit)).toEqual(['warehouseImport', 'cancel'])
    expect(shippingActions(SHIPPING_STATUS.inventory)).toEqual(['complete', 'cancel'])
    expect(shippingActions(SHIPPING_STATUS.complete)).toEqual([])
  })
})

describe('parcel codes (DECISIONS #14)', () => {
  it('are upper-case letters and digits, at most 12 characters', () => {
    expect(isParcelCode('HC000001')).toBe(true)
    expect(isParcelCode('HGMHX8Z1K2')).toBe(true)
    expect(isParcelCode('hc000001')).toBe(false)
    expect(isParcelCode('HC-0001')).toBe(false)
    expect(isParcelCode('ABCDEFGHIJKLM')).toBe(false)
    expect(isParcelCode('')).toBe(false)
  })
})

describe('shippingOrderActions (DECISIONS #7 on /shipping)', () => {
  it('offers each action only where the status allows it', () => {
    expect(shippingOrderActions(0)).toEqual(['unload', 'warehouseImport', 'remove', 'transfer', 'cancel'])
    expect(shippingOrderActions(1)).toEqual(['complete', 'cancel'])
    expect(shippingOrderActions(2)).toEqual([])
    expect(shippingOrderActions(3)).toEqual([])
    expect(shippingOrderActions(4)).toEqual(['cancel'])
    expect(shippingOrderAllows('complete', 0)).toBe(false)
    expect(shippingOrderAllows('remove', 1)).toBe(false)
  })
})
