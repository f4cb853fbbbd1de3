import { useQuery } from '@tanstack/react-query'
import { defineGroup, get } from '../define-group'
import { API } from '../paths'

/** An active driver account as the roster's choices need it (GET /api/driver/all-active). */
export interface ActiveDriver {
  id: number
  fullname: string
  phone: string | null
}

/** Drivers are accounts: under ['user'], so an account's change refreshes them. */
const user = defineGroup('user')

/** The active drivers, for choice lists and names on the roster. */
export const activeDrivers = user.query('drivers-active', () =>
  get<ActiveDriver[]>(API.driverActive, undefined, { fallback: [] }),
)

export const useActiveDrivers = () => useQuery(activeDrivers())
