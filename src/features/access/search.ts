import { numberFilter, type ListSearch } from '../../lib/list-search'

/** The roles' list filters in the URL: status (1 active, 0 locked). */
export const roleFilters = { status: numberFilter() }

export type RoleSearch = ListSearch & { status?: number }
