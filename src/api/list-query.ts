import type { Contract } from './contracts/contract'
import { crudQueries } from './define-resource'
import type { ListQuery } from './http'

/** The list query of a group (key [group, 'list', query]), for a list route's loader: the resource's own. */
export const listQuery = <T>(contract: Contract, query: ListQuery) => crudQueries<T>(contract).list(query)

/** The detail query of a row (key [group, 'detail', id]), for a detail route's loader. */
export const detailQuery = <T>(contract: Pick<Contract, 'group' | 'path'>, id: number | string) =>
  crudQueries<T>(contract).detail(id)
