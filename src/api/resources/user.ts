import { useQuery } from '@tanstack/react-query'
import { userContract } from '../contracts/groups'
import { defineResource } from '../define-resource'
import { each, get } from '../define-group'
import { API } from '../paths'
import type { ActiveDriver } from '../schemas/people'
import { accountSchema, activeDriverSchema } from 'virtual:shapes/people'

/** Staff accounts; drivers are accounts, under the same root ['user'], so an account's change refreshes them. */
export const accounts = defineResource(userContract, accountSchema)

/** The active drivers, for choice lists and names on the roster. */
export const activeDrivers = accounts.group.query('drivers-active', () =>
  get<ActiveDriver[]>(API.driverActive, undefined, { fallback: [], shape: each(activeDriverSchema) }),
)

export const useActiveDrivers = () => useQuery(activeDrivers())
