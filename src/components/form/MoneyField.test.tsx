import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { z } from 'zod'
import { MoneyField } from './MoneyField'
import { renderForm } from './test-harness'

const schema = z.object({
  fare: z.number({ error: () => 'Vui lòng nhập Giá vé' }).min(0),
})
type Values = z.infer<typeof schema>

function renderMoney(fare: number | null = null) {
  const onSave = vi.fn(async (_values: Values) => true)
  const utils = renderForm({
    schema,
    defaultValues: { fare: fare as number },
    onSave,
    children: <MoneyField name="fare" label="Giá vé" required />,
  })
  return { ...utils, onSave, input: screen.getByLabelText('Giá vé') as HTMLInputElement }
}

/** Sets the input's text and caret as the browser would after a keystroke, then fires the input event. */
function typeRaw(input: HTMLInputElement, text: string, caret: number) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text)
  input.setSelectionRange(caret, caret)
  fireEvent.input(input)
}

describe('MoneyField', () => {
  it('shows "1.250.000" while typing 1250000, with a ₫ suffix, and submits the number', async () => {
    const { user, input, onSave } = renderMoney()
    expect(input).toHaveAttribute('inputmode', 'numeric')
    expect(input.closest('.ant-input-affix-wrapper')).toHaveTextContent('₫')

    await user.type(input, '1250000')
    expect(input).toHaveValue('1.250.000')

    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(onSave).toHaveBeenCalledWith({ fare: 1250000 })
  })

  it('accepts digits only', async () => {
    const { user, input, onSave } = renderMoney()
    await user.type(input, '12a3b.,4-5')
    expect(input).toHaveValue('12.345')
    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(onSave).toHaveBeenCalledWith({ fare: 12345 })
  })

  it('shows the saved amount and keeps the caret when typing in the middle', async () => {
    const { user, input, onSave } = renderMoney(1250000)
    expect(input).toHaveValue('1.250.000')

    // What a browser does when 9 is typed after the "1": the raw text, the caret after the 9, an input event.
    // (user-event would place the caret itself, so it could not tell whether the field keeps it.)
    input.focus()
    typeRaw(input, '1.9250.000', 3)
    expect(input).toHaveValue('19.250.000')
    expect(input.selectionStart).toBe(2)

    await user.type(input, '5', { initialSelectionStart: 2, initialSelectionEnd: 2 })
    expect(input).toHaveValue('195.250.000')

    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(onSave).toHaveBeenCalledWith({ fare: 195250000 })
  })

  it('emptied, it holds null and the schema asks for a value', async () => {
    const { user, input, onSave } = renderMoney(5000)
    await user.clear(input)
    expect(input).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(await screen.findByText('Vui lòng nhập Giá vé')).toBeInTheDocument()
    expect(input).toHaveAccessibleDescription('Vui lòng nhập Giá vé')
    expect(onSave).not.toHaveBeenCalled()
  })
})
