import i18n from '../i18n'

/** The server's message of a rejected call (ApiError), else the generic one. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : i18n.t('errors:generic')
