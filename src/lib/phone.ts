/**
 * Phone numbers as clerks type them: "0912 345 678", "0912.345.678", "+84 912 345 678" all mean 0912345678.
 * Pure: the write schemas (app and demo backend) and the phone lookups use the same reading.
 */

/** The digits of a typed number, a +84 / 84 country prefix read as the leading 0. */
export function phoneDigits(typed: string): string {
  const digits = typed.replace(/[\s.\-()]/g, '')
  if (/^\+84\d{9}$/.test(digits)) return `0${digits.slice(3)}`
  if (/^84\d{9}$/.test(digits)) return `0${digits.slice(2)}`
  return digits
}

/** A Vietnamese mobile number: 10 digits, 03x, 05x, 07x, 08x or 09x. */
export const isVietnameseMobile = (digits: string): boolean => /^0[35789]\d{8}$/.test(digits)
