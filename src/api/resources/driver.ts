import { queryOptions, useQuery } from '@tanstack/react-query'
import { getOne } from '../http'
import { API } from '../paths'

/** An active driver account as the roster's choices need it (GET /api/driver/all-active). */
export interface ActiveDriver {
  id: number
  fullname: string
  phone: string | null
}

/** The active drivers, for choice lists and names on the roster. */
export const activeDrivers = () =>
  queryOptions({
    queryKey: ['user', 'drivers-active'] as const,
    queryFn: async ({ signal }): Promise<ActiveDriver[]> =>
      (await getOne<ActiveDriver[]>(API.driverActive, undefined, { signal, strict: true })) ?? [],
  })

export const useActiveDrivers = () => useQuery(activeDrivers())
