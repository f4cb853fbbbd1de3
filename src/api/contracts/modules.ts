/**
 * Modules (SPEC §3: a module holds its sub-actions; a permission code is `<module code>.<action>`): the icons a
 * module may show and the formats of its codes. Free of zod: the write schema (../schemas/access.ts) and the
 * screen read them.
 */

/** The icons the app ships for modules (antd outlined icons, by name): the seed's and a few more. */
export const MODULE_ICONS = [
  'ScheduleOutlined',
  'InboxOutlined',
  'BarChartOutlined',
  'EnvironmentOutlined',
  'CarOutlined',
  'ReadOutlined',
  'SettingOutlined',
  'TeamOutlined',
  'AppstoreOutlined',
  'FileTextOutlined',
  'DollarOutlined',
  'BellOutlined',
] as const
export type ModuleIcon = (typeof MODULE_ICONS)[number]

/** A module's code: lower-case letters, digits, dots and underscores, starting with a letter ("shipping"). */
export const MODULE_CODE = /^[a-z][a-z0-9_.]*$/
/**
 * A sub-action's code is the whole permission code (the seed's `shippingWaiting.view`, `trip.report-broken`):
 * letters, digits, dots, underscores and hyphens. A new action's code starts with its module's code and a dot.
 */
export const ACTION_CODE = /^[a-zA-Z][a-zA-Z0-9_.-]*$/
