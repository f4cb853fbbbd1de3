import { useQuery } from '@tanstack/react-query'
import { defineGroup, each, get } from '../define-group'
import { API } from '../paths'
import type { ActiveDriver } from '../schemas/people'
import { activeDriverSchema } from 'virtual:shapes/people'

/** Drivers are accounts: under ['user'], so an account's change refreshes them. */
const user = defineGroup('user')

/** The active drivers, for choice lists and names on the roster. */
export const activeDrivers = user.query('drivers-active', () =>
  get<ActiveDriver[]>(API.driverActive, undefined, { fallback: [], shape: each(activeDriverSchema) }),
)

export const useActiveDrivers = () => useQuery(activeDrivers())
