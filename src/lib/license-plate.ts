/**
 * Vietnamese licence plates (cars), as the back-office accepts them: a province code 11–99, one or two
 * series letters optionally followed by one digit, a dash, then five digits written `123.45` or four `1234`.
 *   51B-123.45 · 51F-1234 · 51LD-123.45 · 29B1-123.45
 */
const PLATE = /^(?:1[1-9]|[2-9]\d)[A-Z]{1,2}\d?-(?:\d{3}\.\d{2}|\d{4})$/

/** Upper-case, trimmed, runs of whitespace collapsed to one space: the form plates are stored and compared in. */
export function normalizePlate(input: string): string {
  return input.trim().replace(/\s+/g, ' ').toUpperCase()
}

/** True when the (normalized) input is a Vietnamese plate in one of the accepted formats. */
export function isVietnamesePlate(input: string): boolean {
  return PLATE.test(normalizePlate(input))
}
