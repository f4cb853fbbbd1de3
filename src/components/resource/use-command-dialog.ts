import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import { useSchemaForm, type SchemaFormOptions } from '../form/use-schema-form'
import { toast } from '../toast'
import { useStaleReload } from './use-stale-reload'

export interface CommandFormOptions<V extends FieldValues, O, R, L> extends Omit<
  SchemaFormOptions<V, O>,
  'onSave'
> {
  /**
   * The command, sent with the form's checked values: its answer when done. Resolving null (or false) means not
   * done and already told (no access, no network: the HTTP core toasted it); so does a rejection the HTTP core
   * told in full. A refusal (ApiError) puts its field messages beside the fields, anything else above them.
   */
  send: (values: O) => Promise<R | null | false | undefined>
  /** The toast once done: its words, or words made from the answer. */
  success: string | ((result: R) => string)
  /** Once done and toasted, with the answer and what was sent (a dialog closes by default). */
  onDone?: (result: R, values: O) => void
  /**
   * A 409 (someone changed the record meanwhile): what was typed stays and "Tải bản mới nhất" is offered, which
   * loads the record with `load` and hands it to `apply` (by default the form's `version` becomes the latest
   * one's, the rest stays as typed). Without it a 409 is said above the fields like any refusal.
   */
  latest?: {
    load: () => Promise<L | null>
    apply?: (fresh: L, form: UseFormReturn<V, unknown, O>) => void
  }
  /** A 409 arrived (a screen shows what is taken now). */
  onStale?: () => void
}

/**
 * A form that sends one command with its values (useSchemaForm underneath): done → the success toast and
 * `onDone`; a 409 → what was typed stays and the latest version is offered (`notice`); field messages beside the
 * fields; any other failure leaves the form as typed. For a form on a page; dialogs take useCommandDialog.
 */
export function useCommandForm<V extends FieldValues, O = V, R = unknown, L = never>({
  send,
  success,
  onDone,
  latest,
  onStale,
  ...options
}: CommandFormOptions<V, O, R, L>) {
  const stale = useStaleReload<L>(latest?.load ?? (async () => null))
  const schemaForm = useSchemaForm<V, O>({
    ...options,
    onSave: async (values) => {
      let result: R | null | false | undefined
      try {
        result = await send(values)
      } catch (error) {
        if (latest && stale.caught(error)) {
          onStale?.()
          return
        }
        throw error
      }
      if (result === null || result === undefined || result === false) return
      toast.success(typeof success === 'function' ? success(result) : success)
      onDone?.(result, values)
    },
  })
  const { form } = schemaForm
  const apply =
    latest?.apply ??
    ((fresh: L) =>
      form.setValue('version' as Path<V>, (fresh as { version: number }).version as PathValue<V, Path<V>>))
  return {
    ...schemaForm,
    /** While a 409 stands: the warning and its "Tải bản mới nhất" (FormDialog's and PageForm's `notice`). */
    notice: stale.notice((fresh) => apply(fresh, form)),
  }
}

/**
 * A dialog that sends one command with the form's values: cancel a ticket, decline a trip, a pick-up fee, a
 * ticket's edit … On success it toasts (`success`) and closes (or calls `onDone`); on a 409 it keeps what was
 * typed and offers the latest version; a refusal's field messages sit beside the fields; any other failure,
 * already toasted by the HTTP core, leaves the dialog open with what was typed.
 *
 *   const { dialog } = useCommandDialog({
 *     schema: cancelWriteSchema, ns: 'booking', defaultValues: { id, version, reason_note: '' },
 *     send: (values) => cancel.mutateAsync(values), success: t('…done'), onClose,
 *     latest: { load: () => queryClient.fetchQuery(…) },
 *   })
 *   <FormDialog {...dialog} title=… submitText=…><CancelReasonFields /></FormDialog>
 */
export function useCommandDialog<V extends FieldValues, O = V, R = unknown, L = never>({
  onClose,
  onDone,
  ...options
}: CommandFormOptions<V, O, R, L> & {
  /** Cancel, the close button and Escape; also after success unless `onDone` is given. */
  onClose: () => void
}) {
  const command = useCommandForm<V, O, R, L>({ ...options, onDone: onDone ?? onClose })
  return {
    form: command.form,
    /** FormDialog's props, all but the title (and the submit button's words). */
    dialog: { ...command.shell, open: true, onCancel: onClose, notice: command.notice },
  }
}
