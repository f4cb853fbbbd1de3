import { menuContract } from '../contracts/groups'
import { send } from '../define-group'
import { defineResource } from '../define-resource'
import type { MenuItem } from '../schemas/access'
import { resourceEvent } from '../../realtime/events'
import { menuItemSchema } from 'virtual:shapes/access'

/** The side menu's entries (/menu): every entry, active or not, for the holders of menu.view. */
export const menus = defineResource(menuContract, menuItemSchema)

/** The whole menu's new order (menu.update): every entry's id, first to last. */
export const reorderMenu = menus.group.command(
  'reorder',
  (body: { ids: number[] }) => send<MenuItem[]>(`${menuContract.path}/reorder`, body),
  { event: resourceEvent('menu', 'updated') },
)
