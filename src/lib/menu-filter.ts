/**
 * Who sees what (SPEC §6, DECISIONS #2): a screen opens to the holders of its code, of a code of its menu group, or to
 * everyone signed in; the side menu shows an entry to those its screen opens to. The backend's menu of a user, the
 * open screen's guard in the frame and the tests read these rules.
 */
import { opensScreen } from './menu'
import { SUPER_ROLE_SLUG } from './permission-codes'
import { SCREENS, type Access } from './screen-paths'

/** What the rule reads of a menu entry (the backend's record and the app's MenuItem both have it). */
export interface MenuEntry {
  code?: string | null
  slug: string
  type?: 'subheader'
  active: boolean
  position: number
}

/**
 * The entries a user sees, in their order. Inactive entries are never shown, nor the links under an inactive
 * subheader. A link shows when the user holds its code (SPEC §6), or, without a code, when its screen opens to them
 * (a screen of a menu group, DECISIONS #2, or of everyone). A subheader shows when a link under it (up to the next
 * subheader) shows. Supereme sees every active entry.
 */
export function visibleMenuItems<T extends MenuEntry>(
  items: readonly T[],
  codes: ReadonlySet<string>,
  roleSlugs: readonly string[],
): T[] {
  const ordered = [...items].sort((a, b) => a.position - b.position)
  const sections: T[][] = [[]]
  for (const item of ordered) {
    if (item.type === 'subheader') sections.push([item])
    else sections[sections.length - 1].push(item)
  }
  const everything = roleSlugs.includes(SUPER_ROLE_SLUG)
  const screens: Record<string, Access> = SCREENS
  const shows = (link: T) =>
    link.active &&
    (everything || (link.code ? codes.has(link.code) : opensScreen(screens[link.slug], codes, roleSlugs)))
  return sections.flatMap((section) => {
    const header = section[0]?.type === 'subheader' ? section[0] : undefined
    if (header && !header.active) return []
    const shown = (header ? section.slice(1) : section).filter(shows)
    return shown.length ? [...(header ? [header] : []), ...shown] : []
  })
}
