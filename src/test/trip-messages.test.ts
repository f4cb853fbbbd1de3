/**
 * One contract, one message: every trip write field, given a bad value, gets the same message from the form
 * (the write schema through the form kit's resolver and error map) and from the demo backend (the same schema
 * behind POST /api/trip/create and /api/trip/status), in Vietnamese and in English.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { API } from '../api/paths'
import { tripStatusSchema, tripWriteSchema } from '../api/schemas/trips'
import { formResolver } from '../components/form/form-messages'
import i18n from '../i18n'
import { hcmToday } from '../lib/hcm-day'
import { db, resetDb, server } from '../../mocks/node'
import { call, login } from '../../mocks/test-client'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => resetDb())
afterEach(() => i18n.changeLanguage('vi'))

const CLOCK = ['', '24:00', '7:30', '07:60', 'sáng', 730, null]
const TEXT = ['x'.repeat(256), 'Bến\u200bxe', 'hai\ndòng', 42]
const FLAG = [null, 'true', 1]

async function formMessage(schema: z.ZodType, body: Record<string, unknown>, field: string) {
  const resolver = formResolver(schema as never, 'trips')
  const { errors } = await resolver(body as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  })
  return (errors as Record<string, { message?: string } | undefined>)[field]?.message
}

describe('trips: the form and the backend refuse a bad value with the same words', () => {
  const valid = () => ({
    map_detail_id: db.maps.all()[0].details[0].forward.id,
    plan_date: hcmToday(),
    departure_time: '03:00',
    return_time: null,
    car_id: db.cars.all()[0].id,
    user_id: db.users.findBy((u) => !!u.is_driver)!.id,
    note: null,
    is_heighway: false,
    is_madagui: false,
    is_contract: true,
    contract_type: 0,
    contract_price: 3_500_000,
    pick_place: 'Khách sạn Rex',
    drop_place: 'Chợ Đà Lạt',
  })
  const bad: Record<string, unknown[]> = {
    map_detail_id: [null, 0, 1.5, 'x'],
    plan_date: ['', '2026-02-31', '31/12/2026', null],
    departure_time: CLOCK,
    return_time: CLOCK.filter((v) => v !== '' && v !== null),
    car_id: [null, -1],
    user_id: [null, 0],
    note: ['x'.repeat(1001), 'ghi\u0007chú', 7],
    is_heighway: FLAG,
    is_madagui: FLAG,
    is_contract: FLAG,
    contract_type: [null, 2, 'one'],
    contract_price: [null, -1, 1e12, 1.5, '100000'],
    pick_place: ['', '   ', ...TEXT],
    drop_place: [null, ...TEXT],
  }

  it.each(['vi', 'en'] as const)('in %s, for every field', async (lang) => {
    await i18n.changeLanguage(lang)
    const token = await login('admin', 'admin123')
    expect(await formMessage(tripWriteSchema, valid(), 'departure_time')).toBeUndefined()
    for (const [field, values] of Object.entries(bad))
      for (const value of values) {
        const body = { ...valid(), [field]: value }
        const fromForm = await formMessage(tripWriteSchema, body, field)
        const fromBackend = await call(`${API.trip}/create`, { token, lang, body })
        const label = `${field} = ${JSON.stringify(value)?.slice(0, 40)}`
        expect(fromBackend.status, label).toBe(422)
        expect(fromForm, label).toBeTruthy()
        expect(fromBackend.body.errors?.[field], label).toEqual([fromForm])
      }
  })

  it.each(['vi', 'en'] as const)('in %s, the cancel reason', async (lang) => {
    await i18n.changeLanguage(lang)
    const token = await login('admin', 'admin123')
    const trip = db.trips.findBy((t) => t.status === 0)!
    for (const reason of ['', '   ', null, 'x'.repeat(501), 'lý\u202Edo']) {
      const body = { id: trip.id, version: trip.version, status: 5, reason }
      const fromForm = await formMessage(tripStatusSchema, body, 'reason')
      const fromBackend = await call(API.tripStatus, { token, lang, body })
      expect(fromBackend.status, String(reason)).toBe(422)
      expect(fromBackend.body.errors?.reason, String(reason)).toEqual([fromForm])
    }
    expect(await formMessage(tripStatusSchema, { id: 1, version: 1, status: 5, reason: '' }, 'reason')).toBe(
      lang === 'vi' ? 'Vui lòng nhập lý do hủy chuyến' : 'Please enter the reason for cancelling the trip',
    )
  })
})
