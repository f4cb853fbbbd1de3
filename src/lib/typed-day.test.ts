import { describe, expect, it } from 'vitest'
import { fullYear, monthFirst, parseTypedDay } from './typed-day'

// 28/11/2026 at 23:30 in Ho Chi Minh City is still the 28th there, while UTC is at 16:30
const NOW = new Date('2026-11-28T16:30:00Z')
const day = (text: string, format = 'DD/MM/YYYY', now = NOW) => {
  const read = parseTypedDay(text, format, now)
  return read.kind === 'day' ? read.day : read.kind
}

describe('parseTypedDay', () => {
  it.each([
    ['1/10', '2026-10-01'],
    ['01/10', '2026-10-01'],
    ['1/10/2026', '2026-10-01'],
    ['1-10-26', '2026-10-01'],
    ['1.10.26', '2026-10-01'],
    ['1 10 2026', '2026-10-01'],
    ['0110', '2026-10-01'],
    ['011026', '2026-10-01'],
    ['01102026', '2026-10-01'],
    ['  28/11/2026  ', '2026-11-28'],
    ['29/02/2028', '2028-02-29'],
    ['28 tháng 11 2026', '2026-11-28'],
    ['28 November 2026', '2026-11-28'],
    ['28 nov 2026', '2026-11-28'],
  ])('day first: %s → %s', (text, expected) => {
    expect(day(text)).toBe(expected)
  })

  it.each([
    ['10/1', '2026-10-01'],
    ['10/01/2026', '2026-10-01'],
    ['10-1-26', '2026-10-01'],
    ['100126', '2026-10-01'],
    ['10012026', '2026-10-01'],
  ])('month first (MM/DD/YYYY): %s → %s', (text, expected) => {
    expect(day(text, 'MM/DD/YYYY')).toBe(expected)
  })

  it.each([
    ['DD/MM/YYYY', '28/11/2026'],
    ['DD/MM/YY', '28/11/26'],
    ['MM/DD/YYYY', '11/28/2026'],
    ['DD-MM-YY', '28-11-26'],
    ['MM-DD-YY', '11-28-26'],
    ['DD-MM-YYYY', '28-11-2026'],
    ['MM-DD-YYYY', '11-28-2026'],
    ['DD MMMM YYYY', '28 November 2026'],
  ])('reads what %s shows (%s) back as the same day', (format, shown) => {
    expect(day(shown, format)).toBe('2026-11-28')
  })

  it('a day and month alone are this year in Ho Chi Minh time', () => {
    // 31/12/2026 17:30 UTC is already 1 January 2027 in Ho Chi Minh City
    expect(day('5/3', 'DD/MM/YYYY', new Date('2026-12-31T17:30:00Z'))).toBe('2027-03-05')
    expect(day('5/3', 'DD/MM/YYYY', new Date('2026-12-31T16:30:00Z'))).toBe('2026-03-05')
  })

  it.each(['31/02', '31/02/2026', '29/02/2026', '32/01/2026', '0/1/2026', '1/13/2026', '1/0'])(
    'refuses the impossible day %s',
    (text) => expect(day(text)).toBe('invalid'),
  )

  it('refuses the impossible day in month-first order', () => {
    expect(day('02/31/2026', 'MM/DD/YYYY')).toBe('invalid')
    expect(day('13/01/2026', 'MM/DD/YYYY')).toBe('invalid')
  })

  it.each([
    'abc',
    '1',
    '110',
    '12345',
    '1234567',
    '1/10/202',
    '1/10/2026/5',
    '123/1',
    '1/10/20266',
    'x1/10',
    '1/10/1850',
  ])('refuses %s', (text) => expect(day(text)).toBe('invalid'))

  it('says when nothing is typed', () => {
    expect(day('')).toBe('empty')
    expect(day('   ')).toBe('empty')
  })
})

describe('monthFirst', () => {
  it.each([
    ['DD/MM/YYYY', false],
    ['DD/MM/YY', false],
    ['MM/DD/YYYY', true],
    ['DD-MM-YY', false],
    ['MM-DD-YY', true],
    ['DD-MM-YYYY', false],
    ['MM-DD-YYYY', true],
    ['DD MMMM YYYY', false],
  ])('%s → %s', (format, expected) => expect(monthFirst(format)).toBe(expected))
})

describe('fullYear', () => {
  it('reads a two-digit year in this century unless it is more than 20 years ahead', () => {
    expect(fullYear(26, 2026)).toBe(2026)
    expect(fullYear(46, 2026)).toBe(2046)
    expect(fullYear(47, 2026)).toBe(1947)
    expect(fullYear(90, 2026)).toBe(1990)
  })
})
