import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { zodResolver } from '@hookform/resolvers/zod'
import i18n from '../i18n'
import { messages, v } from './validation'

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? null : result.error.issues[0]?.message
}

afterEach(() => i18n.changeLanguage('vi'))

describe('validation messages of SPEC §5', () => {
  it('required and select, in the current language at validation time', async () => {
    const name = v.required('Tên')
    expect(firstMessage(name, '')).toBe('Vui lòng nhập Tên')
    expect(firstMessage(name, '   ')).toBe('Vui lòng nhập Tên')
    expect(firstMessage(name, undefined)).toBe('Vui lòng nhập Tên')
    expect(firstMessage(name, 'Xe 16 chỗ')).toBeNull()
    await i18n.changeLanguage('en')
    expect(firstMessage(name, '')).toBe('Please enter Tên')
    expect(firstMessage(v.select('role'), undefined)).toBe('Please choose role')
    expect(firstMessage(v.select('role'), '')).toBe('Please choose role')
    expect(firstMessage(v.select('role'), 3)).toBeNull()
    expect(firstMessage(v.selectMany('role'), [])).toBe('Please choose role')
    expect(firstMessage(v.selectMany('role'), [1])).toBeNull()
  })

  it('an empty select reads "Please choose" through the form resolver too', async () => {
    const resolver = zodResolver(z.object({ role: v.select('ui:fields.role') }))
    for (const role of [null, undefined, '']) {
      const { errors } = await resolver({ role } as never, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      })
      expect(errors.role?.message).toMatch(/^Vui lòng chọn /)
    }
  })

  it('translates a label given as an i18n key', async () => {
    await i18n.changeLanguage('en')
    expect(messages.required('ui:common.save')).toBe('Please enter Save')
  })

  it('email, lengths, values, url, date', () => {
    expect(firstMessage(v.email(), 'not-an-email')).toBe('Email không đúng định dạng')
    expect(firstMessage(v.email(), 'an@example.vn')).toBeNull()
    expect(firstMessage(v.email({ optional: true }), '')).toBeNull()
    expect(firstMessage(v.email({ optional: true }), 'x@')).toBe('Email không đúng định dạng')
    expect(firstMessage(v.email({ required: 'Email' }), '')).toBe('Vui lòng nhập Email')
    expect(firstMessage(v.minLength(6), 'abc')).toBe('Số ký tự phải lớn hơn hoặc bằng 6')
    expect(firstMessage(v.maxLength(3), 'abcd')).toBe('Số ký tự phải nhỏ hơn hoặc bằng 3')
    expect(firstMessage(v.min(1), 0)).toBe('Giá trị phải lớn hơn hoặc bằng 1')
    expect(firstMessage(v.min(1), '2')).toBeNull()
    expect(firstMessage(v.max(45), 46)).toBe('Giá trị phải nhỏ hơn hoặc bằng 45')
    expect(firstMessage(v.url(), 'ht!tp:/x')).toBe('Đường dẫn không đúng định dạng')
    expect(firstMessage(v.url(), 'https://xe.vn/a')).toBeNull()
    expect(firstMessage(v.url(), '/uploads/a.png')).toBeNull()
    expect(firstMessage(v.date(), '2025-02-30')).toBe('Ngày không đúng định dạng')
    expect(firstMessage(v.date(), '2024-02-29')).toBeNull()
    expect(firstMessage(v.date('DD/MM/YYYY'), '29/02/2024')).toBeNull()
  })

  it('same: the message sits on the confirming field', async () => {
    const schema = v.same(
      z.object({ password: v.minLength(6), confirmPassword: v.required('Xác nhận mật khẩu') }),
      'confirmPassword',
      'password',
      'Mật khẩu',
    )
    const result = schema.safeParse({ password: 'secret1', confirmPassword: 'secret2' })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'Giá trị không khớp với Mật khẩu' }),
    ])
    expect(schema.safeParse({ password: 'secret1', confirmPassword: 'secret1' }).success).toBe(true)
    await i18n.changeLanguage('en')
    expect(schema.safeParse({ password: 'secret1', confirmPassword: 'x' }).error?.issues[0]?.message).toBe(
      'Value does not match Mật khẩu',
    )
  })
})
