import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { defineResource, get } from '../define-resource'
import { mapContract } from '../contracts/maps'
import { usableDirections } from '../directions'
import { API } from '../paths'
import type { MapDetail, Office } from '../schemas/routes'
import { roleSlugs, useSession } from '../../stores/session'

/** Route maps (/map). */
export const maps = defineResource(mapContract)

/** The map details of the routes the signed-in user may use (SPEC §7 "map get-by-role"). */
export const mapDetailsByRole = maps.group.query('by-role', () =>
  get<MapDetail[]>(`${mapContract.path}/get-by-role`, undefined, { fallback: [] }),
)

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
export const officesAll = maps.group.query('offices', () =>
  get<Office[]>(`${API.office}/all`, undefined, { fallback: [] }),
)
