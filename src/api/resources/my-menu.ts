import { useQuery } from '@tanstack/react-query'
import { defineGroup, each, get } from '../define-group'
import { FIRST_API as API } from '../first-paths'
import type { MenuItem } from '../schemas/access'
import { menuItemSchema } from 'virtual:shapes/access'

/**
 * The signed-in user's side menu (SPEC §6): the active entries they may see, filtered by the backend. Apart from
 * the menu's resource (./menu.ts): the frame draws it, and needs none of the resources' machinery.
 */
export const myMenu = defineGroup('menu').query('mine', () =>
  get<MenuItem[]>(`${API.menu}/get-by-role`, undefined, { fallback: [], shape: each(menuItemSchema) }),
)

export const useMyMenu = () => useQuery(myMenu())

/** An entry's name in the language in use: English sessions read `name_en` when it is there. */
export const menuItemName = (item: Pick<MenuItem, 'name' | 'name_en'>, language: string) =>
  (language === 'en' && item.name_en) || item.name
