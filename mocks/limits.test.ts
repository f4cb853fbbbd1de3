/**
 * Limits on every input (the security review's list): each value the backend once accepted and stored is
 * refused now, with a message in the request's language.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { API } from '../src/api/paths.ts'
import { db, resetDb, server } from './node.ts'
import { call, login, request } from './test-client.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => resetDb())

const car = (over: Record<string, unknown> = {}) => ({
  name: 'Limousine mới',
  brand_id: 1,
  vehicle_type_id: 1,
  license_plate: '51B-888.88',
  seats: 9,
  status: 1,
  ...over,
})

async function refused(path: string, body: unknown, field: string, lang = 'vi') {
  const token = await login('admin', 'admin123')
  const answer = await call(path, { token, body, lang })
  expect(answer.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(422)
  const messages = (answer.body as { errors?: Record<string, string[]> }).errors?.[field]
  expect(messages?.[0], field).toBeTruthy()
  return messages![0]
}

describe('limits on every input', () => {
  it('names: length, blank, hidden characters and look-alike duplicates', async () => {
    expect(await refused(`${API.brand}/create`, { name: 'x'.repeat(5000) }, 'name')).toBe('Tối đa 255 ký tự')
    expect(await refused(`${API.brand}/create`, { name: '     ' }, 'name')).toBe('Vui lòng nhập tên')
    for (const name of ['Sam\u0000co', 'Sam\u202Eco', 'Sam\u200bco'])
      expect(await refused(`${API.brand}/create`, { name }, 'name')).toBe(
        'Không được chứa xuống dòng, ký tự điều khiển hoặc ký tự ẩn',
      )
    // "Hyundаi" with a Cyrillic а, and with different case and spaces
    for (const name of ['Hyundаi', '  HYUNDAI ', 'Hyũndai'])
      expect(await refused(`${API.brand}/create`, { name }, 'name')).toBe('Tên đã tồn tại')
    expect(await refused(`${API.role}/create`, { name: 'x'.repeat(5000) }, 'name', 'en')).toBe(
      'Characters must be less than or equal to 100',
    )
    expect(
      await refused(
        `${API.user}/create`,
        { username: 'moi', fullname: 'x'.repeat(300), password: 'moi123' },
        'fullname',
      ),
    ).toBe('Tối đa 255 ký tự')
  })

  it('a body over 1 MB is refused before it is parsed', async () => {
    const token = await login('admin', 'admin123')
    const answer = await request(`${API.brand}/create`, {
      token,
      body: { name: 'Samco', note: 'x'.repeat(1_100_000) },
    })
    expect(answer.status).toBe(413)
    expect(((await answer.json()) as { message: string }).message).toBe(
      'Dữ liệu gửi lên quá lớn (tối đa 1 MB)',
    )
  })

  it('numbers within their ranges, real calendar dates', async () => {
    const path = `${API.car}/create`
    expect(await refused(path, car({ weight_max: -500 }), 'weight_max')).toBe('Không được nhỏ hơn 0')
    expect(await refused(path, car({ weight_max: 1e308 }), 'weight_max')).toBe('Không được lớn hơn 100.000')
    // a year is written as a year, not grouped as an amount
    expect(await refused(path, car({ year_manufacture: -2000 }), 'year_manufacture')).toBe(
      'Không được nhỏ hơn 1980',
    )
    expect(await refused(path, car({ year_manufacture: 99999 }), 'year_manufacture')).toBe(
      `Không được lớn hơn ${new Date().getFullYear() + 1}`,
    )
    for (const date of ['not-a-date', '2026-02-31', '<script>'])
      expect(await refused(path, car({ registration_date: date }), 'registration_date')).toBe(
        'Ngày không đúng định dạng',
      )
    expect(await refused(path, car({ seats: 100000 }), 'seats')).toBe('Không được lớn hơn 80')
    const nineSeats = db.vehicleTypes.all().find((v) => v.seat_number === 9)!
    expect(await refused(path, car({ vehicle_type_id: nineSeats.id, seats: 30 }), 'seats')).toBe(
      'Số chỗ không được lớn hơn số chỗ của loại xe (9)',
    )
  })

  it('no reference to a stopped record, images only as upload paths, colours only #rrggbb, diagrams capped', async () => {
    const stopped = db.brands.all().find((b) => b.status === 0)!
    expect(await refused(`${API.car}/create`, car({ brand_id: stopped.id }), 'brand_id')).toBe(
      'Hãng xe đã ngừng hoạt động',
    )
    expect(await refused(`${API.car}/create`, car({ avatar: 'javascript:alert(1)' }), 'avatar')).toBe(
      'Ảnh phải là tệp đã tải lên hệ thống',
    )
    expect(await refused(`${API.user}/create`, { avatar: 'javascript:alert(1)' }, 'avatar')).toBe(
      'Ảnh phải là tệp đã tải lên hệ thống',
    )
    expect(
      await refused(`${API.brand}/create`, { name: 'Samco', color: 'red;background:url(//evil)' }, 'color'),
    ).toBe('Màu phải có dạng #rrggbb')
    const diagram = { columns: 10_000_000, floors: [{ floor: 1, rows: [] }] }
    expect(
      await refused(
        `${API.vehicle}/create`,
        { name: 'Xe lạ', type: 'bus', seat_number: 1, fare: 1, diagram },
        'diagram',
      ),
    ).toBe('Không được lớn hơn 10')
  })

  it('settings too', async () => {
    expect(await refused(API.setting.update, { title: 'x'.repeat(300) }, 'title')).toBe('Tối đa 255 ký tự')
    expect(await refused(API.setting.update, { main_color: 99 }, 'main_color')).toBe('Không được lớn hơn 19')
    expect(await refused(API.setting.update, { logo: 'https://evil.example/logo.svg' }, 'logo')).toBe(
      'Ảnh phải là tệp đã tải lên hệ thống',
    )
  })
})
