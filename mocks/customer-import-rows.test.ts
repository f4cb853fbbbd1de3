// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ImportRowValues } from '../src/api/schemas/customers.ts'
import {
  checkImportRows,
  directionKey,
  importFileColumns,
  matchHeader,
  parseDay,
  rowValues,
  type ImportContext,
} from './customer-import-rows.ts'

const HEADER = [
  'Họ và tên',
  'Số điện thoại',
  'Email',
  'Ngày sinh (DD/MM/YYYY)',
  'Giới tính (Nam/Nữ)',
  'Địa chỉ',
  'Ngày đi (DD/MM/YYYY)',
  'Chuyến',
]

/** The default template's columns (every column, the default headers), as column-templates gives them. */
const DEFAULT_TEMPLATE = importFileColumns().map((c) => ({
  key: c.key,
  header: c.header.vi,
  names: [c.header.vi, c.header.en],
}))

const ctx: ImportContext = {
  lang: 'vi',
  today: '2030-05-10',
  customerOf: (phone) => (phone === '0987654321' ? { id: 7, fullname: 'Trần Thị Bình' } : undefined),
  directionOf: (key) => (key === directionKey('Sài Gòn ➡️ Đà Lạt') ? 11 : undefined),
}

const row = (n: number, values: Partial<ImportRowValues>): ImportRowValues => ({
  row: n,
  fullname: 'Nguyễn Văn An',
  phone: '0912345678',
  email: '',
  birthday: '',
  gender: '',
  address: '',
  departure_date: '',
  trip_name: '',
  ...values,
})

describe('the import’s header', () => {
  it('takes the template’s header in either language, hints and case aside', () => {
    const english = ['full name', 'PHONE', 'Email', 'Birthday', 'Gender', 'Address', 'Departure date', 'Trip']
    expect(matchHeader(HEADER, 'vi', DEFAULT_TEMPLATE)).toEqual({
      columns: {
        fullname: 0,
        phone: 1,
        email: 2,
        birthday: 3,
        gender: 4,
        address: 5,
        departure_date: 6,
        trip_name: 7,
      },
    })
    expect(matchHeader([...english.reverse(), null], 'vi', DEFAULT_TEMPLATE)).toHaveProperty(
      'columns.fullname',
      7,
    )
  })

  it('refuses another header, naming the missing and the unknown columns', () => {
    const refused = matchHeader(['Tên khách', ...HEADER.slice(1, 7)], 'vi', DEFAULT_TEMPLATE)
    expect(refused).toEqual({
      refusal:
        'Dòng tiêu đề không đúng mẫu: thiếu cột “Họ và tên”, “Chuyến (chiều đi, vd. Sài Gòn ➡️ Đà Lạt)”; cột không có trong mẫu “Tên khách”. Hãy dùng tệp mẫu.',
    })
  })

  it('takes a template’s own headers and order; a column it leaves out is unknown, one it names is missing', () => {
    const template = [
      { key: 'phone', header: 'SĐT', names: ['Số điện thoại', 'Phone', 'SĐT'] },
      { key: 'fullname', header: 'Họ và tên', names: ['Họ và tên', 'Full name'] },
    ]
    expect(matchHeader(['sđt', 'Họ và tên'], 'vi', template)).toEqual({ columns: { phone: 0, fullname: 1 } })
    expect(matchHeader(['Họ và tên', 'Email'], 'vi', template)).toEqual({
      refusal:
        'Dòng tiêu đề không đúng mẫu: thiếu cột “SĐT”; cột không có trong mẫu “Email”. Hãy dùng tệp mẫu.',
    })
  })
})

describe('the import’s rows', () => {
  it('reads cells as text: a date serial as DD/MM/YYYY, a phone typed as a number with its 0, empty rows left out', () => {
    const columns = {
      fullname: 0,
      phone: 1,
      email: 2,
      birthday: 3,
      gender: 4,
      address: 5,
      departure_date: 6,
      trip_name: 7,
    }
    const rows = rowValues(
      [HEADER, ['An', 912345678, null, 32735, 'Nam'], [], [null, null, ' ', null]],
      columns,
    )
    expect(rows).toEqual([row(2, { fullname: 'An', birthday: '15/08/1989', gender: 'Nam' })])
  })

  it('reads DD/MM/YYYY days and refuses impossible ones', () => {
    expect(parseDay('5/9/2030')).toBe('2030-09-05')
    expect(parseDay('2030-09-05')).toBe('2030-09-05')
    expect(parseDay('31/02/2030')).toBeUndefined()
    expect(parseDay('mai')).toBeUndefined()
  })

  it('says each row’s errors in words, a valid row’s write, and a notice for a known phone', () => {
    const [ok, noName, badPhone, duplicate, trip, known, dates] = checkImportRows(
      [
        row(2, {
          phone: '+84 912 345 678',
          gender: 'nữ',
          birthday: '01/02/1990',
          departure_date: '11/05/2030',
          trip_name: 'sai gon -> da lat',
        }),
        row(3, { fullname: '', phone: '0911111111' }),
        row(4, { phone: '12345' }),
        row(5, { phone: '0912.345.678' }),
        row(6, { phone: '0922222222', departure_date: '11/05/2030', trip_name: 'Sài Gòn – Vũng Tàu' }),
        row(7, { phone: '0987654321' }),
        row(8, {
          phone: '0933333333',
          departure_date: '09/05/2030',
          trip_name: 'Sài Gòn - Đà Lạt',
          birthday: '32/01/1990',
          gender: 'x',
        }),
      ],
      ctx,
    )
    expect(ok.errors).toEqual([])
    expect(ok.write).toEqual({
      fullname: 'Nguyễn Văn An',
      phone: '0912345678',
      email: null,
      gender: 0,
      birthday: '1990-02-01',
      address: null,
      customer_id: null,
      departure_date: '2030-05-11',
      map_detail_id: 11,
    })
    expect(noName.errors).toEqual(['Vui lòng nhập họ và tên'])
    expect(badPhone.errors).toEqual([
      'Số điện thoại di động phải có 10 số, bắt đầu bằng 03, 05, 07, 08 hoặc 09',
    ])
    expect(duplicate.errors).toEqual(['Số điện thoại trùng với dòng 2'])
    expect(trip.errors).toEqual(['Không có chuyến “Sài Gòn – Vũng Tàu”'])
    expect(known).toMatchObject({
      errors: [],
      notice: 'Đã là khách hàng Trần Thị Bình: dòng này chỉ bổ sung thông tin còn trống của họ',
      write: { customer_id: 7, departure_date: null, map_detail_id: null },
    })
    expect(dates.errors).toEqual([
      'Ngày sinh “32/01/1990” không phải ngày DD/MM/YYYY',
      'Giới tính phải là Nam hoặc Nữ',
      'Ngày đi 09/05/2030 đã qua',
    ])
    expect(dates.write).toBeUndefined()
  })

  it('speaks the clerk’s language', () => {
    const [noName] = checkImportRows([row(2, { fullname: '', trip_name: 'Huế' })], { ...ctx, lang: 'en' })
    expect(noName.errors).toEqual([
      'Please enter full name',
      'No trip “Huế”',
      'A trip needs a departure date',
    ])
  })
})
