// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { API } from '../src/api/paths.ts'
import type { AddressUnit } from '../src/api/schemas/address.ts'
import units from './db/address-units.json'
import { addressChainError } from './handlers/address.ts'
import { db, resetDb, server } from './node.ts'
import { accountWith, call, login } from './test-client.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const A = API.address

describe('the data: every unit before the 1 July 2025 reform, each under an existing parent', () => {
  it('63 provinces, 705 districts, 10,599 wards, codes unique, in code order', () => {
    expect([units.provinces.length, units.districts.length, units.wards.length]).toEqual([63, 705, 10599])
    for (const level of [units.provinces, units.districts, units.wards]) {
      const codes = level.map((row) => Number(row[0]))
      expect(new Set(codes).size).toBe(codes.length)
      expect(codes).toEqual([...codes].sort((a, b) => a - b))
    }
    const provinces = new Set(units.provinces.map(([code]) => code))
    const districts = new Set(units.districts.map(([code]) => code))
    expect(units.districts.filter(([, , province]) => !provinces.has(province))).toEqual([])
    expect(units.wards.filter(([, , district]) => !districts.has(district))).toEqual([])
  })
})

describe('GET /api/address/*', () => {
  it('any signed-in account reads them, even one holding no code; no token → 401', async () => {
    const { token } = await accountWith([])
    const provinces = await call<AddressUnit[]>(A.provinces, { token })
    expect(provinces.status).toBe(200)
    expect(provinces.body.data).toHaveLength(63)
    expect(provinces.body.data[0]).toEqual({ id: 1, name: 'Thành phố Hà Nội' })
    expect(provinces.body.data).toContainEqual({ id: 79, name: 'Thành phố Hồ Chí Minh' })
    for (const path of [A.provinces, `${A.districts}?province_id=79`, `${A.wards}?district_id=760`])
      expect((await call(path)).status, path).toBe(401)
  })

  it("a province's districts and a district's wards, in code order", async () => {
    const token = await login('letan.sg', 'letan123')
    const districts = await call<AddressUnit[]>(`${A.districts}?province_id=79`, { token })
    expect(districts.status).toBe(200)
    expect(districts.body.data).toHaveLength(22)
    expect(districts.body.data.slice(0, 2)).toEqual([
      { id: 760, name: 'Quận 1' },
      { id: 761, name: 'Quận 12' },
    ])
    expect(districts.body.data).toContainEqual({ id: 769, name: 'Thành phố Thủ Đức' })
    const wards = await call<AddressUnit[]>(`${A.wards}?district_id=760`, { token })
    expect(wards.status).toBe(200)
    expect(wards.body.data).toContainEqual({ id: 26740, name: 'Phường Bến Nghé' })
    expect(wards.body.data.every((w) => w.name.startsWith('Phường '))).toBe(true)
    // Đà Lạt's wards are not Quận 1's
    const dalat = await call<AddressUnit[]>(`${A.wards}?district_id=672`, { token })
    expect(dalat.body.data.map((w) => w.id)).not.toContain(26740)
  })

  it('a missing, malformed or unknown parent → 422 on its field, never an empty list', async () => {
    const token = await login('kho', 'kho123')
    for (const [path, field, message] of [
      [A.districts, 'province_id', 'Vui lòng chọn tỉnh/thành phố'],
      [`${A.districts}?province_id=`, 'province_id', 'Vui lòng chọn tỉnh/thành phố'],
      [`${A.districts}?province_id=hcm`, 'province_id', 'Vui lòng chọn tỉnh/thành phố'],
      [`${A.districts}?province_id=99`, 'province_id', 'Tỉnh/Thành phố không tồn tại'],
      // a district's code is not a province's
      [`${A.districts}?province_id=760`, 'province_id', 'Tỉnh/Thành phố không tồn tại'],
      [A.wards, 'district_id', 'Vui lòng chọn quận/huyện'],
      [`${A.wards}?district_id=79`, 'district_id', 'Quận/Huyện không tồn tại'],
    ] as const) {
      const { status, body } = await call(path, { token })
      expect(status, path).toBe(422)
      expect(body.data, path).toBeNull()
      expect(body.errors, path).toEqual({ [field]: [message] })
    }
    const english = await call(`${A.wards}?district_id=9999`, { token, lang: 'en' })
    expect(english.body.errors).toEqual({ district_id: ['District does not exist'] })
    const missing = await call(A.districts, { token, lang: 'en' })
    expect(missing.body.errors).toEqual({ province_id: ['Please choose province/city'] })
  })
})

describe('addressChainError: the first field that names no unit or not one of its parent', () => {
  // Thành phố Hồ Chí Minh 79 → Quận 1 760 → Phường Bến Nghé 26740; Lâm Đồng 68 → Đà Lạt 672
  it('a whole chain, a partial one from the top, or none at all holds', () => {
    expect(addressChainError({ province_id: 79, district_id: 760, ward_id: 26740 })).toBeNull()
    expect(addressChainError({ province_id: 79, district_id: 760, ward_id: null })).toBeNull()
    expect(addressChainError({ province_id: 68 })).toBeNull()
    expect(addressChainError({ province_id: null, district_id: null, ward_id: null })).toBeNull()
    expect(addressChainError({})).toBeNull()
  })

  it('an unknown unit is its own field', () => {
    expect(addressChainError({ province_id: 99 })).toBe('province_id')
    expect(addressChainError({ province_id: 79, district_id: 9999 })).toBe('district_id')
    expect(addressChainError({ province_id: 79, district_id: 760, ward_id: 99999 })).toBe('ward_id')
    // a code of another level
    expect(addressChainError({ province_id: 760 })).toBe('province_id')
  })

  it("a unit under another parent is the child's field; the first wrong field wins", () => {
    expect(addressChainError({ province_id: 68, district_id: 760 })).toBe('district_id')
    expect(addressChainError({ province_id: 79, district_id: 770, ward_id: 26740 })).toBe('ward_id')
    expect(addressChainError({ province_id: 68, district_id: 760, ward_id: 26740 })).toBe('district_id')
    expect(addressChainError({ province_id: 99, district_id: 9999, ward_id: 99999 })).toBe('province_id')
  })

  it('a district needs its province, a ward its district', () => {
    expect(addressChainError({ district_id: 760 })).toBe('province_id')
    expect(addressChainError({ province_id: 79, ward_id: 26740 })).toBe('district_id')
    expect(addressChainError({ ward_id: 26740 })).toBe('province_id')
  })
})

describe('the seed', () => {
  it("gives each customer the province and district of its address's place, and no ward", () => {
    const districts = new Map(units.districts.map(([code, name]) => [code, String(name)]))
    const provinces = new Map(units.provinces.map(([code, name]) => [code, String(name)]))
    const customers = db.customers.all()
    expect(customers.length).toBeGreaterThan(0)
    for (const customer of customers) {
      expect(addressChainError(customer), customer.address!).toBeNull()
      expect(customer.ward_id).toBeNull()
      // "12 Lê Lợi, Quận 1, TP. Hồ Chí Minh": the district's and the province's names, without their type
      const [, place, province] = customer.address!.split(', ')
      const bare = (name: string) => name.replace(/^(Thành phố|Tỉnh|Quận|Huyện|TP\.) /, '')
      expect(bare(districts.get(customer.district_id!)!), customer.address!).toBe(bare(place))
      expect(bare(provinces.get(customer.province_id!)!), customer.address!).toBe(bare(province))
    }
    // the seed's places: three provinces, seven districts
    expect(new Set(customers.map((c) => c.province_id)).size).toBe(3)
  })
})
