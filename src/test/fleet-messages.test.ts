/**
 * One contract, one message: every fleet write field, given a bad value, gets the same SPEC §5 message from the
 * form (the write schema through the form kit's resolver and error map) and from the demo backend (the same
 * schema behind POST /create), in Vietnamese and in English.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { API } from '../api/paths'
import { brandWriteSchema, carWriteSchema, vehicleTypeWriteSchema } from '../api/schemas/fleet'
import { formResolver } from '../components/form/form-messages'
import i18n from '../i18n'
import { resetDb, server } from '../../mocks/node'
import { call, login } from '../../mocks/test-client'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => resetDb())
afterEach(() => i18n.changeLanguage('vi'))

const seat = (code: string, column: number) => ({ id: 0, code, type: 5, floor: 1, row: 0, column })
const diagram = { columns: 2, floors: [{ floor: 1, rows: [[seat('A1', 0), seat('A2', 1)]] }] }

interface Group {
  name: string
  path: string
  schema: z.ZodObject
  valid: Record<string, unknown>
  bad: Record<string, unknown[]>
}

const TEXT = [
  '',
  '   ',
  'x'.repeat(256),
  'Hyun\u200bdai',
  'Xe\u202Ekhách',
  'Xe\u0000khách',
  'hai\ndòng',
  42,
  null,
]
const NOTE = ['x'.repeat(1001), 'ghi\u0007chú', 7]
const STATUS = [null, 2, -1, 'active']
const COLOUR = ['red;background:url(//evil)', '#12345', 'javascript:alert(1)', 5]
const MONEY = [-1, 1e12, 1.5, '100000', null]
const DATE = ['not-a-date', '2026-02-31', '<script>', '31/12/2026']

const GROUPS: Group[] = [
  {
    name: 'brand',
    path: API.brand,
    schema: brandWriteSchema,
    valid: { name: 'Samco', color: '#123456', status: 1, note: 'Xe khách' },
    bad: { name: TEXT, color: COLOUR, status: STATUS, note: NOTE },
  },
  {
    name: 'goods type',
    path: API.productType,
    schema: brandWriteSchema,
    valid: { name: 'Hàng đông lạnh', color: null, status: 1, note: null },
    bad: { name: TEXT, color: COLOUR, status: STATUS, note: NOTE },
  },
  {
    name: 'vehicle type',
    path: API.vehicle,
    schema: vehicleTypeWriteSchema,
    valid: { name: 'Xe 3 chỗ', type: 'seat8', seat_number: 2, fare: 150000, status: 1, diagram },
    bad: {
      name: TEXT,
      type: ['plane', null],
      seat_number: [0, 81, 2.5, null],
      fare: MONEY,
      status: STATUS,
      color: COLOUR,
      note: NOTE,
      diagram: [
        { columns: 10_000_000, floors: diagram.floors },
        { columns: 2, floors: [] },
        { columns: 2, floors: [{ floor: 1, rows: [[seat('A1', 0), seat('a1', 1)]] }] },
        { columns: 2, floors: [{ floor: 1, rows: [[seat('', 0), seat('A2', 1)]] }] },
        null,
      ],
    },
  },
  {
    name: 'car',
    path: API.car,
    schema: carWriteSchema,
    valid: {
      name: 'Limousine 10 chỗ',
      brand_id: 1,
      vehicle_type_id: 1,
      license_plate: '51B-777.77',
      seats: 9,
      status: 1,
    },
    bad: {
      name: TEXT,
      brand_id: [null, 0, -3, 'x'],
      vehicle_type_id: [null, 0, 1.5],
      license_plate: ['', '51B12345', 'x'.repeat(16), null],
      avatar: ['javascript:alert(1)', 'https://evil.example/x.png', '/uploads/../etc/passwd'],
      year_manufacture: [-2000, 99999, 1979, 2.5],
      registration_date: DATE,
      insurance_expiration_date: DATE,
      weight_max: [-500, 1e308, 100_001],
      seats: [0, 100_000, null],
      status: STATUS,
      note: NOTE,
      fare: MONEY.filter((value) => value !== null), // optional on a car
    },
  },
]

async function formMessage(schema: z.ZodObject, body: Record<string, unknown>, field: string) {
  const resolver = formResolver(schema as never, 'fleet')
  const { errors } = await resolver(body as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  })
  return (errors as Record<string, { message?: string } | undefined>)[field]?.message
}

describe.each(GROUPS)('$name: the form and the backend refuse a bad value with the same words', (group) => {
  const cases = Object.entries(group.bad).flatMap(([field, values]) =>
    values.map((value) => ({ field, value })),
  )

  it.each(['vi', 'en'] as const)('in %s, for every field', async (lang) => {
    await i18n.changeLanguage(lang)
    const token = await login('admin', 'admin123')
    const valid = await formMessage(group.schema, group.valid, 'name')
    expect(valid, 'the valid body passes the form').toBeUndefined()
    for (const { field, value } of cases) {
      const body = { ...group.valid, [field]: value }
      const fromForm = await formMessage(group.schema, body, field)
      const fromBackend = await call(`${group.path}/create`, { token, lang, body })
      const label = `${field} = ${JSON.stringify(value)?.slice(0, 40)}`
      expect(fromBackend.status, label).toBe(422)
      expect(fromForm, label).toBeTruthy()
      expect((fromBackend.body as { errors?: Record<string, string[]> }).errors?.[field], label).toEqual([
        fromForm,
      ])
    }
  })
})

describe('messages as SPEC §5 and the glossary write them', () => {
  it('lower-case labels inside the sentence, formatted numbers, in both languages', async () => {
    const body = { ...GROUPS[3].valid, license_plate: '', weight_max: 100_001, note: 'x'.repeat(1001) }
    expect(await formMessage(carWriteSchema, body, 'license_plate')).toBe('Vui lòng nhập biển số')
    expect(await formMessage(carWriteSchema, body, 'weight_max')).toBe('Không được lớn hơn 100.000')
    expect(await formMessage(carWriteSchema, body, 'note')).toBe('Tối đa 1.000 ký tự')
    expect(await formMessage(carWriteSchema, { ...body, year_manufacture: 1900 }, 'year_manufacture')).toBe(
      'Không được nhỏ hơn 1980',
    )
    expect(await formMessage(carWriteSchema, { ...body, brand_id: null }, 'brand_id')).toBe(
      'Vui lòng chọn hãng xe',
    )
    await i18n.changeLanguage('en')
    expect(await formMessage(carWriteSchema, body, 'license_plate')).toBe('Please enter license plate')
    expect(await formMessage(carWriteSchema, body, 'weight_max')).toBe(
      'Value must be less than or equal to 100,000',
    )
  })
})
