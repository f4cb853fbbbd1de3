import type { DirectionalMapDetail, MapDetail } from './schemas/routes'

/** SPEC §6: the role whose usable map-detail list is reversed (the Sài Gòn desk sells the way back first). */
export const REVERSED_DIRECTIONS_ROLE = 'le-tan-sai-gon'

/**
 * The directions a user may choose (SPEC §3, §6): each map detail gives its forward entry ("A ➡️ B") then its
 * reverse ("B ➡️ A"); for a user holding the role `le-tan-sai-gon` the whole list is reversed. The one place
 * that derives it: the roster, the booking and the shipping desks all read it through `mapDirections`.
 */
export function usableDirections(
  details: readonly MapDetail[],
  roleSlugs: readonly string[],
): DirectionalMapDetail[] {
  const list = details.flatMap((d) => [d.forward, d.reverse])
  return roleSlugs.includes(REVERSED_DIRECTIONS_ROLE) ? list.reverse() : list
}
