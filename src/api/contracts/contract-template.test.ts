import { describe, expect, it } from 'vitest'
import { fillTemplate, linesTable, unknownPlaceholders, type ContractValues } from './contract-template'

const values: ContractValues = {
  contract_code: 'HD-2611-07',
  today: '28/11/2026',
  company_name: 'Công ty TNHH Vận tải Phương Nam',
  company_phone: '1900.6868',
  company_address: '272 Đề Thám, Quận 1',
  customer_name: 'Nguyễn Thị <b>Lan</b>',
  customer_phone: '0912.345.678',
  customer_email: 'lan@example.vn',
  customer_address: 'Đà Lạt',
  car_plate: '51B-123.45',
  start_date: '05/12/2026 06:00',
  end_date: '07/12/2026 18:00',
  total_fee: '7.200.000 ₫',
  paid: '2.000.000 ₫',
  outstanding: '5.200.000 ₫',
  note: 'Đón tại "nhà hàng" & khách sạn',
  lines: { html: '<table><tbody><tr><td>Thuê xe</td></tr></tbody></table>' },
}

describe('the contract template', () => {
  it('fills each placeholder, spaces inside the braces too, and escapes what the contract holds', () => {
    const html = '<p>Bên thuê: {{customer_name}} ({{ customer_phone }}), xe {{car_plate}}</p><p>{{note}}</p>'
    expect(fillTemplate(html, values)).toBe(
      '<p>Bên thuê: Nguyễn Thị &lt;b&gt;Lan&lt;/b&gt; (0912.345.678), xe 51B-123.45</p>' +
        '<p>Đón tại &quot;nhà hàng&quot; &amp; khách sạn</p>',
    )
  })

  it('puts the lines’ table in place of {{lines}}, and leaves an unknown placeholder as written', () => {
    expect(fillTemplate('<p>Bảng: {{lines}}</p><p>{{tien_coc}}</p>', values)).toBe(
      '<p>Bảng: <table><tbody><tr><td>Thuê xe</td></tr></tbody></table></p><p>{{tien_coc}}</p>',
    )
  })

  it('puts the table in place of a paragraph holding only {{lines}}, as the editor writes it', () => {
    expect(fillTemplate('<h2>Điều 2</h2><p>{{lines}}</p><p>Tổng: {{total_fee}}</p>', values)).toBe(
      '<h2>Điều 2</h2><table><tbody><tr><td>Thuê xe</td></tr></tbody></table><p>Tổng: 7.200.000 ₫</p>',
    )
  })

  it('never reads a value as a placeholder', () => {
    const typed = { ...values, note: 'Gọi {{customer_phone}}', lines: { html: '<p>{{note}}</p>' } }
    expect(fillTemplate('<p>{{note}}</p><p>{{lines}}</p>', typed)).toBe(
      '<p>Gọi {{customer_phone}}</p><p>{{note}}</p>',
    )
  })

  it('names the placeholders that are not in the list, each once', () => {
    expect(unknownPlaceholders('{{customer_name}} {{tien_coc}} {{ tien_coc }} {{ngay_ky}}')).toEqual([
      'tien_coc',
      'ngay_ky',
    ])
    expect(unknownPlaceholders('<p>{{total_fee}}</p>')).toEqual([])
  })

  it('makes the lines’ table with escaped cells', () => {
    const headers = {
      description: 'Dịch vụ',
      quantity: 'SL',
      price: 'Đơn giá',
      discount: 'Giảm',
      subtotal: 'Thành tiền',
    }
    const line = {
      description: 'Xe 29 chỗ <VIP>',
      quantity: '2',
      price: '3.000.000 ₫',
      discount: '10%',
      subtotal: '5.400.000 ₫',
    }
    expect(linesTable(headers, [line])).toBe(
      '<table><thead><tr><th>Dịch vụ</th><th>SL</th><th>Đơn giá</th><th>Giảm</th><th>Thành tiền</th></tr></thead>' +
        '<tbody><tr><td>Xe 29 chỗ &lt;VIP&gt;</td><td>2</td><td>3.000.000 ₫</td><td>10%</td><td>5.400.000 ₫</td></tr></tbody></table>',
    )
  })
})
