import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { z } from 'zod'
import { SelectField } from './SelectField'
import { StatusField } from './StatusField'
import { ColorField } from './ColorField'
import { PRIMARY_COLORS } from '../../lib/theme'
import { renderForm } from './test-harness'

/** The options antd shows in its popup (its role=option list is a 3-item window for screen readers). */
const visibleOptions = () =>
  Array.from(document.querySelectorAll('.ant-select-item-option'), (option) => option.textContent)

describe('SelectField', () => {
  // (v.select is a zod union, whose own message @hookform/resolvers does not use for null: hence this schema.)
  const schema = z.object({ city: z.string({ error: () => 'Vui lòng chọn Thành phố' }) })
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

  it('is a named radio group toggling 1 (Hoạt động) and 0 (Ngừng hoạt động)', async () => {
    const onSave = vi.fn(async (_values: Values) => true)
    const { user } = renderForm({
      schema,
      defaultValues: { status: 1 },
      onSave,
      children: <StatusField name="status" label="Trạng thái" />,
    })
    const group = screen.getByRole('radiogroup', { name: 'Trạng thái' })
    const active = within(group).getByRole('radio', { name: 'Hoạt động' })
    const locked = within(group).getByRole('radio', { name: 'Ngừng hoạt động' })
    expect(active).toBeChecked()

    // antd's radio inputs take no pointer events: the user clicks their labels.
    await user.click(within(group).getByText('Ngừng hoạt động'))
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

  const setup = (color: string | null = null) => {
    const onSave = vi.fn(async (_values: Values) => true)
    const utils = renderForm({
      schema,
      defaultValues: { color },
      onSave,
      children: <ColorField name="color" label="Màu" />,
    })
    const trigger = screen.getByRole('button', { name: 'Màu' })
    const submit = async () => {
      await utils.user.click(screen.getByRole('button', { name: 'Gửi' }))
      await waitFor(() => expect(onSave).toHaveBeenCalled())
      return onSave.mock.lastCall?.[0]
    }
    return { ...utils, onSave, trigger, submit }
  }
  const presets = () => screen.getByRole('radiogroup', { name: 'Màu gợi ý' })

  it('is a button named by its label, showing the colour or that none is chosen', () => {
    const { trigger } = setup()
    expect(trigger).toBe(screen.getByLabelText('Màu'))
    expect(trigger).toHaveTextContent('Chưa chọn màu')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument()
  })

  it('picks one of the 20 primary colours by click, closes, and submits it', async () => {
    const { user, trigger, submit } = setup()
    await user.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const radios = within(presets()).getAllByRole('radio')
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([...PRIMARY_COLORS])
    expect(radios.filter((radio) => radio.getAttribute('aria-checked') === 'true')).toEqual([])
    // Nothing chosen: the first colour is the one Tab lands on, and has the focus.
    expect(radios[0]).toHaveFocus()
    expect(radios.filter((radio) => radio.tabIndex === 0)).toEqual([radios[0]])

    await user.click(within(presets()).getByRole('radio', { name: '#722ed1' }))
    expect(trigger).toHaveTextContent('#722ed1')
    expect(trigger).toHaveAccessibleDescription('#722ed1')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(trigger).toHaveFocus()
    expect(await submit()).toEqual({ color: '#722ed1' })

    await user.click(trigger)
    const chosen = within(presets()).getByRole('radio', { name: '#722ed1' })
    expect(chosen).toHaveAttribute('aria-checked', 'true')
    expect(chosen).toHaveFocus()
    expect(within(presets()).getByRole('radio', { name: '#0958d9' })).toHaveAttribute('aria-checked', 'false')
  })

  it('is worked by keyboard: arrows move among the presets, Enter and Space choose, Escape closes', async () => {
    const { user, trigger, submit } = setup('#C41D7F')
    expect(trigger).toHaveTextContent('#c41d7f')

    trigger.focus()
    await user.keyboard('{Enter}')
    // The chosen colour (index 5) has the focus; arrows wrap around the 20.
    expect(within(presets()).getByRole('radio', { name: '#c41d7f' })).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(within(presets()).getByRole('radio', { name: '#cf1322' })).toHaveFocus()
    expect(trigger).toHaveTextContent('#c41d7f')
    await user.keyboard('{ArrowLeft}{ArrowUp}{ArrowUp}{ArrowUp}')
    expect(within(presets()).getByRole('radio', { name: '#722ed1' })).toHaveFocus()
    await user.keyboard('{Home}{ArrowUp}')
    const last = within(presets()).getByRole('radio', { name: '#434343' })
    expect(last).toHaveFocus()
    expect(last).toHaveAttribute('tabindex', '0')
    await user.keyboard('{Enter}')
    expect(trigger).toHaveTextContent('#434343')
    expect(trigger).toHaveFocus()
    expect(trigger).toHaveAttribute('aria-expanded', 'false')

    await user.keyboard(' ')
    expect(last).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowDown} ')
    expect(trigger).toHaveTextContent('#1d39c4')
    expect(trigger).toHaveFocus()

    await user.keyboard('{Enter}{End}{Escape}')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(trigger).toHaveFocus()
    expect(trigger).toHaveTextContent('#1d39c4')
    expect(await submit()).toEqual({ color: '#1d39c4' })
  })

  it('takes any other colour from the browser’s colour input, in lower case', async () => {
    const { user, trigger, submit } = setup()
    await user.click(trigger)
    const custom = screen.getByLabelText('Màu khác')
    expect(custom).toHaveAttribute('type', 'color')

    fireEvent.input(custom, { target: { value: '#ABCDEF' } })
    expect(trigger).toHaveTextContent('#abcdef')
    expect(within(presets()).queryByRole('radio', { checked: true })).not.toBeInTheDocument()
    fireEvent.change(custom, { target: { value: '#12a4b6' } })
    expect(trigger).toHaveTextContent('#12a4b6')
    // Still open: the colour may still be adjusted.
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    // A preset picked this way is checked among the presets.
    fireEvent.input(custom, { target: { value: '#531dab' } })
    expect(within(presets()).getByRole('radio', { checked: true })).toHaveAccessibleName('#531dab')

    await user.keyboard('{Escape}')
    expect(trigger).toHaveFocus()
    expect(await submit()).toEqual({ color: '#531dab' })
  })

  it('clears the colour, and offers no clear button when none is chosen', async () => {
    const { user, trigger, submit } = setup('#722ed1')
    await user.click(trigger)
    await user.click(screen.getByRole('button', { name: 'Bỏ chọn màu' }))
    expect(trigger).toHaveTextContent('Chưa chọn màu')
    expect(trigger).toHaveFocus()
    expect(await submit()).toEqual({ color: null })

    await user.click(trigger)
    expect(screen.queryByRole('button', { name: 'Bỏ chọn màu' })).not.toBeInTheDocument()
  })

  it('opens no panel when disabled', async () => {
    const { user } = renderForm({
      schema,
      defaultValues: { color: '#722ed1' },
      children: <ColorField name="color" label="Màu" disabled />,
    })
    const trigger = screen.getByRole('button', { name: 'Màu' })
    expect(trigger).toBeDisabled()
    await user.click(trigger)
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument()
  })
})
