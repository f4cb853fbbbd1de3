import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import { z } from 'zod'
import i18n from '../../i18n'
import { integer, optionalText, requiredText } from '../../api/schemas/fields'
import { TextField } from './TextField'
import { NumberField } from './NumberField'
import { renderForm } from './test-harness'

afterEach(async () => {
  await act(() => i18n.changeLanguage('vi'))
})

describe('TextField', () => {
  // labels and messages from the fleet namespace, the length from the schema: as in a resource dialog
  const schema = z.object({ name: requiredText(10), note: optionalText(1000, { multiline: true }) })
  type Values = z.infer<typeof schema>

  it('shows "Vui lòng nhập {label}" beside the field, then in English after a language switch', async () => {
    const onSave = vi.fn(async (_values: Values) => true)
    const { user } = renderForm({
      schema,
      ns: 'fleet',
      defaultValues: { name: '', note: '' },
      onSave,
      children: (
        <>
          <TextField name="name" />
          <TextField name="note" multiline />
        </>
      ),
    })
    const name = screen.getByLabelText('Tên')
    expect(name).toHaveAttribute('aria-required', 'true')
    expect(screen.getByLabelText('Ghi chú')).not.toHaveAttribute('aria-required')
    expect(name).not.toHaveAttribute('aria-invalid')

    await user.click(screen.getByRole('button', { name: 'Gửi' }))

    expect(await screen.findByText('Vui lòng nhập tên')).toBeInTheDocument()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Vui lòng nhập tên')
    expect(screen.getByLabelText('Ghi chú')).not.toHaveAccessibleDescription()
    expect(onSave).not.toHaveBeenCalled()

    await act(() => i18n.changeLanguage('en'))
    expect(await screen.findByText('Please enter name')).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toBeInTheDocument()
    expect(screen.queryByText('Vui lòng nhập tên')).not.toBeInTheDocument()
  })

  it('submits what was typed, trimmed, within the schema’s length (a text area for multiline)', async () => {
    const onSave = vi.fn(async (_values: Values) => true)
    const { user } = renderForm({
      schema,
      ns: 'fleet',
      defaultValues: { name: '', note: '' },
      onSave,
      children: (
        <>
          <TextField name="name" />
          <TextField name="note" multiline />
        </>
      ),
    })
    expect(screen.getByLabelText('Ghi chú').tagName).toBe('TEXTAREA')
    expect(screen.getByLabelText('Tên')).toHaveAttribute('maxlength', '10')
    await user.type(screen.getByLabelText('Tên'), 'Phương Trang Limousine')
    await user.type(screen.getByLabelText('Ghi chú'), 'Dòng 1{Enter}Dòng 2')
    await user.click(screen.getByRole('button', { name: 'Gửi' }))

    expect(onSave).toHaveBeenCalledWith({ name: 'Phương Tra', note: 'Dòng 1\nDòng 2' })
    expect(screen.queryByText(/Vui lòng/)).not.toBeInTheDocument()
  })
})

describe('TextField with a counter', () => {
  // an SEO title: what a search engine shows is cut beyond 60 characters
  const schema = z.object({ seo_title: optionalText(60) })

  it('shows "N/60 ký tự" under the field as typed, counted as the limit counts (an emoji is two)', async () => {
    const { user } = renderForm({
      schema,
      ns: 'content',
      defaultValues: { seo_title: '' },
      children: <TextField name="seo_title" counter />,
    })
    const title = screen.getByLabelText('Tiêu đề SEO')
    expect(screen.getByText('0/60 ký tự')).toBeInTheDocument()
    // precomposed (NFC): one character each, as the schema stores them
    const dalat = 'Xe đi Đà Lạt'.normalize('NFC')
    await user.type(title, dalat)
    expect(title).toHaveValue(dalat)
    expect(screen.getByText('12/60 ký tự')).toBeInTheDocument()
    // an emoji is two UTF-16 units, as the input's maxlength and the schema count it
    await user.type(title, ' 🚌')
    expect(screen.getByText('15/60 ký tự')).toBeInTheDocument()
    await user.clear(title)
    expect(screen.getByText('0/60 ký tự')).toBeInTheDocument()
  })

  it('keeps the field’s hint before the count, in English after a language switch', async () => {
    renderForm({
      schema,
      ns: 'content',
      defaultValues: { seo_title: 'Đà Lạt' },
      children: <TextField name="seo_title" counter help="Hiện trên Google" />,
    })
    expect(screen.getByText('Hiện trên Google · 6/60 ký tự')).toBeInTheDocument()
    await act(() => i18n.changeLanguage('en'))
    expect(await screen.findByText('Hiện trên Google · 6/60 characters')).toBeInTheDocument()
  })
})

describe('NumberField', () => {
  const schema = z.object({ seats: integer(1, 80) })

  it('announces the schema’s range, shows its min message beside the field and submits a number', async () => {
    const onSave = vi.fn(async (_values: { seats: number }) => true)
    const { user } = renderForm({
      schema,
      ns: 'fleet',
      defaultValues: { seats: null as unknown as number },
      onSave,
      children: <NumberField name="seats" />,
    })
    const seats = screen.getByLabelText('Số chỗ')
    expect(seats).toHaveAttribute('aria-required', 'true')
    expect(seats).toHaveAttribute('aria-valuemin', '1')
    expect(seats).toHaveAttribute('aria-valuemax', '80')
    await user.type(seats, '0')
    await user.click(screen.getByRole('button', { name: 'Gửi' }))

    expect(await screen.findByText('Không được nhỏ hơn 1')).toBeInTheDocument()
    expect(seats).toHaveAccessibleDescription('Không được nhỏ hơn 1')
    expect(seats).toHaveValue('0') // not clamped behind the user's back
    expect(onSave).not.toHaveBeenCalled()

    await user.clear(seats)
    await user.type(seats, '45')
    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(onSave).toHaveBeenCalledWith({ seats: 45 })
    expect(screen.queryByText('Không được nhỏ hơn 1')).not.toBeInTheDocument()
  })
})
