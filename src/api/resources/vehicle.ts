import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { defineResource, type Id } from '../define-resource'
import { getOne, post, remove } from '../http'
import { API } from '../paths'
import { vehicleTypeContract } from '../contracts/fleet'
import type { FareDateRange } from '../schemas/fleet'

/** Vehicle types (/vehicle) with their seat diagrams. */
export const vehicleTypes = defineResource(vehicleTypeContract)

const farePath = API.vehicleFare
const keys = {
  fareRanges: (vehicleTypeId: Id) => [...vehicleTypes.keys.all, 'fare-range', vehicleTypeId] as const,
  fareOn: (vehicleTypeId: Id, date: string) =>
    [...vehicleTypes.keys.all, 'fare-on', vehicleTypeId, date] as const,
}
// Writes to fare ranges change the type's detail and its fare on a day: the whole group goes stale.
const invalidates = [vehicleTypes.keys.all]

export type FareDateRangeInput = Omit<FareDateRange, 'id'> & { id?: number }

/** The fare a vehicle type charges on a day: the fare of the date range holding it, else its own fare. */
export interface FareOnDay {
  fare: number
  fare_date_range_id: number | null
}

/** Fare date ranges of a vehicle type and the fare by vehicle (SPEC §7 "Vehicle"), under the 'vehicle' root. */
export const vehicleFares = {
  keys,
  ranges: (vehicleTypeId: Id) =>
    queryOptions({
      queryKey: keys.fareRanges(vehicleTypeId),
      queryFn: async ({ signal }) =>
        (await getOne<FareDateRange[]>(
          farePath.list,
          { vehicle_type_id: vehicleTypeId },
          { signal, strict: true },
        )) ?? [],
    }),
  fareOn: (vehicleTypeId: Id, date: string) =>
    queryOptions({
      queryKey: keys.fareOn(vehicleTypeId, date),
      queryFn: ({ signal }) =>
        getOne<FareOnDay>(
          farePath.fareByVehicle,
          { vehicle_type_id: vehicleTypeId, date },
          { signal, strict: true },
        ),
    }),
  save: () =>
    mutationOptions({
      mutationKey: ['vehicle', 'fare-range', 'save'],
      mutationFn: (range: FareDateRangeInput) =>
        post<FareDateRange>(range.id ? farePath.update : farePath.create, range),
      meta: { invalidates },
    }),
  remove: () =>
    mutationOptions({
      mutationKey: ['vehicle', 'fare-range', 'remove'],
      mutationFn: (ids: number[]) => remove(farePath.base, ids),
      meta: { invalidates },
    }),
  useRanges: (vehicleTypeId: Id) => useQuery(vehicleFares.ranges(vehicleTypeId)),
  useSave: () => useMutation(vehicleFares.save()),
  useRemove: () => useMutation(vehicleFares.remove()),
}
