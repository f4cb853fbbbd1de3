/**
 * The customers' import from a spreadsheet (/import-customer, `customer.create`): what the app and the demo
 * backend agree on. The template's columns in their order (the header row says them in the request's language,
 * from the `customers` namespace: `importing.columns`), the limits, and the answers' meaning.
 *
 * Preview → stage → commit: the preview checks every row of the file and writes nothing; the screen then sends
 * the valid rows in chunks of IMPORT_CHUNK (each chunk checked again and staged: the progress the clerk sees);
 * the commit checks every staged row again against the data of that moment and writes them all at once, or none.
 */
export const IMPORT_COLUMNS = [
  'fullname',
  'phone',
  'email',
  'birthday',
  'gender',
  'address',
  'departure_date',
  'trip_name',
] as const
export type ImportColumn = (typeof IMPORT_COLUMNS)[number]

/** The most data rows (below the header) a file may have. */
export const IMPORT_MAX_ROWS = 5000
/** The most rows a stage call carries (500 rows stay well under the 1 MB a JSON body may weigh). */
export const IMPORT_CHUNK = 500
