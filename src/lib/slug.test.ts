import { describe, expect, it } from 'vitest'
import { slugify } from './slug'

describe('slugify', () => {
  it('makes a web address part from a Vietnamese name', () => {
    expect(slugify('Tuyến Sài Gòn – Đà Lạt')).toBe('tuyen-sai-gon-da-lat')
    expect(slugify('ĐƯỜNG ĐI Đà Nẵng')).toBe('duong-di-da-nang')
    expect(slugify('  Khuyến mãi   Tết 2027!  ')).toBe('khuyen-mai-tet-2027')
    expect(slugify('Giờ xe chạy: 06:00 & 14:30')).toBe('gio-xe-chay-06-00-14-30')
    expect(slugify('Quản lý vé (khách đoàn)')).toBe('quan-ly-ve-khach-doan')
  })

  it('is empty when the name has no letter or digit', () => {
    expect(slugify(' – !? ')).toBe('')
  })
})
