import { describe, expect, it } from 'vitest'
import { formatAmountWith, formatDateTimeWith } from './operator-format'

const vn = { currency_symbol: '₫', decimal_symbol: ',', digit_group_symbol: '.' }

describe('the settings’ number preview', () => {
  it('writes 1250000 with each digit-group symbol', () => {
    expect(formatAmountWith(1250000, vn)).toBe('1.250.000 ₫')
    expect(formatAmountWith(1250000, { ...vn, digit_group_symbol: ',', decimal_symbol: '.' })).toBe(
      '1,250,000 ₫',
    )
    expect(formatAmountWith(1250000, { ...vn, digit_group_symbol: "'" })).toBe("1'250'000 ₫")
  })

  it('writes a fraction with each decimal symbol, and a sign', () => {
    expect(formatAmountWith(1234.5, vn)).toBe('1.234,5 ₫')
    expect(formatAmountWith(1234.5, { ...vn, decimal_symbol: '.', digit_group_symbol: ',' })).toBe(
      '1,234.5 ₫',
    )
    expect(formatAmountWith(-5000, vn)).toBe('-5.000 ₫')
  })

  it('puts the currency symbol after, or none', () => {
    expect(formatAmountWith(999, { ...vn, currency_symbol: 'VND' })).toBe('999 VND')
    expect(formatAmountWith(1000, { ...vn, currency_symbol: '' })).toBe('1.000')
  })
})

describe('the settings’ date preview', () => {
  // 28/11/2026 06:00 in Hồ Chí Minh City
  const moment = '2026-11-27T23:00:00Z'

  it('writes the moment in the chosen zone and formats', () => {
    const hcm = { timezone: 'Asia/Ho_Chi_Minh', format_date: 'DD/MM/YYYY', format_time: 'HH:mm' }
    expect(formatDateTimeWith(moment, hcm)).toBe('28/11/2026 06:00')
    expect(formatDateTimeWith(moment, { ...hcm, format_date: 'MM-DD-YY', format_time: 'hh:mm A' })).toBe(
      '11-28-26 06:00 AM',
    )
    expect(formatDateTimeWith(moment, { ...hcm, timezone: 'Asia/Tokyo' })).toBe('28/11/2026 08:00')
  })

  it('gives nothing for an unknown zone', () => {
    expect(
      formatDateTimeWith(moment, {
        timezone: 'Mars/Olympus',
        format_date: 'DD/MM/YYYY',
        format_time: 'HH:mm',
      }),
    ).toBe('')
  })
})
