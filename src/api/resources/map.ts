import { useMemo } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { defineResource } from '../define-resource'
import { mapContract } from '../contracts/maps'
import { usableDirections } from '../directions'
import { getOne } from '../http'
import { API } from '../paths'
import type { MapDetail, Office } from '../schemas/routes'
import { roleSlugs, useSession } from '../../stores/session'

/** Route maps (/map). */
export const maps = defineResource(mapContract)

/** The map details of the routes the signed-in user may use (SPEC §7 "map get-by-role"). */
export const mapDetailsByRole = () =>
  queryOptions({
    queryKey: [...maps.keys.all, 'by-role'] as const,
    queryFn: async ({ signal }): Promise<MapDetail[]> =>
      (await getOne<MapDetail[]>(`${mapContract.path}/get-by-role`, undefined, { signal, strict: true })) ??
      [],
  })

/** The directions the signed-in user may choose, in their order (`usableDirections`). */
export function useDirections() {
  const user = useSession((s) => s.user)
  const details = useQuery(mapDetailsByRole())
  const data = useMemo(
    () => details.data && usableDirections(details.data, roleSlugs(user)),
    [details.data, user],
  )
  return { ...details, data }
}

/** Every office, for the route form to add existing ones: under the routes' key, as a route's save creates and renames them. */
export const officesAll = () =>
  queryOptions({
    queryKey: [...maps.keys.all, 'offices'] as const,
    queryFn: async ({ signal }): Promise<Office[]> =>
      (await getOne<Office[]>(`${API.office}/all`, undefined, { signal, strict: true })) ?? [],
  })
