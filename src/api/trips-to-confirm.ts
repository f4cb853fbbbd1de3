import { queryOptions } from '@tanstack/react-query'
import { TRIP_CONFIRM_API } from './contracts/trip-confirm'
import { tripContract } from './contracts/trips'
import { getOne } from './http'
import type { TripToConfirm } from './schemas/trips'

/**
 * The sent trips awaiting an answer: the driver's own, or every driver's for the clerks (`seesEveryDriver`).
 * Its own module, as `listQuery`: the route's loader prefetches it without the resource factory. Under the
 * group's key root ['trip'], so every trip socket event refreshes it.
 */
export const tripsToConfirm = () =>
  queryOptions({
    queryKey: [tripContract.group, 'to-confirm'] as const,
    queryFn: async ({ signal }): Promise<TripToConfirm[]> =>
      (await getOne<TripToConfirm[]>(TRIP_CONFIRM_API.pending, undefined, { signal, strict: true })) ?? [],
  })
