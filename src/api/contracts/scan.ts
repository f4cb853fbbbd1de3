/**
 * The scan desk: what a code read by the barcode gun means at the desk it was read at. Free of zod and of the
 * screens; the desks of /shipping-waiting and /shipping and their tests share it.
 */
import { isParcelCode, SHIPPING_STATUS } from './shipping.ts'

/** What a desk scans for. */
export type ScanMode = 'handover' | 'receive' | 'load' | 'unload'
export const SCAN_MODES = ['receive', 'load', 'unload', 'handover'] as const satisfies readonly ScanMode[]

/**
 * Where the clerk scans: `receive` takes parcels into the office's warehouse (those in transit to it), `load`
 * puts the waiting goods of the trip's direction at the sending office onto the chosen trip (or only the
 * selected ones), `unload` takes the chosen trip's parcels off at the arrival office, `handover` finds a
 * parcel to hand over (at an office: one in its warehouse; without one: a waiting parcel, /shipping-waiting).
 */
export type ScanContext =
  | { mode: 'handover'; officeId?: number }
  | { mode: 'receive'; officeId: number }
  | { mode: 'load'; tripId: number; directionId: number; officeId: number; selected?: ReadonlySet<number> }
  | { mode: 'unload'; tripId: number; officeId: number }

/** The fields of a parcel (waiting or on an order) the classification reads. */
export interface ScannableParcel {
  id: number
  code: string
  status: number
  trip_id?: number | null
  sending_office_id: number
  receiving_office_id: number
  map_detail_id: number
}

export type ScanClass = 'expected' | 'unexpected' | 'duplicate' | 'unknown' | 'invalid'
export const SCAN_CLASSES = [
  'expected',
  'unexpected',
  'duplicate',
  'unknown',
  'invalid',
] as const satisfies readonly ScanClass[]

/** Why a parcel found is not expected at this desk. */
export type ScanReason = 'wrongTrip' | 'wrongOffice' | 'wrongDirection' | 'wrongStatus' | 'notSelected'

export type ScanResult<P extends ScannableParcel = ScannableParcel> =
  | { class: 'expected'; code: string; parcel: P }
  | { class: 'unexpected'; code: string; parcel: P; reason: ScanReason }
  | { class: 'duplicate'; code: string }
  | { class: 'unknown'; code: string }
  | { class: 'invalid'; code: string }

/** What the gun typed, trimmed and upper-cased; null for an empty Enter. */
export function normaliseScan(raw: string): string | null {
  const code = raw.trim().toUpperCase()
  return code === '' ? null : code
}

/** A code is read before it is looked up: a mis-read (a stray character, too long) never reaches the backend. */
export function precheckScan(
  code: string,
  session: ReadonlySet<string>,
): Extract<ScanResult, { class: 'invalid' | 'duplicate' }> | null {
  if (!isParcelCode(code)) return { class: 'invalid', code }
  if (session.has(code)) return { class: 'duplicate', code }
  return null
}

/** Why `parcel` is not expected in `context`, or null when it is. */
export function scanReason(parcel: ScannableParcel, context: ScanContext): ScanReason | null {
  switch (context.mode) {
    case 'handover':
      if (context.officeId === undefined)
        return parcel.status === SHIPPING_STATUS.notYet ? null : 'wrongStatus'
      if (parcel.receiving_office_id !== context.officeId) return 'wrongOffice'
      return parcel.status === SHIPPING_STATUS.inventory ? null : 'wrongStatus'
    case 'receive':
      if (parcel.receiving_office_id !== context.officeId) return 'wrongOffice'
      return parcel.status === SHIPPING_STATUS.inTransit ? null : 'wrongStatus'
    case 'load':
      if (parcel.status !== SHIPPING_STATUS.notYet) return 'wrongStatus'
      if (parcel.map_detail_id !== context.directionId) return 'wrongDirection'
      if (parcel.sending_office_id !== context.officeId) return 'wrongOffice'
      if (context.selected && !context.selected.has(parcel.id)) return 'notSelected'
      return null
    case 'unload':
      if ((parcel.trip_id ?? null) !== context.tripId) return 'wrongTrip'
      if (parcel.receiving_office_id !== context.officeId) return 'wrongOffice'
      return parcel.status === SHIPPING_STATUS.inTransit ? null : 'wrongStatus'
  }
}

/**
 * One scan: an invalid format, a code already scanned in this session, an unknown code, or a parcel found and
 * expected here or found but not expected (with the reason). `parcel` is what the look-up by code answered.
 */
export function classifyScan<P extends ScannableParcel>(
  code: string,
  parcel: P | null | undefined,
  context: ScanContext,
  session: ReadonlySet<string>,
): ScanResult<P> {
  const early = precheckScan(code, session)
  if (early) return early
  if (!parcel) return { class: 'unknown', code }
  const reason = scanReason(parcel, context)
  return reason ? { class: 'unexpected', code, parcel, reason } : { class: 'expected', code, parcel }
}

export interface LoadBalance<P extends ScannableParcel> {
  /** expected and scanned: what the confirmation loads */
  scanned: P[]
  /** expected, not scanned yet */
  missing: P[]
  /** scanned, found, not expected on this load */
  extra: P[]
}

/**
 * A desk's balance: the expected parcels (for a trip load, the direction's waiting goods at the sending office,
 * or the selection) against the scanned ones. Compared by code: a waiting parcel and an order are two tables
 * with their own ids, so one id may name two parcels; a code names one for ever (DECISIONS #14).
 */
export function loadBalance<P extends ScannableParcel>(
  expected: readonly P[],
  scanned: readonly P[],
): LoadBalance<P> {
  const scannedCodes = new Set(scanned.map((p) => p.code))
  const expectedCodes = new Set(expected.map((p) => p.code))
  return {
    scanned: expected.filter((p) => scannedCodes.has(p.code)),
    missing: expected.filter((p) => !scannedCodes.has(p.code)),
    extra: scanned.filter((p) => !expectedCodes.has(p.code)),
  }
}
