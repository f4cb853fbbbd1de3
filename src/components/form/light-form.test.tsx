import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import '../../i18n'
import { loginWriteSchema } from '../../api/schemas/auth-public'
import { LightCheckbox, LightForm, LightInput, useLightForm } from './light-form'

// vitest runs without globals, so testing-library cannot register its own cleanup.
afterEach(() => cleanup())

type Output = { username: string; password: string; remember?: boolean }

/** A sign-in form whose engine comes when the test says so. */
function renderSignIn({ offlineFirst = false } = {}) {
  let release: () => void = () => {}
  const arrived = new Promise<void>((resolve) => (release = resolve))
  // with offlineFirst, the first load fails when the test says so
  let fail: () => void = () => {}
  const failed = new Promise<never>(
    (_, reject) => (fail = () => reject(new TypeError('Failed to fetch dynamically imported module'))),
  )
  let loads = 0
  const schema = vi.fn(() => (offlineFirst && ++loads === 1 ? failed : arrived.then(() => loginWriteSchema)))
  const onSave = vi.fn(async (_values: Output) => {})
  function SignIn() {
    const form = useLightForm({
      schema,
      ns: 'auth',
      defaultValues: { username: '', password: '', remember: true },
      onSave,
    })
    return (
      <LightForm form={form} aria-label="Đăng nhập">
        {form.serverError && <div role="alert">{form.serverError}</div>}
        <LightInput form={form} name="username" id="u" label="Tên đăng nhập" required />
        <LightInput form={form} name="password" id="p" label="Mật khẩu" type="password" required />
        <LightCheckbox form={form} name="remember" label="Ghi nhớ đăng nhập" />
        <button type="submit" aria-busy={form.submitting || undefined}>
          Đăng nhập
        </button>
      </LightForm>
    )
  }
  render(<SignIn />)
  return { user: userEvent.setup({ delay: null }), schema, onSave, release, fail }
}

describe('a light form', () => {
  it('loads nothing until the form is used', async () => {
    const { schema } = renderSignIn()
    expect(screen.getByRole('textbox', { name: 'Tên đăng nhập' })).toBeInTheDocument()
    expect(schema).not.toHaveBeenCalled()
  })

  it('takes over what was typed before its engine came, and a submit made meanwhile waits for it', async () => {
    const { user, schema, onSave, release } = renderSignIn()
    await user.type(screen.getByRole('textbox', { name: 'Tên đăng nhập' }), ' admin ')
    await user.type(screen.getByLabelText('Mật khẩu'), 'admin123')
    await user.click(screen.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' }))
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }))
    expect(schema).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Đăng nhập' })).toHaveAttribute('aria-busy', 'true')
    expect(onSave).not.toHaveBeenCalled()

    release()
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ username: 'admin', password: 'admin123', remember: false }),
    )
    expect(screen.getByRole('textbox', { name: 'Tên đăng nhập' })).toHaveValue(' admin ')
    expect(screen.getByLabelText('Mật khẩu')).toHaveValue('admin123')
    expect(screen.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' })).not.toBeChecked()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Đăng nhập' })).not.toHaveAttribute('aria-busy'),
    )
  })

  it('checks with the schema once its engine is there, the focus on the first field in error', async () => {
    const { user, onSave, release } = renderSignIn()
    release()
    await user.type(screen.getByLabelText('Mật khẩu'), 'x{Enter}')
    const username = screen.getByRole('textbox', { name: 'Tên đăng nhập' })
    await waitFor(() => expect(username).toHaveAccessibleDescription('Vui lòng nhập Tên đăng nhập'))
    expect(username).toHaveAttribute('aria-invalid', 'true')
    expect(username).toHaveFocus()
    expect(onSave).not.toHaveBeenCalled()
  })

  it('loaded while offline: says so, keeps what was typed, and loads again on the next use', async () => {
    const { user, schema, onSave, release, fail } = renderSignIn({ offlineFirst: true })
    release()
    const username = screen.getByRole('textbox', { name: 'Tên đăng nhập' })
    await user.type(username, 'admin')
    fail()
    expect(await screen.findByRole('alert')).toHaveTextContent('Lỗi mạng. Vui lòng thử lại!')
    expect(username).toHaveValue('admin')

    await user.type(screen.getByLabelText('Mật khẩu'), 'admin123{Enter}')
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ username: 'admin', password: 'admin123', remember: true }),
    )
    expect(schema).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
