import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import { z } from 'zod'
import i18n from '../../i18n'
import { v } from '../validation'
import { TextField } from './TextField'
import { NumberField } from './NumberField'
import { renderForm } from './test-harness'

afterEach(async () => {
  await act(() => i18n.changeLanguage('vi'))
})

describe('TextField', () => {
  const schema = z.object({ name: v.required('Tên hãng'), note: z.string() })
  type Values = z.infer<typeof schema>

  it('shows "Vui lòng nhập {label}" beside the field, then in English after a language switch', async () => {
    const onSave = vi.fn(async (_values: Values) => true)
    const { user } = renderForm({
      schema,
      defaultValues: { name: '', note: '' },
      onSave,
      children: (
        <>
          <TextField name="name" label="Tên hãng" required />
          <TextField name="note" label="Ghi chú" multiline />
        </>
      ),
    })
    const name = screen.getByLabelText('Tên hãng')
    expect(name).toHaveAttribute('aria-required', 'true')
    expect(name).not.toHaveAttribute('aria-invalid')

    await user.click(screen.getByRole('button', { name: 'Gửi' }))

    expect(await screen.findByText('Vui lòng nhập Tên hãng')).toBeInTheDocument()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Vui lòng nhập Tên hãng')
    expect(screen.getByLabelText('Ghi chú')).not.toHaveAccessibleDescription()
    expect(onSave).not.toHaveBeenCalled()

    await act(() => i18n.changeLanguage('en'))
    expect(await screen.findByText('Please enter Tên hãng')).toBeInTheDocument()
    expect(screen.queryByText('Vui lòng nhập Tên hãng')).not.toBeInTheDocument()
  })

  it('submits what was typed (a text area for multiline)', async () => {
    const onSave = vi.fn(async (_values: Values) => true)
    const { user } = renderForm({
      schema,
      defaultValues: { name: '', note: '' },
      onSave,
      children: (
        <>
          <TextField name="name" label="Tên hãng" required maxLength={10} />
          <TextField name="note" label="Ghi chú" multiline />
        </>
      ),
    })
    expect(screen.getByLabelText('Ghi chú').tagName).toBe('TEXTAREA')
    await user.type(screen.getByLabelText('Tên hãng'), 'Phương Trang Limousine')
    await user.type(screen.getByLabelText('Ghi chú'), 'Dòng 1{Enter}Dòng 2')
    await user.click(screen.getByRole('button', { name: 'Gửi' }))

    expect(onSave).toHaveBeenCalledWith({ name: 'Phương Tra', note: 'Dòng 1\nDòng 2' })
    expect(screen.queryByText(/Vui lòng/)).not.toBeInTheDocument()
  })
})

describe('NumberField', () => {
  const schema = z.object({ seats: v.min(1) })

  it('shows the min message of the schema beside the field and submits a number', async () => {
    const onSave = vi.fn(async (_values: { seats: number }) => true)
    const { user } = renderForm({
      schema,
      defaultValues: { seats: null as unknown as number },
      onSave,
      children: <NumberField name="seats" label="Số ghế" min={1} max={80} required />,
    })
    const seats = screen.getByLabelText('Số ghế')
    expect(seats).toHaveAttribute('aria-valuemin', '1')
    expect(seats).toHaveAttribute('aria-valuemax', '80')
    await user.type(seats, '0')
    await user.click(screen.getByRole('button', { name: 'Gửi' }))

    expect(await screen.findByText('Giá trị phải lớn hơn hoặc bằng 1')).toBeInTheDocument()
    expect(seats).toHaveAccessibleDescription('Giá trị phải lớn hơn hoặc bằng 1')
    expect(seats).toHaveValue('0') // not clamped behind the user's back
    expect(onSave).not.toHaveBeenCalled()

    await user.clear(seats)
    await user.type(seats, '45')
    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(onSave).toHaveBeenCalledWith({ seats: 45 })
    expect(screen.queryByText('Giá trị phải lớn hơn hoặc bằng 1')).not.toBeInTheDocument()
  })
})
