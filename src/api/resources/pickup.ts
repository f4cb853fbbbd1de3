/** The pick-up lists: a day's guests to pick up, the motorbike drivers, and the pick-ups' actions. */
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { getOne, post, remove } from '../http'
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
import { EVENT_INVALIDATES, SOCKET_EVENTS } from '../../realtime/events'

const PATHS = BOOKING_API.pickUp

/**
 * Keys under ['ticket', 'pick-up']: a sale, an edit or a cancel of a ticket (its events) and a motorbike
 * driver's pick-up changing (motor-pick:changed) refresh every list.
 */
export const pickUpKeys = {
  all: ['ticket', 'pick-up'] as const,
  list: (mode: PickUpMode, date: string, direction: number | undefined) =>
    ['ticket', 'pick-up', mode, date, direction ?? null] as const,
  drivers: ['ticket', 'pick-up', 'drivers'] as const,
}

/** The day's guests of a list (the trip is narrowed on the screen, so its choices come from the same rows). */
export const pickUpList = (mode: PickUpMode, date: string, direction: number | undefined) =>
  queryOptions({
    queryKey: pickUpKeys.list(mode, date, direction),
    queryFn: async ({ signal }): Promise<PickUpList> =>
      (await getOne<PickUpList>(
        PATHS.guests,
        { date, mode, map_detail_id: direction },
        { signal, strict: true },
      )) ?? { date, mode, guests: [] },
  })

/** The active motorbike drivers a guest may be given to. */
export const motorbikeDrivers = () =>
  queryOptions({
    queryKey: pickUpKeys.drivers,
    queryFn: async ({ signal }): Promise<Picker[]> =>
      (await getOne<Picker[]>(PATHS.drivers, undefined, { signal, strict: true })) ?? [],
    staleTime: 60_000,
  })

/** A motorbike pick-up's change refreshes the lists; a ticket's, what the ticket's event refreshes. */
const MOTOR_INVALIDATES = EVENT_INVALIDATES[SOCKET_EVENTS.motorPickChanged]!
const TICKET_INVALIDATES = EVENT_INVALIDATES[SOCKET_EVENTS.ticketCreateOrUpdate]!

const action = <V, R>(name: string, path: string, invalidates: Array<readonly unknown[]>) =>
  mutationOptions({
    mutationKey: ['ticket', 'pick-up', name],
    mutationFn: (body: V): Promise<R | null> => post<R>(path, body),
    meta: { invalidates },
  })

export const pickUpActions = {
  assign: () => action<MotorPickAssignWrite, MotorPick[]>('assign', PATHS.assign, MOTOR_INVALIDATES),
  motorStatus: () => action<MotorPickStatusWrite, MotorPick>('motor-status', PATHS.status, MOTOR_INVALIDATES),
  order: (mode: PickUpMode) =>
    action<PickOrderWrite, number[]>(
      'order',
      PATHS.order,
      mode === 'station' ? MOTOR_INVALIDATES : TICKET_INVALIDATES,
    ),
  pickStatus: () => action<PickStatusWrite, Ticket>('pick-status', PATHS.updatePick, TICKET_INVALIDATES),
  arrival: () => action<ArrivalWrite, Ticket>('arrival', PATHS.updatePick, TICKET_INVALIDATES),
  fee: () => action<PickFeeWrite, Ticket>('fee', PATHS.updatePick, TICKET_INVALIDATES),
  unassign: () =>
    mutationOptions({
      mutationKey: ['ticket', 'pick-up', 'unassign'],
      mutationFn: (id: number) => remove(PATHS.remove, [id]),
      meta: { invalidates: MOTOR_INVALIDATES },
    }),
}
