import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DialogSuspense, lazyDialog } from './resource/lazy-dialog'
import { dropHeldKeys, holdKeys } from './type-ahead'

/** A dialog's code that arrives when the test says so. */
function slowDialog() {
  let arrive!: () => void
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  function PhoneDialog() {
    const [phone, setPhone] = useState('')
    return (
      <div role="dialog" aria-label="Thêm vé">
        <input
          aria-label="Số điện thoại"
          autoFocus
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </div>
    )
  }
  const Dialog = lazyDialog(() => arrived.then(() => PhoneDialog))
  function Screen() {
    const [open, setOpen] = useState(false)
    return (
      <>
        <button onClick={() => setOpen(true)}>Thêm</button>
        <DialogSuspense>{open && <Dialog />}</DialogSuspense>
      </>
    )
  }
  return { Screen, arrive }
}

describe('type-ahead', () => {
  afterEach(() => {
    cleanup()
    dropHeldKeys()
  })

  it('types what was typed while the dialog’s code was on its way into its first field, spaces included', async () => {
    const user = userEvent.setup()
    const { Screen, arrive } = slowDialog()
    render(<Screen />)
    await user.click(screen.getByRole('button', { name: 'Thêm' }))
    expect(screen.getByRole('status')).toBeInTheDocument()
    // a space on the button would open the dialog again; a backspace mends a slip
    await user.keyboard('090 3177{Backspace}0702')
    arrive()
    const phone = await screen.findByRole('textbox', { name: 'Số điện thoại' })
    expect(phone).toHaveFocus()
    expect(phone).toHaveValue('090 3170702')
    // and the next keys follow them
    await user.keyboard('9')
    expect(phone).toHaveValue('090 31707029')
  })

  it('lets go when the clerk moves to another control: its keys are theirs', async () => {
    const user = userEvent.setup()
    const onPress = vi.fn()
    render(<button onClick={onPress}>Đã thanh toán</button>)
    holdKeys()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Đã thanh toán' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onPress).toHaveBeenCalledTimes(1)
  })
})
