/**
 * Car-rental contracts (/car-contract, /car-contract-customer): the CRUD of the factory, the cars free for a
 * rental, the status moves, payments and their reversals, the paper, and one customer's contracts.
 */
import { defineResource } from '../define-resource'
import { each, get, send } from '../define-group'
import { CAR_CONTRACT_API as P, carContractContract } from '../contracts/car-contract-paths'
import type {
  CarContract,
  CarContractPaper,
  CarForContract,
  CustomerContracts,
} from '../schemas/car-contracts'
import { resourceEvent } from '../../realtime/events'
import {
  carContractPaperSchema,
  carContractSchema,
  carForContractSchema,
  customerContractsSchema,
} from 'virtual:shapes/car-contracts'

export const carContracts = defineResource(carContractContract, carContractSchema)
const group = carContracts.group
/** A move, a payment or a reversal refreshes what the contract's socket event refreshes elsewhere. */
const event = resourceEvent('car-contract', 'updated')

/**
 * The active cars, each with what keeps it busy from `start_at` to `end_at` (ISO 8601 with +07:00; without a
 * span, none is busy), `contract_id` not counting as keeping its own cars busy.
 */
export const carsForRental = group.query(
  'cars',
  (span: { start_at: string; end_at: string; contract_id?: number } | null) =>
    get<CarForContract[]>(P.cars, span ?? undefined, { fallback: [], shape: each(carForContractSchema) }),
)

/** A status move of DECISIONS #7, with the version the clerk saw; a cancellation says why. */
export const moveCarContract = group.command(
  'status',
  (move: { id: number; version: number; status: number; reason?: string | null }) =>
    send<CarContract>(P.status, move),
  { event },
)

/** A payment taken, at most what is still owed, on the version the clerk saw. */
export const takeContractPayment = group.command(
  'pay',
  (payment: { contract_id: number; version: number; money: number; payment_type: number }) =>
    send<CarContract>(P.createPayment, payment),
  { event },
)

/** A payment reversed by a counter-entry, with its reason. */
export const reverseContractPayment = group.command(
  'reverse',
  (reversal: { payment_id: number; version: number; reason: string }) =>
    send<CarContract>(P.reversePayment, reversal),
  { event },
)

/** The contract and the settings' template it prints on. */
export const contractPaper = group.query('paper', (id: number) =>
  get<CarContractPaper>(`${P.print}/${id}`, undefined, { shape: carContractPaperSchema }),
)

/** One customer's contracts, by phone (digits), with what they still owe. */
export const customerContracts = group.query('customer', (phone: string) =>
  get<CustomerContracts>(P.customerList, { phone }, { shape: customerContractsSchema }),
)
