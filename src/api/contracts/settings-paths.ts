/**
 * The settings' administration calls (/setting-general, /setting-appearance, /setting-template), shared by the app
 * and the demo backend. Apart from API (../paths.ts), whose public settings every page reads: only the settings'
 * administration resource imports this.
 */
export const SETTINGS_API = {
  /** GET (setting.general): the settings with the mail server and captcha; the secrets never come back. */
  admin: '/api/setting/admin',
  /** POST (setting.general): a test mail to the signed-in user through the saved mail server. */
  testMail: '/api/setting/test-mail',
  /** GET (setting.general) the contract's template; POST (setting.update) saves it. */
  templateContract: '/api/setting/template-contract',
  /** GET (setting.general) every export's columns; POST (setting.update) saves one export's. */
  templateExport: '/api/setting/template-export',
  /** GET (setting.general) every import's columns; POST (setting.update) saves one import's. */
  templateImport: '/api/setting/template-import',
} as const

/** The files whose columns the settings set: the list exports, and the customers' import. */
export type FileKind = 'export' | 'import'
