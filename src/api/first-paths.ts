/**
 * The calls of the sign-in page and of the signed-in frame (sign-in, refresh, the profile, the settings, the side
 * menu, uploads, the device's push token) and the headers every call carries: apart from the rest of API (./paths.ts,
 * which spreads them), so that the first download of every page carries these paths only. Only the modules of that
 * first download import this file; everything else reads API.
 */
export const FIRST_API = {
  auth: {
    login: '/api/auth/login',
    refresh: '/api/auth/refresh',
    logout: '/api/user/logout',
    register: '/api/auth/register',
    confirmRegister: '/api/auth/confirm-register',
    forgotPassword: '/api/auth/forgot-password',
    resetPassword: '/api/auth/reset-password',
    changePassword: '/api/auth/change-password',
  },
  /** GET: the signed-in user's own profile; POST: update it. */
  profile: '/api/user/detail',
  setting: {
    general: '/api/setting/general',
    byLanguage: '/api/setting/getByLanguage',
    update: '/api/setting/update',
  },
  menu: '/api/menu',
  /** POST { fcm_token }: the signed-in user's device push token (SPEC §7 "Push"). */
  fcmToken: '/api/user/fcm-token',
  file: { upload: '/api/file/upload' },
} as const

/** Fixed client-marker header (SPEC §7). */
export const CLIENT_HEADER = { name: 'X-Client', value: 'backoffice-web' } as const
/** The sender's socket id on every call: the backend announces its change to every other socket only. */
export const SOCKET_ID_HEADER = 'X-Socket-Id'
/** Locale header (SPEC §7): 'vi' or 'en'. */
export const LOCALE_HEADER = 'Accept-Language'
