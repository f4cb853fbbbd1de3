import { describe, expect, it } from 'vitest'
import { classifyScan, loadBalance, normaliseScan, type ScannableParcel } from './scan'
import { SHIPPING_STATUS } from './shipping'

const parcel = (over: Partial<ScannableParcel> = {}): ScannableParcel => ({
  id: 1,
  code: 'HC0001A',
  status: SHIPPING_STATUS.notYet,
  trip_id: null,
  sending_office_id: 10,
  receiving_office_id: 20,
  map_detail_id: 5,
  ...over,
})
const none = new Set<string>()
const load = { mode: 'load', tripId: 7, directionId: 5, officeId: 10 } as const

describe('what the gun typed', () => {
  it('is trimmed and upper-cased; an empty Enter is nothing', () => {
    expect(normaliseScan('  hc0001a\t')).toBe('HC0001A')
    expect(normaliseScan('   ')).toBeNull()
    expect(normaliseScan('')).toBeNull()
  })
})

describe('scan classification', () => {
  it('a mis-read is an invalid code, checked before anything else', () => {
    expect(classifyScan('HC-0001', parcel(), load, none).class).toBe('invalid')
    expect(classifyScan('HC0001AAAAAAA', undefined, load, none).class).toBe('invalid')
  })

  it('a code already scanned in the session is a duplicate, unknown or not', () => {
    expect(classifyScan('HC0001A', parcel(), load, new Set(['HC0001A'])).class).toBe('duplicate')
    expect(classifyScan('ZZ99', null, load, new Set(['ZZ99'])).class).toBe('duplicate')
  })

  it('a code the backend does not know is unknown', () => {
    expect(classifyScan('ZZ99', null, load, none)).toEqual({ class: 'unknown', code: 'ZZ99' })
  })

  it('loading: a waiting parcel of the direction at the sending office is expected', () => {
    expect(classifyScan('HC0001A', parcel(), load, none).class).toBe('expected')
  })

  it('loading: wrong direction, office, status or not among the selected, with the reason', () => {
    const reason = (p: ScannableParcel, ctx = load as Parameters<typeof classifyScan>[2]) => {
      const r = classifyScan(p.code, p, ctx, none)
      return r.class === 'unexpected' ? r.reason : r.class
    }
    expect(reason(parcel({ map_detail_id: 6 }))).toBe('wrongDirection')
    expect(reason(parcel({ sending_office_id: 11 }))).toBe('wrongOffice')
    expect(reason(parcel({ status: SHIPPING_STATUS.inTransit, trip_id: 8 }))).toBe('wrongStatus')
    expect(reason(parcel({ status: SHIPPING_STATUS.cancel }))).toBe('wrongStatus')
    expect(reason(parcel(), { ...load, selected: new Set([2]) })).toBe('notSelected')
    expect(reason(parcel(), { ...load, selected: new Set([1]) })).toBe('expected')
  })

  it('unloading: the chosen trip’s parcels in transit to the arrival office', () => {
    const ctx = { mode: 'unload', tripId: 7, officeId: 20 } as const
    const onTrip = parcel({ status: SHIPPING_STATUS.inTransit, trip_id: 7 })
    expect(classifyScan(onTrip.code, onTrip, ctx, none).class).toBe('expected')
    expect(classifyScan(onTrip.code, { ...onTrip, trip_id: 8 }, ctx, none)).toMatchObject({
      class: 'unexpected',
      reason: 'wrongTrip',
    })
    expect(classifyScan(onTrip.code, { ...onTrip, receiving_office_id: 21 }, ctx, none)).toMatchObject({
      reason: 'wrongOffice',
    })
    expect(
      classifyScan(onTrip.code, { ...onTrip, status: SHIPPING_STATUS.inventory }, ctx, none),
    ).toMatchObject({ reason: 'wrongStatus' })
  })

  it('receiving (warehouse import): in transit to this office, on any trip', () => {
    const ctx = { mode: 'receive', officeId: 20 } as const
    const coming = parcel({ status: SHIPPING_STATUS.inTransit, trip_id: 3 })
    expect(classifyScan(coming.code, coming, ctx, none).class).toBe('expected')
    expect(classifyScan(coming.code, { ...coming, receiving_office_id: 30 }, ctx, none)).toMatchObject({
      reason: 'wrongOffice',
    })
    expect(classifyScan(coming.code, parcel(), ctx, none)).toMatchObject({ reason: 'wrongStatus' })
  })

  it('hand-over: at an office, one in its warehouse; without an office, a waiting parcel', () => {
    const atOffice = { mode: 'handover', officeId: 20 } as const
    const stored = parcel({ status: SHIPPING_STATUS.inventory, trip_id: 3 })
    expect(classifyScan(stored.code, stored, atOffice, none).class).toBe('expected')
    expect(classifyScan(stored.code, { ...stored, receiving_office_id: 30 }, atOffice, none)).toMatchObject({
      reason: 'wrongOffice',
    })
    expect(
      classifyScan(stored.code, { ...stored, status: SHIPPING_STATUS.complete }, atOffice, none),
    ).toMatchObject({
      reason: 'wrongStatus',
    })
    const waiting = { mode: 'handover' } as const
    expect(classifyScan('HC0001A', parcel(), waiting, none).class).toBe('expected')
    expect(classifyScan('HC0001A', parcel({ status: SHIPPING_STATUS.cancel }), waiting, none)).toMatchObject({
      reason: 'wrongStatus',
    })
  })
})

describe('a trip load: expected against scanned', () => {
  it('says what is scanned, missing and extra', () => {
    const a = parcel({ id: 1, code: 'A1' })
    const b = parcel({ id: 2, code: 'B2' })
    const c = parcel({ id: 3, code: 'C3' })
    const x = parcel({ id: 9, code: 'X9', map_detail_id: 6 })
    const balance = loadBalance([a, b, c], [c, x, a])
    expect(balance.scanned.map((p) => p.code)).toEqual(['A1', 'C3'])
    expect(balance.missing.map((p) => p.code)).toEqual(['B2'])
    expect(balance.extra.map((p) => p.code)).toEqual(['X9'])
  })

  it('compares by code: a waiting parcel and an order sharing an id are two parcels', () => {
    const waiting = parcel({ id: 3, code: 'HC000003' })
    const order = parcel({ id: 3, code: 'GH000003', status: SHIPPING_STATUS.inTransit, trip_id: 7 })
    const balance = loadBalance([waiting], [order])
    expect(balance.scanned).toEqual([])
    expect(balance.missing.map((p) => p.code)).toEqual(['HC000003'])
    expect(balance.extra.map((p) => p.code)).toEqual(['GH000003'])
    expect(loadBalance([order], [waiting]).extra.map((p) => p.code)).toEqual(['HC000003'])
  })

  it('nothing scanned: everything is missing, nothing extra', () => {
    const a = parcel({ id: 1 })
    expect(loadBalance([a], [])).toEqual({ scanned: [], missing: [a], extra: [] })
  })
})
