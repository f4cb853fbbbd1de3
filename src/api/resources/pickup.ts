/** The pick-up lists: a day's guests to pick up, the motorbike drivers, and the pick-ups' actions. */
import { defineGroup, drop, each, get, send } from '../define-group'
import { BOOKING_API } from '../contracts/booking-paths'
import type { PickUpMode } from '../contracts/pickup'
import type { Ticket } from '../schemas/booking'
import type {
  ArrivalWrite,
  MotorPick,
  MotorPickAssignWrite,
  MotorPickStatusWrite,
  Picker,
  PickFeeWrite,
  PickOrderWrite,
  PickStatusWrite,
  PickUpList,
} from '../schemas/pickup'
import { SOCKET_EVENTS } from '../../realtime/events'
import { pickerSchema, pickUpListSchema } from 'virtual:shapes/pickup'

const P = BOOKING_API.pickUp
/** Under ['pickup']: a ticket's, a trip's and a motorbike pick-up's events refresh every list (realtime/events.ts). */
const pickup = defineGroup('pickup')

/** The day's guests of a list (the trip is narrowed on the screen, so its choices come from the same rows). */
export const pickUpList = pickup.query(
  'list',
  (mode: PickUpMode, date: string, direction: number | undefined) =>
    get<PickUpList>(
      P.guests,
      { date, mode, map_detail_id: direction },
      { fallback: { date, mode, guests: [] }, shape: pickUpListSchema },
    ),
)

/** The active motorbike drivers a guest may be given to. */
export const motorbikeDrivers = pickup.query(
  'drivers',
  () => get<Picker[]>(P.drivers, undefined, { fallback: [], shape: each(pickerSchema) }),
  { staleTime: 60_000 },
)

/** A motorbike pick-up's change refreshes the lists; a ticket's, what the ticket's event refreshes. */
const MOTOR = SOCKET_EVENTS.motorPickChanged
const TICKET = SOCKET_EVENTS.ticketCreateOrUpdate

const action = <V, R>(name: string, path: string, event: typeof MOTOR | typeof TICKET) =>
  pickup.command(name, (body: V) => send<R>(path, body), { event })

export const pickUpActions = {
  assign: action<MotorPickAssignWrite, MotorPick[]>('assign', P.assign, MOTOR),
  motorStatus: action<MotorPickStatusWrite, MotorPick>('motor-status', P.status, MOTOR),
  /** The station list's order is its motorbike drivers' (their pick-ups); the home list's, the tickets'. */
  order: {
    station: action<PickOrderWrite, number[]>('order-station', P.order, MOTOR),
    home: action<PickOrderWrite, number[]>('order-home', P.order, TICKET),
  } satisfies Record<PickUpMode, unknown>,
  pickStatus: action<PickStatusWrite, Ticket>('pick-status', P.updatePick, TICKET),
  arrival: action<ArrivalWrite, Ticket>('arrival', P.updatePick, TICKET),
  fee: action<PickFeeWrite, Ticket>('fee', P.updatePick, TICKET),
  unassign: pickup.command('unassign', (id: number) => drop(P.remove, [id]), { event: MOTOR }),
}
