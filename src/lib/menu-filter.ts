/** Side-menu filtering (SPEC §6, DECISIONS #2). */
import { MENU, menuGroupCodes, type MenuGroup } from './menu'
import { SUPER_ROLE_SLUG } from './permission-codes'

/**
 * The menu a user sees:
 *  - role slug "supereme" → everything;
 *  - otherwise a link with a code shows when the user holds that code; a link without a code shows when
 *    the user holds at least one code of the same group;
 *  - a group left with no link is hidden.
 */
export function visibleMenu(
  menu: MenuGroup[] = MENU,
  codes: ReadonlySet<string>,
  roleSlugs: readonly string[],
): MenuGroup[] {
  if (roleSlugs.includes(SUPER_ROLE_SLUG)) return menu
  const result: MenuGroup[] = []
  for (const group of menu) {
    const holdsGroupCode = menuGroupCodes(group.key, menu).some((code) => codes.has(code))
    const links = group.links.filter((link) =>
      link.code === undefined ? holdsGroupCode : codes.has(link.code),
    )
    if (links.length) result.push({ ...group, links })
  }
  return result
}

/** Every path of a menu, in order (handy for route guards and tests). */
export const menuPaths = (menu: MenuGroup[]): string[] =>
  menu.flatMap((group) => group.links.map((link) => link.path))
