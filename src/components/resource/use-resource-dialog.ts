import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import type { Resource } from '../../api/define-resource'
import type { FormSchema } from '../form/use-schema-form'
import { useCommandDialog, useCommandForm } from './use-command-dialog'
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

interface ResourceFormOptions<
  T extends { id: number; version: number },
  W extends z.ZodObject,
  F extends z.ZodObject,
> {
  resource: Resource<T, W>
  /** the form's schema: the group's write schema (src/api/schemas: every limit, the one error map's messages), or
   * one made from it for this form (an account's first password) */
  write: F
  /** the row being edited; absent = create */
  row: T | undefined
  titles: { create: string; update: string }
  /** a new row's values (and what an edited row's empty fields show) */
  defaults: DefaultValues<z.input<F>>
  /** the form's values of a row, where the row does not carry them by their write names (an account's roles) */
  toForm?: (row: T) => object
  /** asked before sending (a question to the clerk): the values to send, or false to send nothing */
  prepare?: (values: z.input<F>) => Promise<z.input<F> | false>
}

/** The save of a resource's create / edit form as a command: its form values, send, success and latest version. */
function useResourceCommand<
  T extends { id: number; version: number },
  W extends z.ZodObject,
  F extends z.ZodObject,
>(options: ResourceFormOptions<T, W, F>) {
  const { t } = useTranslation(['ui', 'errors'])
  const queryClient = useQueryClient()
  const { resource, write, row, titles, defaults, toForm = (r: T) => r, prepare } = options
  const save = useResourceSave(resource)
  const [version, setVersion] = useState(row?.version)
  const title = row ? titles.update : titles.create
  type V = z.input<F> & FieldValues
  const valuesOf = (r: T | undefined) => formValues<V>(write, r && toForm(r), defaults)
  /** The form shows `fresh` and saves over its version. */
  const adopt = (fresh: T, form: UseFormReturn<V>) => {
    form.reset(valuesOf(fresh))
    setVersion(fresh.version)
  }
  return {
    adopt,
    title,
    command: {
      schema: write as unknown as FormSchema<V>,
      ns: resource.contract.ns,
      defaultValues: valuesOf(row),
      send: async (values: V) => {
        const sent = prepare ? await prepare(values) : values
        if (sent === false) return false
        return save(sent as z.input<W>, row ? { id: row.id, version: version ?? row.version } : undefined)
      },
      success: t('errors:success', { 0: title }),
      latest: row && {
        load: () => queryClient.fetchQuery({ ...resource.detail(row.id), staleTime: 0 }),
        apply: adopt,
      },
    },
  }
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
export function useResourceDialog<
  T extends { id: number; version: number },
  W extends z.ZodObject,
  F extends z.ZodObject = W,
>(options: ResourceFormOptions<T, W, F> & { onClose: () => void }) {
  const { title, command } = useResourceCommand(options)
  const { form, dialog } = useCommandDialog({ ...command, onClose: options.onClose })
  return { form, dialog: { ...dialog, title } }
}

/**
 * The same create / edit form on a page of its own (an account: /user/add, /user/{id}): PageForm's props in
 * `shell`; `onDone` once saved and toasted, with the row saved (back to the list, or on to its page). A page that
 * stays on the record shows a newer version with `adopt(row)` (the form's values and the version it saves over).
 */
export function useResourcePageForm<
  T extends { id: number; version: number },
  W extends z.ZodObject,
  F extends z.ZodObject = W,
>(options: ResourceFormOptions<T, W, F> & { onDone: (saved: T) => void }) {
  const { title, command, adopt } = useResourceCommand(options)
  const { form, shell, notice } = useCommandForm({
    ...command,
    onDone: (saved) => options.onDone(saved as T),
  })
  return { form, title, shell: { ...shell, notice }, adopt: (fresh: T) => adopt(fresh, form) }
}
