import { randomString } from './random'
import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatDateTime,
  formatHcmDateTime,
  formatMoney,
  formatMoneyInput,
  formatPhone,
  parseMoney,
} from './format'

describe('money', () => {
  it('whole dong with dot thousands and a plain space before ₫', () => {
    expect(formatMoney(1250000)).toBe('1.250.000 ₫')
    expect(formatMoney(0)).toBe('0 ₫')
    expect(formatMoney(999)).toBe('999 ₫')
    expect(formatMoney(1000)).toBe('1.000 ₫')
    expect(formatMoney(-5000)).toBe('-5.000 ₫')
    expect(formatMoney(1234567.6)).toBe('1.234.568 ₫')
    expect(formatMoney('250000')).toBe('250.000 ₫')
    expect(formatMoney(null)).toBe('')
    expect(formatMoney(undefined)).toBe('')
    expect(formatMoney('')).toBe('')
    expect(formatMoney(Number.NaN)).toBe('')
  })

  it('parses what it shows, and formats input as you type', () => {
    expect(parseMoney('1.250.000')).toBe(1250000)
    expect(parseMoney('1.250.000 ₫')).toBe(1250000)
    expect(parseMoney('-5.000')).toBe(-5000)
    expect(parseMoney('')).toBeNull()
    expect(parseMoney('abc')).toBeNull()
    expect(parseMoney(formatMoney(987654321))).toBe(987654321)
    expect(formatMoneyInput('1250000')).toBe('1.250.000')
    expect(formatMoneyInput('12a50')).toBe('1.250')
    expect(formatMoneyInput('')).toBe('')
  })
})

describe('phone', () => {
  it('groups 10 digits 4-3-3 and other lengths sensibly', () => {
    expect(formatPhone('0912345678')).toBe('0912.345.678')
    expect(formatPhone('0912 345 678')).toBe('0912.345.678')
    expect(formatPhone('(091) 234-5678')).toBe('0912.345.678')
    expect(formatPhone('09123456789')).toBe('0912.345.6789')
    expect(formatPhone('091234567')).toBe('0912.345.67')
    expect(formatPhone('0000000000')).toBe('0000.000.000')
    expect(formatPhone('0912')).toBe('0912')
    expect(formatPhone('')).toBe('')
    expect(formatPhone(null)).toBe('')
  })

  it('groups a landline by its area code, a mobile stays 4-3-3', () => {
    expect(formatPhone('02838386868')).toBe('028.3838.6868')
    expect(formatPhone('024 3825 1234')).toBe('024.3825.1234')
    expect(formatPhone('02633822222')).toBe('0263.3822.222')
    expect(formatPhone('0254.3868.686')).toBe('0254.3868.686')
    expect(formatPhone('02523868686')).toBe('0252.3868.686')
    expect(formatPhone('0912345678')).toBe('0912.345.678')
    expect(formatPhone('0283838686')).toBe('0283.838.686')
  })
})

describe('dates', () => {
  it('formats with the settings formats; empty or invalid → empty', () => {
    expect(formatDate('2025-03-09')).toBe('09/03/2025')
    expect(formatDate('2025-03-09', 'MM-DD-YYYY')).toBe('03-09-2025')
    expect(formatDate('2025-03-09', 'DD MMMM YYYY')).toBe('09 March 2025')
    expect(formatDate('not a date')).toBe('')
    expect(formatDate(null)).toBe('')
    expect(
      formatDateTime('2025-03-09T14:05:07', { format_date: 'DD/MM/YYYY', format_time: 'HH:mm:ss' }),
    ).toBe('09/03/2025 14:05:07')
    expect(formatDateTime('2025-03-09T14:05:07', { format_date: 'DD-MM-YY', format_time: 'hh:mm A' })).toBe(
      '09-03-25 02:05 PM',
    )
    expect(formatDateTime('2025-03-09T14:05:07')).toBe('09/03/2025 14:05')
    expect(formatDateTime('')).toBe('')
  })

  it('shows Ho Chi Minh time whatever the input zone', () => {
    expect(formatHcmDateTime('2025-03-09T17:30:05Z')).toBe('10/03/2025 00:30:05')
    expect(formatHcmDateTime('2025-03-09T10:00:00+09:00')).toBe('09/03/2025 08:00:00')
    expect(formatHcmDateTime(Date.UTC(2024, 11, 31, 20, 0, 0))).toBe('01/01/2025 03:00:00')
    expect(formatHcmDateTime(undefined)).toBe('')
  })
})

describe('randomString', () => {
  it('is alphanumeric, 5 characters by default', () => {
    expect(randomString()).toMatch(/^[A-Za-z0-9]{5}$/)
    expect(randomString(12)).toMatch(/^[A-Za-z0-9]{12}$/)
    expect(randomString(0)).toBe('')
    expect(new Set(Array.from({ length: 50 }, () => randomString(8))).size).toBe(50)
  })
})
