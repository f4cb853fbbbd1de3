/**
 * Vietnam's administrative units for addresses (province → district → ward, before the 1 July 2025 reform), under
 * ['address']. The list never changes while the app runs: read once a session, kept as long as it is.
 */
import { defineGroup, each, get } from '../define-group'
import { API } from '../paths'
import type { AddressUnit } from '../schemas/address'
import { addressUnitSchema } from 'virtual:shapes/address'

const address = defineGroup('address')
const once = { staleTime: Infinity }
const units = each(addressUnitSchema)

/** The 63 provinces and centrally-run cities, in GSO code order. */
export const provinces = address.query(
  'provinces',
  () => get<AddressUnit[]>(API.address.provinces, undefined, { fallback: [], shape: units }),
  once,
)

/** The districts of a province. */
export const districts = address.query(
  'districts',
  (provinceId: number) =>
    get<AddressUnit[]>(API.address.districts, { province_id: provinceId }, { fallback: [], shape: units }),
  once,
)

/** The wards of a district. */
export const wards = address.query(
  'wards',
  (districtId: number) =>
    get<AddressUnit[]>(API.address.wards, { district_id: districtId }, { fallback: [], shape: units }),
  once,
)
