/** Side-menu filtering (SPEC §6, DECISIONS #2): the backend's menu of a user and the app's tests read this one rule. */
import { SUPER_ROLE_SLUG } from './permission-codes'

/** What the rule reads of a menu entry (the backend's record and the app's MenuItem both have it). */
export interface MenuEntry {
  code?: string | null
  type?: 'subheader'
  active: boolean
  position: number
}

/**
 * The entries a user sees, in their order. Inactive entries are never shown. A subheader heads the links after it,
 * up to the next subheader (its section).
 *  - role slug "supereme" → every active entry;
 *  - otherwise a link with a code shows when the user holds that code; a link without a code shows when the user
 *    holds at least one code of its section's links;
 *  - a subheader left with no link is hidden.
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
  return sections.flatMap((section) => {
    const header = section[0]?.type === 'subheader' ? section[0] : undefined
    const links = header ? section.slice(1) : section
    if (header && !header.active) return []
    const holdsSectionCode = links.some((link) => link.code && codes.has(link.code))
    const shown = links.filter(
      (link) => link.active && (everything || (link.code ? codes.has(link.code) : holdsSectionCode)),
    )
    return shown.length ? [...(header ? [header] : []), ...shown] : []
  })
}
