/**
 * Messages as GLOSSARY.md writes them, from the form and from the demo backend alike: labels inside a sentence
 * lower case ("Vui lòng nhập biển số"), numbers written as in the language (`100.000` / `100,000`), the glossary's
 * words ("đợt giá", "số chỗ"), in Vietnamese and English.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { API, LOCALE_HEADER } from '../api/paths'
import { carWriteSchema, fareDateRangeWriteSchema, vehicleTypeWriteSchema } from '../api/schemas/fleet'
import { formResolver } from '../components/form/form-messages'
import i18n from '../i18n'
import { resetDb, server } from '../../mocks/node'
import { call, login } from '../../mocks/test-client'
import { t } from '../../mocks/handlers/util'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => resetDb())
afterEach(() => i18n.changeLanguage('vi'))

async function formMessages(schema: z.ZodType, body: Record<string, unknown>) {
  const resolver = formResolver(schema as never, 'fleet')
  const { errors } = await resolver(body as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  })
  return Object.fromEntries(
    Object.entries(errors as Record<string, { message?: string }>).map(([k, v]) => [k, v.message]),
  )
}

async function backendMessages(path: string, body: Record<string, unknown>, lang: 'vi' | 'en') {
  const token = await login('admin', 'admin123')
  const res = await call(path, { token, lang, body })
  expect(res.status).toBe(422)
  const errors = (res.body as { errors: Record<string, string[]> }).errors
  return Object.fromEntries(Object.entries(errors).map(([k, [message]]) => [k, message]))
}

const badCar = {
  name: 'Transit 16 chỗ 10',
  brand_id: null,
  vehicle_type_id: 2,
  license_plate: '',
  seats: 15,
  status: 1,
  weight_max: 100_001,
  note: 'x'.repeat(1001),
}

const CAR = {
  vi: {
    license_plate: 'Vui lòng nhập biển số',
    brand_id: 'Vui lòng chọn hãng xe',
    weight_max: 'Không được lớn hơn 100.000',
    note: 'Tối đa 1.000 ký tự',
  },
  en: {
    license_plate: 'Please enter license plate',
    brand_id: 'Please choose brand',
    weight_max: 'Value must be less than or equal to 100,000',
    note: 'Characters must be less than or equal to 1,000',
  },
}

describe('the form and the backend write labels lower case and numbers formatted', () => {
  it.each(['vi', 'en'] as const)('a bad car, in %s', async (lang) => {
    await i18n.changeLanguage(lang)
    expect(await formMessages(carWriteSchema, badCar)).toEqual(CAR[lang])
    expect(await backendMessages(`${API.car}/create`, badCar, lang)).toEqual(CAR[lang])
  })

  it.each([
    ['vi', 'Không được lớn hơn 10.000.000.000', 'Tối đa 255 ký tự', 'Số chỗ phải bằng số chỗ trên sơ đồ (0)'],
    [
      'en',
      'Value must be less than or equal to 10,000,000,000',
      'Characters must be less than or equal to 255',
      'The seats must equal the seats on the diagram (0)',
    ],
  ] as const)('a vehicle type over the money limit, in %s', async (lang, fare, name, seats) => {
    await i18n.changeLanguage(lang)
    const body = {
      name: 'x'.repeat(256),
      type: 'seat16',
      seat_number: 15,
      fare: 10_000_000_001,
      status: 1,
      diagram: { columns: 2, floors: [{ floor: 1, rows: [[null, null]] }] },
    }
    const expected = { name, fare, seat_number: seats }
    expect(await formMessages(vehicleTypeWriteSchema, body)).toEqual(expected)
    expect(await backendMessages(`${API.vehicle}/create`, body, lang)).toEqual(expected)
  })

  it.each([
    ['vi', 'Ngày kết thúc không được trước ngày bắt đầu'],
    ['en', 'The end date cannot be before the start date'],
  ] as const)('a fare period ending before it starts, in %s', async (lang, message) => {
    await i18n.changeLanguage(lang)
    const body = { vehicle_type_id: 1, date_start: '2026-05-02', date_end: '2026-04-30', fare: 400000 }
    expect(await formMessages(fareDateRangeWriteSchema, body)).toEqual({ date_end: message })
    expect(await backendMessages(API.vehicleFare.create, body, lang)).toEqual({ date_end: message })
  })
})

describe('the backend’s own messages', () => {
  const request = (lang: string) => new Request('http://app.test/', { headers: { [LOCALE_HEADER]: lang } })

  it('write a number as the language does', () => {
    expect(t(request('vi'), 'minLength', 1000)).toBe('Tối thiểu 1.000 ký tự')
    expect(t(request('en'), 'minLength', 1000)).toBe('Characters must be greater than or equal to 1,000')
    expect(t(request('vi'), 'seatsAboveType', 15)).toBe('Số chỗ không được lớn hơn số chỗ của loại xe (15)')
    // a text argument (a code, a date) stays as it is
    expect(t(request('vi'), 'seatHasTickets', '1000')).toBe('Ghế 1000 đã có vé, không thể xóa')
  })

  it('name a car over its type’s seats with the glossary’s "số chỗ"', async () => {
    const token = await login('admin', 'admin123')
    const res = await call(`${API.car}/create`, {
      token,
      body: {
        name: 'Transit 16 chỗ 10',
        brand_id: 2,
        vehicle_type_id: 2,
        license_plate: '51B-777.77',
        seats: 16,
      },
    })
    expect(res.status).toBe(422)
    expect((res.body as { errors: Record<string, string[]> }).errors).toEqual({
      seats: ['Số chỗ không được lớn hơn số chỗ của loại xe (15)'],
    })
  })

  it('refuse an overlapping fare period by its dates', async () => {
    const token = await login('admin', 'admin123')
    const ranges = await call<Array<{ date_start: string; date_end: string }>>(
      `${API.vehicleFare.list}?vehicle_type_id=3`,
      { token },
    )
    const first = ranges.body.data[0]
    const res = await call(API.vehicleFare.create, {
      token,
      body: { vehicle_type_id: 3, date_start: first.date_start, date_end: first.date_end, fare: 1 },
    })
    const [y, m, d] = first.date_start.split('-')
    expect((res.body as { errors: Record<string, string[]> }).errors.date_start[0]).toMatch(
      new RegExp(`^Đợt giá bị trùng với đợt ${d}/${m}/${y} – \\d\\d/\\d\\d/\\d{4}$`),
    )
  })
})
