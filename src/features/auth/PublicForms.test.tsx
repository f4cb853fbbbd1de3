/*
 * The public forms (sign-in, forgot and reset password) through the real app, against the demo backend's own
 * handlers (msw/node): their messages in Vietnamese and English, and the backend's words for the same values.
 */
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { API } from '../../api/paths'
import { renderApp } from '../../app/test-utils'
import { meQuery } from '../../api/resources/auth'
import { call } from '../../../mocks/test-client'
import { recordRequests, withDemoBackend } from '../../test/demo-backend'

withDemoBackend()

/** The backend's field messages for `body`, in `lang`. */
async function backendSays(path: string, body: Record<string, unknown>, lang: 'vi' | 'en') {
  // marked as the test's own call: the request log leaves it out
  const { status, body: answer } = await call(path, { body, lang, headers: { 'x-test-direct': '1' } })
  expect(status).toBe(422)
  return Object.fromEntries(Object.entries(answer.errors ?? {}).map(([field, [message]]) => [field, message]))
}

const switchToEnglish = async (user: ReturnType<typeof userEvent.setup>) =>
  user.selectOptions(screen.getByRole('combobox', { name: 'Ngôn ngữ' }), 'English')

describe('the public forms', () => {
  it('a refused sign-in keeps what was typed and says why; the right password signs in', async () => {
    const wire = recordRequests()
    const { router, queryClient } = renderApp('/login')
    const user = userEvent.setup({ delay: null })
    const username = await screen.findByRole('textbox', { name: 'Tên đăng nhập' })
    await user.type(username, '  letan.sg ')
    await user.type(screen.getByLabelText('Mật khẩu'), 'sai-mat-khau')
    await user.click(screen.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' }))
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }))

    // above the form (the toast says it too, a moment before the form is done with the answer)
    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(
      'Tên đăng nhập hoặc mật khẩu không đúng',
    )
    expect(username).toHaveValue('  letan.sg ')
    expect(screen.getByLabelText('Mật khẩu')).toHaveValue('sai-mat-khau')
    expect(screen.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' })).not.toBeChecked()
    expect(router.state.location.pathname).toBe('/login')
    // the schema's output: the username trimmed, "remember" as ticked
    expect(await wire.to(API.auth.login)[0].body).toEqual({
      username: 'letan.sg',
      password: 'sai-mat-khau',
      remember: false,
    })

    await user.clear(screen.getByLabelText('Mật khẩu'))
    await user.type(screen.getByLabelText('Mật khẩu'), 'letan123{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    // signed in as the sign-in answered: the menu and the guards read that user without asking again
    expect(queryClient.getQueryData(meQuery().queryKey)?.username).toBe('letan.sg')
    expect(wire.to(API.profile)).toHaveLength(0)
  })

  it('says what is missing beside each field, in Vietnamese then in English, as the backend does', async () => {
    const wire = recordRequests()
    renderApp('/login')
    const user = userEvent.setup({ delay: null })
    const username = await screen.findByRole('textbox', { name: 'Tên đăng nhập' })
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }))

    await waitFor(() => expect(username).toHaveAccessibleDescription('Vui lòng nhập Tên đăng nhập'))
    expect(screen.getByLabelText('Mật khẩu')).toHaveAccessibleDescription('Vui lòng nhập Mật khẩu')
    expect(username).toHaveFocus()
    expect(wire.to(API.auth.login)).toHaveLength(0)
    expect(await backendSays(API.auth.login, { username: ' ', password: '' }, 'vi')).toEqual({
      username: 'Vui lòng nhập Tên đăng nhập',
      password: 'Vui lòng nhập Mật khẩu',
    })

    await switchToEnglish(user)
    const english = await screen.findByRole('textbox', { name: 'Username' })
    await waitFor(() => expect(english).toHaveAccessibleDescription('Please enter Username'))
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter Password')
    expect(await backendSays(API.auth.login, { username: ' ', password: '' }, 'en')).toEqual({
      username: 'Please enter Username',
      password: 'Please enter Password',
    })

    // a message goes as soon as its field is right
    await user.type(english, 'kho')
    await waitFor(() => expect(english).not.toHaveAccessibleDescription())
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter Password')
    expect(wire.to(API.auth.login)).toHaveLength(0)
  })

  it('forgot password: a missing or malformed address is said in either language, then the link is sent', async () => {
    renderApp('/forgot-password')
    const user = userEvent.setup({ delay: null })
    const email = await screen.findByRole('textbox', { name: 'Email' })
    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }))
    await waitFor(() => expect(email).toHaveAccessibleDescription('Vui lòng nhập Email'))

    await user.type(email, 'khong-phai-email')
    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }))
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email không đúng định dạng'))
    expect(await backendSays(API.auth.forgotPassword, { email: 'khong-phai-email' }, 'vi')).toEqual({
      email: 'Email không đúng định dạng',
    })

    await switchToEnglish(user)
    await waitFor(() => expect(email).toHaveAccessibleDescription('Incorrect email format'))
    expect(await backendSays(API.auth.forgotPassword, { email: 'khong-phai-email' }, 'en')).toEqual({
      email: 'Incorrect email format',
    })

    await user.clear(email)
    await user.type(email, ' kho@nhaxe.vn {Enter}')
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset instructions have been sent to your e-mail.',
    )
  })

  it('reset password: a short password and a confirmation that differs, with the backend’s very words', async () => {
    renderApp('/auth/reset-password?token=abc&email=admin%40nhaxe.vn')
    const user = userEvent.setup({ delay: null })
    const password = await screen.findByLabelText('Mật khẩu mới')
    const confirm = screen.getByLabelText('Xác nhận mật khẩu')
    await user.type(password, 'abc')
    await user.type(confirm, 'abd{Enter}')

    await waitFor(() => expect(password).toHaveAccessibleDescription('Tối thiểu 6 ký tự'))
    expect(confirm).toHaveAccessibleDescription('Giá trị không khớp với Mật khẩu mới')
    expect(password).toHaveFocus()
    const bad = { email: 'admin@nhaxe.vn', token: 'abc', password: 'abc', confirmPassword: 'abd' }
    expect(await backendSays(API.auth.resetPassword, bad, 'vi')).toEqual({
      password: 'Tối thiểu 6 ký tự',
      confirmPassword: 'Giá trị không khớp với Mật khẩu mới',
    })

    await switchToEnglish(user)
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        'Characters must be greater than or equal to 6',
      ),
    )
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Value does not match New password',
    )
    expect(await backendSays(API.auth.resetPassword, bad, 'en')).toEqual({
      password: 'Characters must be greater than or equal to 6',
      confirmPassword: 'Value does not match New password',
    })

    // the link's token is unknown to the backend: said above the form, what was typed kept
    await user.clear(password)
    await user.type(password, 'moi123456')
    await user.clear(confirm)
    await user.type(confirm, 'moi123456{Enter}')
    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(/reset link/)
    expect(screen.getByLabelText('New password')).toHaveValue('moi123456')
  })
})
