import { describe, expect, it } from 'vitest'
import { usableDirections } from './directions'
import type { MapDetail } from './schemas/routes'

const detail = (id: number, from: string, to: string): MapDetail => ({
  id,
  map_id: id,
  place_from: { id: id * 10, code: from, name: from },
  place_to: { id: id * 10 + 1, code: to, name: to },
  forward: { id: id * 2 - 1, code: `${from}-${to}`, name: `${from} ➡️ ${to}`, is_reverse_direction: false },
  reverse: { id: id * 2, code: `${to}-${from}`, name: `${to} ➡️ ${from}`, is_reverse_direction: true },
})
const details = [detail(1, 'SG', 'DL'), detail(2, 'SG', 'VT')]

describe('usableDirections (SPEC §3, §6)', () => {
  it('gives each pair forward then reverse, in the order of the map details', () => {
    expect(usableDirections(details, ['quan-ly']).map((d) => d.name)).toEqual([
      'SG ➡️ DL',
      'DL ➡️ SG',
      'SG ➡️ VT',
      'VT ➡️ SG',
    ])
  })

  it('reverses the whole list for the role le-tan-sai-gon, beside any other role', () => {
    expect(usableDirections(details, ['kho-hang', 'le-tan-sai-gon']).map((d) => d.name)).toEqual([
      'VT ➡️ SG',
      'SG ➡️ VT',
      'DL ➡️ SG',
      'SG ➡️ DL',
    ])
    expect(usableDirections(details, ['le-tan-sai-gon']).map((d) => d.is_reverse_direction)).toEqual([
      true,
      false,
      true,
      false,
    ])
  })

  it('leaves the map details it was given untouched', () => {
    const before = JSON.stringify(details)
    usableDirections(details, ['le-tan-sai-gon'])
    expect(JSON.stringify(details)).toBe(before)
  })
})
