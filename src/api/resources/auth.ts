import { queryOptions } from '@tanstack/react-query'
import { getOne, post } from '../http'
import { API } from '../paths'
import type { LoginRequest, LoginResponse, ProfileUpdate, User } from '../schemas/auth'

/** Auth calls. `post` rejects with ApiError on a business error (already toasted) and resolves null on 403/network. */
export const authApi = {
  login: (body: LoginRequest) => post<LoginResponse>(API.auth.login, body),
  logout: () => post<unknown>(API.auth.logout),
  forgotPassword: (body: { email: string }) => post<unknown>(API.auth.forgotPassword, body),
  resetPassword: (body: { email: string; token: string; password: string; confirmPassword: string }) =>
    post<unknown>(API.auth.resetPassword, body),
  changePassword: (body: { old_password: string; password: string; confirmPassword: string }) =>
    post<unknown>(API.auth.changePassword, body),
}

export const profileKeys = {
  all: ['profile'] as const,
  detail: () => [...profileKeys.all, 'detail'] as const,
}

/** GET the signed-in user's own profile. */
export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.detail(),
    queryFn: () => getOne<User>(API.profile),
  })

export const profileApi = {
  update: (body: ProfileUpdate) => post<User>(API.profile, body),
}
