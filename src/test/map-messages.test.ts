/**
 * One contract, one message: every route write field, and every field of its rows (stops, offices, direction
 * pairs), given a bad value, gets the same message from the form (the write schema through the form kit's
 * resolver and error map, at the row's path) and from the demo backend (POST /api/map/create), in
 * Vietnamese and in English.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { get } from 'react-hook-form'
import { API } from '../api/paths'
import { routeMapWriteSchema } from '../api/schemas/routes'
import { formResolver } from '../components/form/form-messages'
import i18n, { loadNamespaces } from '../i18n'
import { resetDb, server } from '../../mocks/node'
import { call, login } from '../../mocks/test-client'

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  await loadNamespaces('maps')
})
afterAll(() => server.close())
beforeEach(() => resetDb())
afterEach(() => i18n.changeLanguage('vi'))

const stop = { name: 'Văn phòng Sài Gòn', latitude: 10.7675, longitude: 106.6922, note: null }
const pair = { place_from: { name: 'Sài Gòn', code: 'SG' }, place_to: { name: 'Cần Thơ', code: 'CT' } }
const valid = {
  name: 'Sài Gòn ⇄ Cần Thơ',
  code: 'SG-CT',
  length: 170,
  tolls: 95000,
  duration: 210,
  status: 1,
  stops: [stop, { ...stop, name: 'Văn phòng Cần Thơ', latitude: 10.0452, longitude: 105.7469 }],
  offices: [{ name: 'Văn phòng Cần Thơ', short_name: 'VP CT' }],
  details: [pair],
}

const TEXT = ['', '   ', 'x'.repeat(256), 'Sài\u200bGòn', 'hai\ndòng', 42, null]
const STATUS = [null, 2, 'active']

/** The valid body with `value` at `path` (`stops.1.latitude`). */
const at = (path: string, value: unknown) => {
  const body = structuredClone(valid) as Record<string, unknown>
  const keys = path.split('.')
  let node = body as Record<string, unknown>
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>
  node[keys.at(-1)!] = value
  return body
}

const CASES: Record<string, unknown[]> = {
  name: TEXT,
  code: ['', 'SG_CT', 'sài-gòn', 'SG--CT', 'x'.repeat(21), null],
  length: [0, 5001, null, '170'],
  tolls: [-1, 1e12, 1.5, null],
  duration: [0, 4321, 2.5, null],
  status: STATUS,
  stops: [[], null, Array.from({ length: 61 }, () => stop)],
  'stops.1.name': TEXT,
  'stops.1.latitude': [-90.5, 90.01, null, '10'],
  'stops.0.longitude': [-181, 180.5, null],
  'stops.1.note': ['x'.repeat(256), 'hai\ndòng', 7],
  offices: [null, Array.from({ length: 21 }, () => valid.offices[0])],
  'offices.0.name': TEXT,
  'offices.0.short_name': ['', 'x'.repeat(51), null],
  'offices.0.id': [0, -1, 1.5],
  details: [[], null, [pair, { ...pair, place_from: pair.place_to, place_to: pair.place_from }]],
  'details.0.place_from.name': TEXT,
  'details.0.place_from.code': ['', 'S G', 'x'.repeat(11)],
  'details.0.place_to.code': ['sg', 'Đ-L'],
}

async function formMessage(body: Record<string, unknown>, path: string) {
  const resolver = formResolver(routeMapWriteSchema as never, 'maps')
  const { errors } = await resolver(body as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  })
  return (get(errors, path) as { message?: string } | undefined)?.message
}

describe('route maps: the form and the backend refuse a bad value with the same words', () => {
  it.each(['vi', 'en'] as const)('in %s, for every field and every row field', async (lang) => {
    await i18n.changeLanguage(lang)
    const token = await login('admin', 'admin123')
    expect(await formMessage(valid, 'name'), 'the valid body passes the form').toBeUndefined()
    expect((await call(`${API.map}/create`, { token, body: valid })).status).toBe(200)
    resetDb()
    for (const [path, values] of Object.entries(CASES))
      for (const value of values) {
        const body = at(path, value)
        const label = `${path} = ${JSON.stringify(value)?.slice(0, 40)}`
        const backend = await call(`${API.map}/create`, { token, lang, body })
        expect(backend.status, label).toBe(422)
        const errors = backend.body.errors ?? {}
        expect(Object.keys(errors), label).toHaveLength(1)
        // the row's field, or the list's own message (an empty or repeated pair: on the list or its row)
        const [key] = Object.keys(errors)
        expect(key === path || key.startsWith(`${path}.`) || path.startsWith(`${key}.`), label).toBe(true)
        const fromForm = await formMessage(body, key)
        expect(fromForm, label).toBeTruthy()
        expect(errors[key], label).toEqual([fromForm])
      }
  })

  it('names a row’s field in its message, and the empty list with SPEC §5’s words', async () => {
    const noName = at('stops.1.name', '')
    expect(await formMessage(noName, 'stops.1.name')).toBe('Vui lòng nhập tên điểm dừng')
    expect(await formMessage(at('stops', []), 'stops')).toBe('Tuyến đường phải có thông tin điểm dừng')
    expect(await formMessage(at('stops.1.latitude', 91), 'stops.1.latitude')).toBe('Không được lớn hơn 90')
    expect(await formMessage(at('details.0.place_to.code', 'SG'), 'details.0.place_to.code')).toBe(
      'Điểm đến phải khác điểm đi',
    )
    await i18n.changeLanguage('en')
    expect(await formMessage(noName, 'stops.1.name')).toBe('Please enter stop name')
    expect(await formMessage(at('stops', []), 'stops')).toBe('A route must have stop information')
    expect(await formMessage(at('offices.0.short_name', ''), 'offices.0.short_name')).toBe(
      'Please enter short name',
    )
  })
})
