/**
 * Car-rental contracts (/car-contract): their statuses and moves, and their money (lines, discounts, totals,
 * payments), one set of rules for the app and the demo backend, free of zod.
 */

/** SPEC §4: newly created 0, finalised 1, processing 2, complete 3, rental cancelled 4, pending approval 5. */
export const CAR_CONTRACT_STATUS = {
  new: 0,
  finalised: 1,
  processing: 2,
  complete: 3,
  cancelled: 4,
  pendingApproval: 5,
} as const
export type CarContractStatus = (typeof CAR_CONTRACT_STATUS)[keyof typeof CAR_CONTRACT_STATUS]

/** The statuses in the order a contract goes through them (DECISIONS #7), cancelled last. */
export const CAR_CONTRACT_STATUS_ORDER: readonly CarContractStatus[] = [0, 5, 1, 2, 3, 4]

/**
 * DECISIONS #7: 0 new → 5 pending approval → 1 finalised → 2 processing → 3 complete; any status but 3 → 4
 * cancelled. The backend refuses any other move; the screen offers only these.
 */
export const CAR_CONTRACT_TRANSITIONS: Record<CarContractStatus, readonly CarContractStatus[]> = {
  0: [5, 4],
  5: [1, 4],
  1: [2, 4],
  2: [3, 4],
  3: [],
  4: [],
}

export const canMoveCarContract = (from: number, to: number): boolean =>
  (CAR_CONTRACT_TRANSITIONS[from as CarContractStatus] ?? []).includes(to as CarContractStatus)

/** A complete or cancelled contract is kept as it is: no edit, no payment, no move. */
export const isClosedCarContract = (status: number): boolean =>
  status === CAR_CONTRACT_STATUS.complete || status === CAR_CONTRACT_STATUS.cancelled

/** A line's discount (SPEC §4 discount_type): an amount in đồng 0, a percentage of the line 1. */
export const DISCOUNT_TYPE = { amount: 0, percent: 1 } as const
export type DiscountType = (typeof DISCOUNT_TYPE)[keyof typeof DISCOUNT_TYPE]

/** SPEC §10's rental payment types: bank transfer, cash, card, e-wallet. */
export const RENTAL_PAYMENT_TYPE = { cash: 0, transfer: 1, card: 2, wallet: 3 } as const
export type RentalPaymentType = (typeof RENTAL_PAYMENT_TYPE)[keyof typeof RENTAL_PAYMENT_TYPE]

/** What a line's money is made of. */
export interface LineInput {
  quantity: number
  /** whole đồng (DECISIONS #9) */
  price: number
  /** đồng, or a percentage (0–100) when `discount_type` is percent */
  discount: number
  discount_type: DiscountType
}

/** Why a line's discount cannot be: below 0, above the line (đồng), above 100 % (percent). */
export type DiscountProblem = 'negative' | 'overLine' | 'overPercent'

/** The line before its discount: quantity × price. */
export const lineGross = ({ quantity, price }: Pick<LineInput, 'quantity' | 'price'>) => quantity * price

/** The discount of a line in đồng: the amount, or the percentage of its gross rounded to the đồng. */
export function lineDiscount(line: LineInput): number {
  return line.discount_type === DISCOUNT_TYPE.percent
    ? Math.round((lineGross(line) * line.discount) / 100)
    : line.discount
}

/** What is wrong with a line's discount, or null. */
export function discountProblem(line: LineInput): DiscountProblem | null {
  if (line.discount < 0) return 'negative'
  if (line.discount_type === DISCOUNT_TYPE.percent) return line.discount > 100 ? 'overPercent' : null
  return line.discount > lineGross(line) ? 'overLine' : null
}

/** A line's sub-total: its gross less its discount (never below 0). */
export const lineSubtotal = (line: LineInput) => Math.max(0, lineGross(line) - lineDiscount(line))

/** The contract's total: the sum of its lines' sub-totals. */
export const contractTotal = (lines: readonly LineInput[]) =>
  lines.reduce((sum, line) => sum + lineSubtotal(line), 0)

/** A payment as it counts: a reversal is its own entry with the negative amount. */
export interface PaymentInput {
  money: number
}

/** What has been paid (payments less their reversals) and what is still owed. */
export function paymentTotals(total: number, payments: readonly PaymentInput[]) {
  const paid = payments.reduce((sum, p) => sum + p.money, 0)
  return { paid, outstanding: total - paid }
}
