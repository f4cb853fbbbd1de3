import { z } from 'zod'
import {
  CAR_CONTRACT_STATUS_ORDER,
  DISCOUNT_TYPE,
  RENTAL_PAYMENT_TYPE,
  discountProblem,
} from '../contracts/car-contract.ts'
import {
  because,
  clockTime,
  integer,
  isoDate,
  MAX_MONEY,
  mobilePhone,
  money,
  optionalEmail,
  optionalText,
  reference,
  requiredText,
} from './fields.ts'

/** A line of a car-rental contract: a service, its quantity and price, its discount, its sub-total. */
export const carContractLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  price: z.number().int(),
  discount: z.number(),
  discount_type: z.number().int(),
  sub_total: z.number().int(),
})

/** A payment of a contract, or the counter-entry that reverses one (its money negative, its reason said). */
export const carContractPaymentSchema = z.object({
  id: z.number().int(),
  money: z.number().int(),
  payment_type: z.number().int(),
  /** ISO 8601 with +07:00 */
  created_at: z.string(),
  /** who took it (or reversed it) */
  user_name: z.string(),
  /** on a counter-entry: the payment it reverses */
  reverses: z.number().int().nullable(),
  /** on a payment reversed: its counter-entry */
  reversed_by: z.number().int().nullable(),
  reason: z.string().nullable(),
})
export type CarContractPayment = z.infer<typeof carContractPaymentSchema>

/** A car-rental contract (/car-contract) as the API shows it, its money computed (src/api/contracts/car-contract). */
export const carContractSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  customer_id: z.number().int().nullable(),
  customer_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  /** ISO 8601 with +07:00 */
  start_at: z.string(),
  end_at: z.string(),
  car_ids: z.array(z.number().int()),
  /** the cars' plates, in the order of `car_ids` */
  car_plates: z.array(z.string()),
  note: z.string().nullable(),
  status: z.number().int(),
  /** why the rental was cancelled */
  reason: z.string().nullable(),
  /** the waiting booking it was made from, if any */
  booking_id: z.number().int().nullable(),
  lines: z.array(carContractLineSchema),
  total_fee: z.number().int(),
  paid: z.number().int(),
  outstanding: z.number().int(),
  payments: z.array(carContractPaymentSchema),
  created_at: z.string(),
  version: z.number().int(),
})
export type CarContract = z.infer<typeof carContractSchema>

/** A line as written: a percentage discount at most 100, an amount at most the line (quantity × price). */
export const carContractLineWriteSchema = z
  .object({
    description: requiredText(255),
    quantity: integer(1, 10_000),
    price: money(),
    discount: integer(0, MAX_MONEY),
    discount_type: z.literal([DISCOUNT_TYPE.amount, DISCOUNT_TYPE.percent]),
  })
  .superRefine((line, ctx) => {
    const problem = discountProblem(line)
    if (problem) ctx.addIssue({ code: 'custom', path: ['discount'], ...because(`discount_${problem}`) })
  })

/**
 * A contract's create and update (`carContract.create`, `carContract.update`): the customer (found by phone as at
 * the booking desk), the rental's days and times (Asia/Ho_Chi_Minh), its cars, its lines. Labels: `contracts`.
 * The backend also refuses a car busy with a trip or another contract in that time, by its plate.
 */
export const carContractWriteSchema = z
  .object({
    customer_name: requiredText(255),
    phone: mobilePhone(),
    email: optionalEmail(),
    address: optionalText(500),
    start_date: isoDate(),
    start_time: clockTime(),
    end_date: isoDate(),
    end_time: clockTime(),
    car_ids: z.array(reference()).max(20),
    note: optionalText(1000, { multiline: true }),
    lines: z.array(carContractLineWriteSchema).max(50),
    /** on create: the waiting booking moved into the contract (the seed's "transfer booking into car contract") */
    booking_id: reference().nullable().optional(),
  })
  .superRefine((contract, ctx) => {
    if (!contract.car_ids.length) ctx.addIssue({ code: 'custom', path: ['car_ids'], ...because('carsNone') })
    if (new Set(contract.car_ids).size !== contract.car_ids.length)
      ctx.addIssue({ code: 'custom', path: ['car_ids'], ...because('carTwice') })
    if (!contract.lines.length) ctx.addIssue({ code: 'custom', path: ['lines'], ...because('linesNone') })
    const start = `${contract.start_date}T${contract.start_time}`
    const end = `${contract.end_date}T${contract.end_time}`
    if (end <= start) ctx.addIssue({ code: 'custom', path: ['end_date'], ...because('endBeforeStart') })
  })

/** POST status: a move DECISIONS #7 allows, with the version edited; a cancellation says why. */
export const carContractStatusSchema = z
  .object({
    id: reference(),
    version: integer(0, Number.MAX_SAFE_INTEGER),
    status: z.literal(CAR_CONTRACT_STATUS_ORDER),
    reason: optionalText(500, { multiline: true }),
  })
  .superRefine((move, ctx) => {
    if (move.status === 4 && !move.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], ...because('cancelReasonRequired') })
  })

/** POST create-payment (`carContract.payment`): at most what is still owed. */
export const carContractPaymentWriteSchema = z.object({
  contract_id: reference(),
  /** the contract's version the clerk saw: a payment from a stale screen is a 409, never a second payment */
  version: integer(0, Number.MAX_SAFE_INTEGER),
  money: integer(1, MAX_MONEY),
  payment_type: z.literal(Object.values(RENTAL_PAYMENT_TYPE)),
})

/** POST reverse-payment (`carContract.payment`): a payment is never edited, only reversed, with a reason. */
export const carContractReversalSchema = z.object({
  payment_id: reference(),
  /** the contract's version the clerk saw */
  version: integer(0, Number.MAX_SAFE_INTEGER),
  reason: requiredText(500, { multiline: true }),
})

/** GET cars: an active car, and what keeps it busy in the rental's time (in words), if anything. */
export const carForContractSchema = z.object({
  id: z.number().int(),
  license_plate: z.string(),
  name: z.string().nullable(),
  seats: z.number().int().nullable(),
  busy: z.string().nullable(),
})
export type CarForContract = z.infer<typeof carForContractSchema>

/** GET print/:id: the contract, and the settings' contract template it prints on. */
export const carContractPaperSchema = z.object({
  contract: carContractSchema,
  template: z.string(),
})
export type CarContractPaper = z.infer<typeof carContractPaperSchema>

/** GET customer-list?phone: one customer's contracts (newest rental first) and what they still owe in all. */
export const customerContractsSchema = z.object({
  phone: z.string(),
  contracts: z.array(carContractSchema),
  outstanding: z.number().int(),
})
export type CustomerContracts = z.infer<typeof customerContractsSchema>
