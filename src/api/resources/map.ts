import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { defineResource } from '../define-resource'
import { each, get } from '../define-group'
import { mapContract } from '../contracts/groups'
import { usableDirections } from '../directions'
import { API } from '../paths'
import type { MapDetail, Office } from '../schemas/routes'
import { roleSlugs } from '../../lib/permissions'
import { useMe } from './auth'
import { mapDetailSchema, officeSchema, routeMapSchema } from 'virtual:shapes/routes'

/** Route maps (/map). */
export const maps = defineResource(mapContract, routeMapSchema)

/** The map details of the routes the signed-in user may use (SPEC §7 "map get-by-role"). */
export const mapDetailsByRole = maps.group.query('by-role', () =>
  get<MapDetail[]>(`${mapContract.path}/get-by-role`, undefined, {
    fallback: [],
    shape: each(mapDetailSchema),
  }),
)

/** The directions the signed-in user may choose, in their order (`usableDirections`). */
export function useDirections() {
  const user = useMe()
  const details = useQuery(mapDetailsByRole())
  const data = useMemo(
    () => details.data && usableDirections(details.data, roleSlugs(user)),
    [details.data, user],
  )
  /** each direction's name by its id (empty while they load) */
  const names = useMemo(() => new Map(data?.map((d) => [d.id, d.name])), [data])
  return { ...details, data, names }
}

/** Every office, for the route form to add existing ones: under the routes' key, as a route's save creates and renames them. */
export const officesAll = maps.group.query('offices', () =>
  get<Office[]>(`${API.office}/all`, undefined, { fallback: [], shape: each(officeSchema) }),
)
