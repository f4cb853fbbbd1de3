import { useMutation, useQuery } from '@tanstack/react-query'
import { defineResource } from '../define-resource'
import { drop, each, get, send, type Id } from '../define-group'
import { API } from '../paths'
import { vehicleTypeContract } from '../contracts/groups'
import type { FareDateRange, FareOnDay } from '../schemas/fleet'
import { resourceEvent } from '../../realtime/events'
import { fareDateRangeSchema, fareOnDaySchema, vehicleTypeSchema } from 'virtual:shapes/fleet'

/** Vehicle types (/vehicle) with their seat diagrams. */
export const vehicleTypes = defineResource(vehicleTypeContract, vehicleTypeSchema)
const vehicle = vehicleTypes.group
const P = API.vehicleFare
// Writes to fare ranges change the type's detail and its fare on a day: the whole group goes stale.
const event = resourceEvent('vehicle', 'updated')

export type FareDateRangeInput = Omit<FareDateRange, 'id'> & { id?: number }

const ranges = vehicle.query('fare-range', (vehicleTypeId: Id) =>
  get<FareDateRange[]>(
    P.list,
    { vehicle_type_id: vehicleTypeId },
    { fallback: [], shape: each(fareDateRangeSchema) },
  ),
)
const save = vehicle.command(
  'fare-range-save',
  (range: FareDateRangeInput) => send<FareDateRange>(range.id ? P.update : P.create, range),
  { event },
)
const remove = vehicle.command('fare-range-remove', (ids: number[]) => drop(P.base, ids), { event })

/** Fare date ranges of a vehicle type and the fare by vehicle (SPEC §7 "Vehicle"), under the 'vehicle' root. */
export const vehicleFares = {
  ranges,
  fareOn: vehicle.query('fare-on', (vehicleTypeId: Id, date: string) =>
    get<FareOnDay>(P.fareByVehicle, { vehicle_type_id: vehicleTypeId, date }, { shape: fareOnDaySchema }),
  ),
  save,
  remove,
  useRanges: (vehicleTypeId: Id) => useQuery(ranges(vehicleTypeId)),
  useSave: () => useMutation(save()),
  useRemove: () => useMutation(remove()),
}
