// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { checkShape, type Shape } from './response-shape'

const seat: Shape = { id: 'integer', code: 'string', floor: 'integer' }
const ticket: Shape = {
  id: 'number',
  seat_id: 'number',
  customer_name: 'string',
  note: ['or', 'string', 'null', 'undefined'],
  customer_id: ['or', 'number', 'null'],
  is_paid: 'boolean',
  status: ['enum', 0, 1, 2],
  reason: ['or', ['enum', 'missed_trip', 'other'], 'null', 'undefined'],
  seats: ['array', seat],
  car: ['or', { id: 'number', plate: 'string' }, 'null'],
  extra: 'any',
}
const row = (over: Record<string, unknown> = {}) => ({
  id: 1,
  seat_id: 12,
  customer_name: 'Nguyễn Văn A',
  customer_id: null,
  is_paid: false,
  status: 1,
  seats: [{ id: 3, code: 'A1', floor: 1 }],
  car: null,
  ...over,
})

describe('checkShape', () => {
  it('accepts a value of the shape, its extra keys and its missing optional keys', () => {
    expect(checkShape(ticket, row())).toBeNull()
    expect(
      checkShape(ticket, row({ note: 'x', reason: 'other', car: { id: 2, plate: '51B', more: 1 } })),
    ).toBeNull()
    expect(checkShape(ticket, row({ note: null, reason: null, unknown_field: [1, 2] }))).toBeNull()
    expect(checkShape(['array', ticket], [row(), row({ id: 2 })])).toBeNull()
    expect(checkShape(['array', ticket], [])).toBeNull()
  })

  it('names the field of the first mismatch, from the path given', () => {
    expect(checkShape(['array', ticket], [row(), row(), row(), row({ seat_id: '12' })])).toBe(
      'data[3].seat_id: expected number, got string',
    )
    expect(checkShape(ticket, row({ seats: undefined }), 'data.tickets[0]')).toBe(
      'data.tickets[0].seats: expected array, got undefined',
    )
    expect(checkShape(ticket, row({ seats: [{ id: 3, code: 'A1' }] }))).toBe(
      'data.seats[0].floor: expected integer, got undefined',
    )
    expect(checkShape({ 'odd-key': 'string' }, {})).toBe('data["odd-key"]: expected string, got undefined')
  })

  it('a missing required key, a null where none is allowed, a wrong container', () => {
    const { customer_name: _, ...nameless } = row()
    expect(checkShape(ticket, nameless)).toBe('data.customer_name: expected string, got undefined')
    expect(checkShape(ticket, row({ is_paid: null }))).toBe('data.is_paid: expected boolean, got null')
    expect(checkShape(ticket, null)).toBe('data: expected object, got null')
    expect(checkShape(ticket, [row()])).toBe('data: expected object, got array')
    expect(checkShape(['array', ticket], { data: [] })).toBe('data: expected array, got object')
  })

  it('nullable and optional', () => {
    expect(checkShape(ticket, row({ customer_id: undefined }))).toBe(
      'data.customer_id: expected number | null, got undefined',
    )
    expect(checkShape(ticket, row({ note: 5 }))).toBe(
      'data.note: expected string | null | undefined, got number',
    )
  })

  it('enums and integers show the value that is not allowed', () => {
    expect(checkShape(ticket, row({ status: 7 }))).toBe('data.status: expected 0 | 1 | 2, got 7')
    expect(checkShape(ticket, row({ status: '1' }))).toBe('data.status: expected 0 | 1 | 2, got string')
    expect(checkShape(ticket, row({ reason: 'gone' }))).toBe(
      'data.reason: expected "missed_trip" | "other" | null | undefined, got "gone"',
    )
    expect(checkShape(seat, { id: 1.5, code: 'A1', floor: 1 })).toBe('data.id: expected integer, got 1.5')
    expect(checkShape(['enum', 'a'], 'x'.repeat(100))).toBe(`data: expected "a", got "${'x'.repeat(38)}…`)
  })

  it('a union of an object and null says what is wrong inside the object', () => {
    expect(checkShape(ticket, row({ car: { id: 2 } }))).toBe('data.car.plate: expected string, got undefined')
    expect(checkShape(ticket, row({ car: 'C1' }))).toBe('data.car: expected object | null, got string')
    const either: Shape = [
      'or',
      { kind: ['enum', 'a'], a: 'number' },
      { kind: ['enum', 'b'], b: { c: 'string' } },
    ]
    expect(checkShape(either, { kind: 'b', b: { c: 1 } })).toBe('data.b.c: expected string, got number')
    expect(checkShape(either, { kind: 'a', a: 1 })).toBeNull()
  })

  it('records and tuples', () => {
    expect(checkShape(['record', 'number'], { a: 1, b: 2 })).toBeNull()
    expect(checkShape(['record', 'number'], { a: 1, 'b c': '2' })).toBe(
      'data["b c"]: expected number, got string',
    )
    expect(checkShape(['tuple', 'string', 'number'], ['a', 1, 'more'])).toBeNull()
    expect(checkShape(['tuple', 'string', 'number'], ['a'])).toBe('data[1]: expected number, got undefined')
  })

  it('reads only own keys: a missing "constructor" is missing', () => {
    expect(checkShape(JSON.parse('{"constructor":"string"}') as Shape, {})).toBe(
      'data.constructor: expected string, got undefined',
    )
  })

  it('checks a list of 1,000 rows quickly', () => {
    const rows = Array.from({ length: 1000 }, (_, i) =>
      row({
        id: i,
        note: i % 2 ? 'ghi chú' : null,
        reason: i % 3 ? undefined : 'other',
        car: i % 2 ? null : { id: i, plate: '51B' },
      }),
    )
    const list: Shape = ['array', ticket]
    checkShape(list, rows) // warm up
    const runs = 20
    const start = performance.now()
    for (let i = 0; i < runs; i++) expect(checkShape(list, rows)).toBeNull()
    const ms = (performance.now() - start) / runs
    console.info(`checkShape: 1,000 rows of ${Object.keys(ticket).length} fields in ${ms.toFixed(2)} ms`)
  })
})
