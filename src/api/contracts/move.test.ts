import { describe, expect, it } from 'vitest'
import vi from '../../i18n/locales/vi/move'
import en from '../../i18n/locales/en/move'
import { SEAT_TYPES } from './fleet'
import {
  freeSeatCount,
  freeSeats,
  landingSeats,
  moveRefusal,
  MOVE_RULES,
  pairSeats,
  type MoveDraft,
} from './move'

const draft = (patch: Partial<MoveDraft>): MoveDraft => ({
  selected: [{ trip_id: 1 }, { trip_id: 1 }],
  from_trip_id: 1,
  to_trip_id: 2,
  seat_count: 2,
  free: 10,
  ...patch,
})

const seat = (id: number, code: string, type: number = SEAT_TYPES.NORMAL) => ({ id, code, type })
const car = [seat(1, 'A1'), seat(2, 'A2'), seat(3, 'A3', SEAT_TYPES.RESERVED), seat(4, 'A4'), seat(5, 'A5')]

describe('the mover’s rules (SPEC §5)', () => {
  it('lets a complete move through', () => {
    expect(moveRefusal(draft({}))).toBeNull()
  })

  it('needs a selection', () => {
    expect(moveRefusal(draft({ selected: [] }))).toBe('needSelection')
  })

  it('refuses passengers of two trips together', () => {
    expect(moveRefusal(draft({ selected: [{ trip_id: 1 }, { trip_id: 3 }] }))).toBe('differentTrips')
    expect(moveRefusal(draft({ selected: [{ trip_id: 3 }], seat_count: 1 }))).toBe('differentTrips')
  })

  it('refuses the same trip chosen twice', () => {
    expect(moveRefusal(draft({ to_trip_id: 1 }))).toBe('sameTrip')
  })

  it('moves within one direction', () => {
    expect(moveRefusal(draft({ from_direction: 4, to_direction: 5 }))).toBe('otherDirection')
    expect(moveRefusal(draft({ from_direction: 4, to_direction: 4 }))).toBeNull()
  })

  it('refuses a target without enough room, before counting the seats chosen', () => {
    expect(moveRefusal(draft({ free: 1, seat_count: 1 }))).toBe('noRoom')
    expect(moveRefusal(draft({ free: 0 }))).toBe('noRoom')
  })

  it('needs one seat per guest, unless the backend seats them', () => {
    expect(moveRefusal(draft({ seat_count: 1 }))).toBe('seatsMatchGuests')
    expect(moveRefusal(draft({ seat_count: 3 }))).toBe('seatsMatchGuests')
    expect(moveRefusal(draft({ seat_count: null }))).toBeNull()
  })

  it('has each rule in SPEC §5’s words, in vi and en', () => {
    expect(MOVE_RULES.map((k) => en.validation[k])).toEqual([
      'Transferring customers needs a selection',
      'Customers from different trips cannot be selected together',
      'The same trip cannot be chosen twice',
      'The number of seats must equal the number of guests',
      'The target vehicle has no room or not enough room',
      'Passengers move only to a trip of the same direction',
    ])
    expect(MOVE_RULES.map((k) => vi.validation[k])).toEqual([
      'Chọn ít nhất một khách để chuyển',
      'Không được chọn cùng lúc khách của hai chuyến khác nhau',
      'Không được chọn cùng một chuyến hai lần',
      'Phải chọn đúng một ghế cho mỗi khách',
      'Xe của chuyến nhận không còn chỗ hoặc không đủ chỗ',
      'Chỉ chuyển khách sang chuyến cùng chiều',
    ])
  })
})

describe('the room on the target', () => {
  it('is the seats for sale minus those sold minus other clerks’ holds', () => {
    // 4 seats for sale (A3 is not for sale), A1 sold, A2 held by another clerk, A4 held by me
    const holds = [
      { seat_id: 2, mine: false },
      { seat_id: 4, mine: true },
    ]
    expect(freeSeatCount(car, [1], holds)).toBe(2)
    expect(freeSeats(car, [1], holds).map((s) => s.code)).toEqual(['A4', 'A5'])
    expect(freeSeatCount(car, [], [])).toBe(4)
  })
})

describe('where passengers land in a merge or a new trip', () => {
  it('keeps each seat code when free there, the others take the first free seats', () => {
    const free = freeSeats(car, [2], [])
    expect(landingSeats([{ seat_code: 'A4' }, { seat_code: 'A2' }, { seat_code: 'B9' }], free)).toEqual([
      seat(4, 'A4'),
      seat(1, 'A1'),
      seat(5, 'A5'),
    ])
  })

  it('is null without enough room', () => {
    expect(landingSeats([{ seat_code: 'A1' }, { seat_code: 'A2' }], [seat(1, 'A1')])).toBeNull()
  })

  it('pairs passengers with seats in order for the preview', () => {
    expect(pairSeats(['Lan', 'Minh'], ['A1'])).toEqual([
      { ticket: 'Lan', seat: 'A1' },
      { ticket: 'Minh', seat: null },
    ])
  })
})
