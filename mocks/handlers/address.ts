import { http } from 'msw'
import { API } from '../../src/api/paths.ts'
import type { AddressUnit } from '../../src/api/schemas/address.ts'
import { addressWord } from '../catalogues.ts'
import units from '../db/address-units.json' with { type: 'json' }
import { ApiError, langOf, ok, requireUser, safe, t } from './util.ts'

/*
 * Vietnam's provinces, districts and wards before the 1 July 2025 reform (db/address-units.json, its provenance in
 * mocks/README.md), each level in GSO code order. Reference data: any signed-in account reads it.
 */

type Level = 'province' | 'district' | 'ward'

interface Unit extends AddressUnit {
  /** the code of the unit it belongs to (null for a province) */
  parent: number | null
}

const byId = new Map<Level, Map<number, Unit>>()
/** the units of each parent, in GSO order: districts by province, wards by district */
const children = new Map<Level, Map<number, AddressUnit[]>>()
const provinces: AddressUnit[] = units.provinces.map(([id, name]) => ({ id: Number(id), name: String(name) }))

function index(level: Level, rows: ReadonlyArray<ReadonlyArray<string | number>>) {
  const own = new Map<number, Unit>()
  const under = new Map<number, AddressUnit[]>()
  for (const [id, name, parent] of rows) {
    const unit = { id: Number(id), name: String(name), parent: parent === undefined ? null : Number(parent) }
    own.set(unit.id, unit)
    if (unit.parent !== null) {
      const list = under.get(unit.parent) ?? []
      list.push({ id: unit.id, name: unit.name })
      under.set(unit.parent, list)
    }
  }
  byId.set(level, own)
  children.set(level, under)
}
index('province', units.provinces)
index('district', units.districts)
index('ward', units.wards)

const unit = (level: Level, id: number | null | undefined) =>
  id === null || id === undefined ? undefined : byId.get(level)!.get(id)

/**
 * The first of `province_id`, `district_id`, `ward_id` that names no unit of its level or does not belong to the
 * one before it (a ward to its district, a district to its province); null when the chain holds. A field left
 * empty (null or absent) is no error, but a district needs its province and a ward its district: a district
 * without a province is the province's error, a ward without a district the district's. For the customer's write
 * rules (their 422 names the field).
 */
export function addressChainError(values: {
  province_id?: number | null
  district_id?: number | null
  ward_id?: number | null
}): 'province_id' | 'district_id' | 'ward_id' | null {
  const has = (v: number | null | undefined) => v !== null && v !== undefined
  const { province_id, district_id, ward_id } = values
  if (has(province_id) && !unit('province', province_id)) return 'province_id'
  if (has(district_id)) {
    if (!has(province_id)) return 'province_id'
    const district = unit('district', district_id)
    if (!district || district.parent !== province_id) return 'district_id'
  }
  if (has(ward_id)) {
    if (!has(district_id)) return has(province_id) ? 'district_id' : 'province_id'
    const ward = unit('ward', ward_id)
    if (!ward || ward.parent !== district_id) return 'ward_id'
  }
  return null
}

/**
 * The parent a list is asked for: its id must name a unit of that level. A missing, malformed or unknown id is
 * refused with 422 on the query's field ("Vui lòng chọn tỉnh/thành phố" / "Tỉnh/Thành phố không tồn tại"), never
 * answered with an empty list: every province has districts and every district wards, so an empty answer could
 * only hide a caller's mistake (the app asks only once the parent is chosen).
 */
function parentOf(request: Request, level: 'province' | 'district'): number {
  const field = `${level}_id`
  const raw = new URL(request.url).searchParams.get(field)?.trim() ?? ''
  const word = addressWord(langOf(request), level)
  if (!/^\d+$/.test(raw))
    throw new ApiError(422, t(request, 'invalidData'), {
      [field]: [t(request, 'requiredSelect', word.toLocaleLowerCase(langOf(request)))],
    })
  const id = Number(raw)
  if (!unit(level, id))
    throw new ApiError(422, t(request, 'invalidData'), { [field]: [t(request, 'addressUnitNotFound', word)] })
  return id
}

export const addressHandlers = [
  http.get(
    `*${API.address.provinces}`,
    safe(({ request }) => {
      requireUser(request)
      return ok(provinces)
    }),
  ),
  http.get(
    `*${API.address.districts}`,
    safe(({ request }) => {
      requireUser(request)
      return ok(children.get('district')!.get(parentOf(request, 'province')) ?? [])
    }),
  ),
  http.get(
    `*${API.address.wards}`,
    safe(({ request }) => {
      requireUser(request)
      return ok(children.get('ward')!.get(parentOf(request, 'district')) ?? [])
    }),
  ),
]
