/** A clock time as a counter clerk types it: '0600', '6h', '6h30', '6:30', '630', '18' → 'HH:mm'. */

const pad = (n: number) => String(n).padStart(2, '0')

/** 'HH:mm' of a typed time, or null when it is none (25h, 6:7, 6h30x, empty). */
export function parseTypedTime(text: string): string | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, '')
  if (t === '') return null
  let hour: number
  let minute = 0
  const parted = /^(\d{1,2})(?:[h:.](\d{1,2})?|g(\d{1,2})?)$/.exec(t)
  if (parted) {
    hour = Number(parted[1])
    const minutes = parted[2] ?? parted[3]
    if (minutes !== undefined) {
      if (minutes.length !== 2) return null
      minute = Number(minutes)
    }
  } else if (/^\d{1,4}$/.test(t)) {
    if (t.length <= 2) hour = Number(t)
    else {
      hour = Number(t.slice(0, t.length - 2))
      minute = Number(t.slice(-2))
    }
  } else return null
  if (hour > 23 || minute > 59) return null
  return `${pad(hour)}:${pad(minute)}`
}
