/** The shipping desk (/shipping-waiting): statuses, transitions, payment and delivery, a parcel's money. Free of zod. */

/** SPEC §4: 0 in transit to warehouse, 1 inventory, 2 complete, 3 cancel, 4 not yet, 5 search (a filter only). */
export const SHIPPING_STATUS = {
  inTransit: 0,
  inventory: 1,
  complete: 2,
  cancel: 3,
  notYet: 4,
  search: 5,
} as const
export type ShippingStatus = (typeof SHIPPING_STATUS)[keyof typeof SHIPPING_STATUS]

/** What a clerk does to a parcel, by the status it leads to (DECISIONS #7). */
export type ShippingAction = 'load' | 'warehouseImport' | 'complete' | 'cancel'

/**
 * DECISIONS #7: 4 not yet → 0 in transit to warehouse → 1 inventory → 2 complete; any state but 2 (and 3
 * itself) → 3 cancel, with a reason.
 */
const NEXT_STATUSES: Record<number, readonly ShippingStatus[]> = {
  [SHIPPING_STATUS.notYet]: [SHIPPING_STATUS.inTransit, SHIPPING_STATUS.cancel],
  [SHIPPING_STATUS.inTransit]: [SHIPPING_STATUS.inventory, SHIPPING_STATUS.cancel],
  [SHIPPING_STATUS.inventory]: [SHIPPING_STATUS.complete, SHIPPING_STATUS.cancel],
  [SHIPPING_STATUS.complete]: [],
  [SHIPPING_STATUS.cancel]: [],
}

const ACTION_OF: Record<number, ShippingAction> = {
  [SHIPPING_STATUS.inTransit]: 'load',
  [SHIPPING_STATUS.inventory]: 'warehouseImport',
  [SHIPPING_STATUS.complete]: 'complete',
  [SHIPPING_STATUS.cancel]: 'cancel',
}

/** The statuses a parcel in `status` may move to. */
export const nextShippingStatuses = (status: number): readonly ShippingStatus[] => NEXT_STATUSES[status] ?? []

/** May a parcel move from `from` to `to`? */
export const canMoveShipping = (from: number, to: number): boolean =>
  nextShippingStatuses(from).includes(to as ShippingStatus)

/** The actions offered on a parcel in `status`. */
export const shippingActions = (status: number): ShippingAction[] =>
  nextShippingStatuses(status).map((s) => ACTION_OF[s])

/** What a clerk does to a shipping order on /shipping (beyond loading it, which starts it). */
export const SHIPPING_ORDER_ACTIONS = [
  'unload',
  'remove',
  'transfer',
  'warehouseImport',
  'complete',
  'cancel',
] as const
export type ShippingOrderAction = (typeof SHIPPING_ORDER_ACTIONS)[number]

/**
 * The actions offered on an order in `status` (DECISIONS #7): unloading and the warehouse import take it from in
 * transit into the receiving office's stock; while in transit it may also leave the vehicle (back to the waiting
 * goods) or move to another vehicle; from the stock it is handed over; until then it may be cancelled.
 */
export function shippingOrderActions(status: number): ShippingOrderAction[] {
  const out: ShippingOrderAction[] = []
  if (canMoveShipping(status, SHIPPING_STATUS.inventory)) out.push('unload', 'warehouseImport')
  if (status === SHIPPING_STATUS.inTransit) out.push('remove', 'transfer')
  if (canMoveShipping(status, SHIPPING_STATUS.complete)) out.push('complete')
  if (canMoveShipping(status, SHIPPING_STATUS.cancel)) out.push('cancel')
  return out
}

/** May `action` be done to an order in `status`? */
export const shippingOrderAllows = (action: ShippingOrderAction, status: number): boolean =>
  shippingOrderActions(status).includes(action)

/** SPEC §9 hand-over: customer pick-up 0, proxy 1, motorbike delivery 2. */
export const HANDOVER = { customer: 0, proxy: 1, motorbike: 2 } as const
export const HANDOVERS = [0, 1, 2] as const

/** A waiting parcel (not on a vehicle yet) may be edited, cancelled or deleted; a cancelled one is kept as it is. */
export const isWaitingParcel = (status: number): boolean => status === SHIPPING_STATUS.notYet

/** Who pays the fees (SPEC "at the office and free"): the sender at the office 0, the receiver 1, free 2. */
export const SHIPPING_PAYMENT = { sender: 0, receiver: 1, free: 2 } as const
export const SHIPPING_PAYMENTS = [0, 1, 2] as const

/**
 * How the receiver gets the parcel (SPEC §9 hand-over numbering): collects it at the receiving office 0, or it is
 * delivered to an address by motorbike 2 (1, a proxy, is decided at hand-over, never when receiving).
 */
export const SHIPPING_DELIVERY = { office: 0, motorbike: 2 } as const
export const SHIPPING_DELIVERIES = [0, 2] as const

/** DECISIONS #14: upper-case letters and digits, at most 12 characters. */
export const PARCEL_CODE = /^[A-Z0-9]{1,12}$/
export const isParcelCode = (code: string): boolean => PARCEL_CODE.test(code)

/** The write limits of a parcel (the write schema reads them; a label shows them). */
export const PARCEL_LIMITS = { weightKg: 1000, quantity: 999, citizenId: 12 } as const

export interface ParcelMoney {
  fee: number
  delivery_fee: number
  surcharge: number
  cod_amount: number
  payment_type: number
}

export interface ParcelTotals {
  /** the fees the parcel brings, whole dong: none when it travels free */
  fee: number
  delivery_fee: number
  surcharge: number
  /** fee + delivery fee + surcharge */
  charges: number
  /** what the sender pays at the sending office */
  senderPays: number
  /** the cash on delivery the receiver pays for the sender */
  cod: number
  /** the fees still unpaid at the hand-over: the charges when the receiver pays them, else none */
  receiverCharges: number
  /** what the receiver pays at the hand-over, its amount to collect: the COD plus the fees still unpaid */
  receiverPays: number
}

/** A parcel's money, in whole dong: the receive form shows it as typed, the backend and the label use the same. */
export function parcelTotals(money: Partial<ParcelMoney>): ParcelTotals {
  const payment = money.payment_type ?? SHIPPING_PAYMENT.sender
  const paid = (n: number | null | undefined) =>
    payment !== SHIPPING_PAYMENT.free && Number.isFinite(n) ? Math.max(0, Math.trunc(n as number)) : 0
  const fee = paid(money.fee)
  const delivery_fee = paid(money.delivery_fee)
  const surcharge = paid(money.surcharge)
  const charges = fee + delivery_fee + surcharge
  const cod = Number.isFinite(money.cod_amount) ? Math.max(0, Math.trunc(money.cod_amount as number)) : 0
  const receiverCharges = payment === SHIPPING_PAYMENT.receiver ? charges : 0
  return {
    fee,
    delivery_fee,
    surcharge,
    charges,
    senderPays: payment === SHIPPING_PAYMENT.sender ? charges : 0,
    cod,
    receiverCharges,
    receiverPays: cod + receiverCharges,
  }
}

/** Cancelling a waiting parcel has its own code. */
export const SHIPPING_WAITING_CANCEL_CODE = 'shippingWaiting.cancel' as const
