import { describe, expect, it } from 'vitest'
import { isVietnamesePlate, normalizePlate } from './license-plate'

describe('license plates', () => {
  it('normalizes case and spaces', () => {
    expect(normalizePlate('  51b-123.45 ')).toBe('51B-123.45')
    expect(normalizePlate('51b   1234\t')).toBe('51B 1234')
    expect(normalizePlate('')).toBe('')
  })

  it.each([
    '51B-123.45',
    '49B-012.34',
    '51F-1234',
    '30A-999.99',
    '51LD-123.45',
    '29B1-123.45',
    ' 51b-123.45 ',
  ])('accepts %s', (plate) => expect(isVietnamesePlate(plate)).toBe(true))

  it.each([
    'ABC',
    '51-123.45',
    '5B-123.45',
    '51B12345',
    '51B-12.345',
    '',
    '   ',
    '10A-123.45', // province codes start at 11
    '51ABC-123.45',
    '51B12-123.45',
    '51B-123.456',
    '51B-123',
    '51B 123.45',
  ])('rejects %j', (plate) => expect(isVietnamesePlate(plate)).toBe(false))
})
