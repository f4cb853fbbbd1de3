import { describe, expect, it } from 'vitest'
import { parseTypedTime } from './typed-time'

describe('parseTypedTime', () => {
  it.each([
    ['0600', '06:00'],
    ['6h', '06:00'],
    ['6H', '06:00'],
    ['6h30', '06:30'],
    ['6g30', '06:30'],
    ['6:30', '06:30'],
    ['06:30', '06:30'],
    ['6.30', '06:30'],
    ['630', '06:30'],
    ['18', '18:00'],
    ['1830', '18:30'],
    [' 18h ', '18:00'],
    ['0', '00:00'],
    ['23:59', '23:59'],
  ])('%s → %s', (text, expected) => expect(parseTypedTime(text)).toBe(expected))

  it.each(['', '  ', '24', '25h', '6:7', '6h3', '6:60', '12345', 'abc', '6h30x', '6:30:00', '-6'])(
    'refuses %j',
    (text) => expect(parseTypedTime(text)).toBeNull(),
  )
})
