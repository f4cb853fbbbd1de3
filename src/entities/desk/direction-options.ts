import type { DirectionalMapDetail } from '../../api/schemas/routes'

/**
 * The directions as a select's options, found by their name or their code, accents and case ignored: "da lat"
 * and "sg" (SG-DL) both find "Sài Gòn ➡️ Đà Lạt". Every direction select (a desk's, a form's) uses them.
 */
export const directionOptions = (directions: readonly DirectionalMapDetail[] | undefined) =>
  (directions ?? []).map((d) => ({
    value: d.id,
    label: d.name,
    search: `${d.name} ${d.code.replace(/-/g, ' ')}`,
  }))
