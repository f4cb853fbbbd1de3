import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { z } from 'zod'
import { messages } from '../../lib/validation'
import { SelectField } from './SelectField'
import { StatusField } from './StatusField'
import { ColorField } from './ColorField'
import { renderForm } from './test-harness'

/** The options antd shows in its popup (its role=option list is a 3-item window for screen readers). */
const visibleOptions = () =>
  Array.from(document.querySelectorAll('.ant-select-item-option'), (option) => option.textContent)

describe('SelectField', () => {
  // (v.select is a zod union, whose own message @hookform/resolvers does not use for null: hence this schema.)
  const schema = z.object({ city: z.string({ error: () => messages.requiredSelect('Thành phố') }) })
  type Values = z.infer<typeof schema>
  const options = [
    { value: 'hcm', label: 'Hồ Chí Minh' },
    { value: 'dl', label: 'Đà Lạt' },
    { value: 'dn', label: 'Đà Nẵng' },
  ]

  it('asks for a choice, filters accent-insensitively and submits the chosen value', async () => {
    const onSave = vi.fn(async (_values: Values) => true)
    const { user } = renderForm({
      schema,
      defaultValues: { city: null as unknown as string },
      onSave,
      children: <SelectField name="city" label="Thành phố" options={options} required allowClear />,
    })
    const city = screen.getByLabelText('Thành phố')
    expect(city).toHaveRole('combobox')

    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(await screen.findByText('Vui lòng chọn Thành phố')).toBeInTheDocument()
    expect(city).toHaveAccessibleDescription('Vui lòng chọn Thành phố')

    await user.click(city)
    await user.type(city, 'da')
    expect(visibleOptions()).toEqual(['Đà Lạt', 'Đà Nẵng'])
    await user.type(city, ' lat')
    expect(visibleOptions()).toEqual(['Đà Lạt'])
    await user.click(screen.getByTitle('Đà Lạt'))
    expect(city.closest('.ant-select')).toHaveTextContent('Đà Lạt')

    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(onSave).toHaveBeenCalledWith({ city: 'dl' })
    expect(screen.queryByText('Vui lòng chọn Thành phố')).not.toBeInTheDocument()
  })
})

describe('StatusField', () => {
  const schema = z.object({ status: z.union([z.literal(0), z.literal(1)]) })
  type Values = z.infer<typeof schema>

  it('is a named radio group toggling 1 (Hoạt động) and 0 (Khóa)', async () => {
    const onSave = vi.fn(async (_values: Values) => true)
    const { user } = renderForm({
      schema,
      defaultValues: { status: 1 },
      onSave,
      children: <StatusField name="status" label="Trạng thái" />,
    })
    const group = screen.getByRole('radiogroup', { name: 'Trạng thái' })
    const active = within(group).getByRole('radio', { name: 'Hoạt động' })
    const locked = within(group).getByRole('radio', { name: 'Khóa' })
    expect(active).toBeChecked()

    // antd's radio inputs take no pointer events: the user clicks their labels.
    await user.click(within(group).getByText('Khóa'))
    expect(locked).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(onSave).toHaveBeenLastCalledWith({ status: 0 })

    await user.click(within(group).getByText('Hoạt động'))
    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(onSave).toHaveBeenLastCalledWith({ status: 1 })
  })
})

describe('ColorField', () => {
  const schema = z.object({ color: z.string().nullable() })
  type Values = z.infer<typeof schema>

  it('picks one of the 20 primary colours as a preset, and clears', async () => {
    const onSave = vi.fn(async (_values: Values) => true)
    const { user } = renderForm({
      schema,
      defaultValues: { color: null },
      onSave,
      children: <ColorField name="color" label="Màu" />,
    })
    const trigger = screen.getByRole('button', { name: 'Màu' })
    expect(trigger).toBe(screen.getByLabelText('Màu'))
    expect(trigger).toHaveTextContent('Chưa chọn màu')

    await user.click(trigger)
    const presets = await screen.findByRole('group', { name: 'Màu gợi ý' })
    expect(within(presets).getAllByRole('button')).toHaveLength(20)
    await user.click(within(presets).getByRole('button', { name: '#722ed1' }))

    expect(trigger).toHaveTextContent('#722ed1')
    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(onSave).toHaveBeenLastCalledWith({ color: '#722ed1' })

    await user.click(trigger)
    expect(await screen.findByRole('button', { name: '#722ed1' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'Bỏ chọn màu' }))
    expect(trigger).toHaveTextContent('Chưa chọn màu')
    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(onSave).toHaveBeenLastCalledWith({ color: null })
  })
})
