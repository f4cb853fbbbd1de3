/** Route maps (/map) with their stops, offices and directions: contract, free of zod. */

/** The largest route accepted: lists long enough for any line the operator runs. */
export const MAP_LIMITS = {
  code: 20,
  placeCode: 10,
  lengthKm: 5000,
  durationMinutes: 4320,
  stops: 60,
  offices: 20,
  details: 10,
} as const

/** Upper-case letters without accents, digits, single dashes between them: "SG-VT", "MDG". */
export const ROUTE_CODE_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/

/** SPEC §3: a pair's directions are named "A ➡️ B"; the backend derives them, the form previews them. */
export const directionName = (from: string, to: string) => `${from} ➡️ ${to}`
/** The two places of a direction's name (the inverse of `directionName`). */
export const directionPlaces = (name: string): [string, string] => {
  const [from = '', to = ''] = name.split(' ➡️ ')
  return [from, to]
}
