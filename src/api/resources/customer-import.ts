import { download, send } from '../define-group'
import { API } from '../paths'
import type { ImportPreview, ImportResult, ImportStaged } from '../schemas/customers'
import { resourceEvent } from '../../realtime/events'
import { customers } from './customer'

/**
 * The customers' import (/import-customer, `customer.create`), under ['customer']: the template, the preview of
 * a file, the staging of its valid rows in chunks, the commit, the skipped rows' file (API.customerImport).
 */
const P = API.customerImport

/** The template .xlsx (headers in the language in use). */
export const importTemplate = customers.group.command('import-template', (filename: string) =>
  download(P.template, {}, filename),
)

/** Every row of `file` checked, nothing written; a refused file (422) is said by the screen, not a toast. */
export const previewImport = customers.group.command('import-preview', (file: File) => {
  const form = new FormData()
  form.append('file', file, file.name)
  return send<ImportPreview>(P.preview, form, { quiet: [422] })
})

/**
 * One chunk (at most IMPORT_CHUNK row numbers) of the valid rows, checked again and staged for the commit; a
 * refusal (422: a row no longer valid) is said by the screen.
 */
export const stageImport = customers.group.command(
  'import-stage',
  (body: { import_id: string; rows: number[] }) => send<ImportStaged>(P.stage, body, { quiet: [422] }),
)

/**
 * The staged rows checked again and written at once (customers, and waiting bookings of rows with a trip), or
 * none (422, said by the screen). Its waiting bookings refresh the waiting list too (the screen does it: a
 * command names one event).
 */
export const commitImport = customers.group.command(
  'import-commit',
  (importId: string) => send<ImportResult>(P.commit, { import_id: importId }, { quiet: [422] }),
  { event: resourceEvent('customer', 'created') },
)

/** The rows not imported, with their reason, as .xlsx. */
export const importSkipped = customers.group.command(
  'import-skipped',
  ({ importId, filename }: { importId: string; filename: string }) =>
    download(`${P.skipped}/${importId}`, {}, filename),
)
