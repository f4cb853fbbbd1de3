import type { z } from 'zod'
import type { LazyNamespace } from '../../i18n/types'
import type { PermissionCode } from '../../lib/permission-codes'
import type { ResourceGroup } from '../../realtime/events'

/**
 * What the app and its backend agree on for one resource group: the app's resource (`defineResource`), its
 * route guard and menu, and the demo backend (`crud({ contract, write, … })`) read it. Free of zod at run time,
 * so a list screen's first download carries no schema: `E` (the row) and `W` (the write schema of
 * src/api/schemas, which holds every limit) are types here; the forms and the backend import the schema itself.
 */
export interface Contract<E extends { id: number } = { id: number }, W extends z.ZodObject = z.ZodObject> {
  /** Root of every query key of the group, and of its socket events `<group>:created|updated|deleted`. */
  group: ResourceGroup
  /** e.g. '/api/brand': `/list`, `/all`, `/<id>`, `/create`, `/update`, `DELETE /<ids>`, `/export-excel`. */
  path: string
  /** The code that opens the group's screen: the menu, the route guard and the backend check it. */
  permission: PermissionCode
  /** The code of each write (holding the view code never allows one): the backend checks them, the screen
   * offers only the actions the user holds. */
  writes: { create: PermissionCode; update: PermissionCode; delete: PermissionCode }
  /** The translation namespace whose `fields` name the write fields (forms, messages, export headers). */
  ns: LazyNamespace
  /** Types only (never set): the row the API returns and the write schema. */
  readonly types?: { entity: E; write: W }
}

/** SPEC §4/§9 active flag of brands, types, cars and accounts: 1 active, 0 not. */
export const STATUS_ACTIVE = 1
export const STATUS_INACTIVE = 0

export const defineContract = <E extends { id: number }, W extends z.ZodObject>(
  contract: Omit<Contract<E, W>, 'types'>,
): Contract<E, W> => contract

export type EntityOf<C> = C extends Contract<infer E> ? E : never
export type WriteOf<C> = C extends Contract<{ id: number }, infer W> ? W : never
