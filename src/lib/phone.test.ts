import { describe, expect, it } from 'vitest'
import { isVietnameseMobile, phoneDigits } from './phone'

describe('phone numbers as typed', () => {
  it('reads spaces, dots, dashes and the country prefix', () => {
    expect(phoneDigits('0912 345 678')).toBe('0912345678')
    expect(phoneDigits('0912.345.678')).toBe('0912345678')
    expect(phoneDigits('(091) 234-5678')).toBe('0912345678')
    expect(phoneDigits('+84 912 345 678')).toBe('0912345678')
    expect(phoneDigits('84912345678')).toBe('0912345678')
  })
  it('knows a Vietnamese mobile number', () => {
    expect(isVietnameseMobile('0912345678')).toBe(true)
    expect(isVietnameseMobile('0358123456')).toBe(true)
    expect(isVietnameseMobile('0283838686')).toBe(false) // a landline
    expect(isVietnameseMobile('091234567')).toBe(false)
    expect(isVietnameseMobile('09123456789')).toBe(false)
    expect(isVietnameseMobile('0912a45678')).toBe(false)
  })
})
