import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { DefaultValues, FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import type { Resource } from '../../api/define-resource'
import type { FormSchema } from '../form/use-schema-form'
import { useCommandDialog } from './use-command-dialog'
import { useResourceSave } from './use-resource-save'

/** The row's write fields as a form holds them: every field of the schema, the row's value or the default. */
export function formValues<V extends FieldValues>(
  schema: z.ZodObject,
  row: object | undefined,
  defaults: DefaultValues<V>,
): DefaultValues<V> {
  const values: Record<string, unknown> = {}
  for (const field of Object.keys(schema.shape)) {
    const stored = (row as Record<string, unknown> | undefined)?.[field]
    values[field] = stored ?? (defaults as Record<string, unknown>)[field] ?? null
  }
  return values as DefaultValues<V>
}

/**
 * The create / edit dialog of a resource screen, a command dialog (useCommandDialog) whose command is the save:
 * the form resolves with the group's write schema (limits and messages of the contract), saving creates, or
 * updates `row` with the version it was opened on; on success it toasts and closes. When someone else saved the
 * row meanwhile (409), what was typed stays and the dialog offers to reload the latest version.
 *
 *   const { dialog } = useResourceDialog({ resource: cars, write: carWriteSchema, row, titles, defaults, onClose })
 *   <FormDialog {...dialog}>…fields…</FormDialog>
 */
export function useResourceDialog<T extends { id: number; version: number }, W extends z.ZodObject>(options: {
  resource: Resource<T, W>
  /** the group's write schema (src/api/schemas): every limit, and the messages of the one error map */
  write: W
  /** the row being edited; absent = create */
  row: T | undefined
  titles: { create: string; update: string }
  /** a new row's values (and what an edited row's empty fields show) */
  defaults: DefaultValues<z.input<W>>
  onClose: () => void
}) {
  const { t } = useTranslation(['ui', 'errors'])
  const queryClient = useQueryClient()
  const { resource, write, row, titles, defaults, onClose } = options
  const save = useResourceSave(resource)
  const [version, setVersion] = useState(row?.version)
  const title = row ? titles.update : titles.create
  type V = z.input<W> & FieldValues
  const { form, dialog } = useCommandDialog({
    schema: write as unknown as FormSchema<V>,
    ns: resource.contract.ns,
    defaultValues: formValues<V>(write, row, defaults),
    send: (values) => save(values, row ? { id: row.id, version: version ?? row.version } : undefined),
    success: t('errors:success', { 0: title }),
    onClose,
    latest: row && {
      load: () => queryClient.fetchQuery({ ...resource.detail(row.id), staleTime: 0 }),
      apply: (fresh: T, form) => {
        form.reset(formValues<V>(write, fresh, defaults))
        setVersion(fresh.version)
      },
    },
  })
  return { form, dialog: { ...dialog, title } }
}
