import { Radio, Space } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useController, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { CANCEL_REASONS } from '../../api/contracts/booking'
import { cancelWaitingBooking, waitingBookings } from '../../api/resources/booking-waiting'
import { cancelWriteSchema, type CancelWrite, type WaitingBooking } from '../../api/schemas/booking'
import { FormDialog, TextField, useResourceForm } from '../../components/form'
import { useFieldId } from '../../components/form/field-control'
import { useStaleReload } from '../../components/resource/use-stale-reload'
import { toast } from '../../components/toast'

type Values = z.input<typeof cancelWriteSchema>

/**
 * Cancel a waiting booking with one of SPEC §5's reasons (required; "other" needs its text); loads with its
 * first opening. Refused because the booking changed meanwhile: the reason stays, the latest version can be loaded.
 */
export function CancelBookingDialog({ row, onClose }: { row: WaitingBooking; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'booking'])
  const queryClient = useQueryClient()
  const cancel = useMutation(cancelWaitingBooking())
  const stale = useStaleReload(() =>
    queryClient.fetchQuery({ ...waitingBookings.detail(row.id), staleTime: 0 }),
  )
  const { dialog, form } = useResourceForm<Values>({
    schema: cancelWriteSchema,
    ns: 'booking',
    defaultValues: { id: row.id, version: row.version, reason_note: '' },
    onSave: async (values) => {
      try {
        const done = await cancel.mutateAsync(values as CancelWrite)
        if (!done) return false
      } catch (error) {
        if (stale.caught(error)) return false
        throw error
      }
      toast.success(t('booking:cancelDialog.done', { 0: row.code }))
      onClose()
      return true
    },
  })
  return (
    <FormDialog
      {...dialog}
      open
      title={t('booking:cancelDialog.title', { 0: `${row.code} ${row.customer_name}` })}
      submitText={t('booking:cancelDialog.submit')}
      onCancel={onClose}
      notice={stale.notice((fresh) => form.setValue('version', fresh.version))}
    >
      <ReasonChoice />
    </FormDialog>
  )
}

/** The five reasons as radio buttons (arrow keys move between them), then the free text of "other". */
function ReasonChoice() {
  const { t } = useTranslation('booking')
  // no ref: a radio group has no focus of its own; the first reason takes the focus when the dialog opens
  const {
    field: { ref: _ref, ...field },
    fieldState,
  } = useController<Values, 'reason_cancel'>({ name: 'reason_cancel' })
  const reason = useWatch<Values, 'reason_cancel'>({ name: 'reason_cancel' })
  const id = useFieldId('reason_cancel')
  const reasons = t('cancelReason', { returnObjects: true }) as Record<string, string>
  const error = fieldState.error?.message
  return (
    <>
      <div className="field">
        <span id={`${id}-label`} className="field-label field-required">
          {t('fields.reason_cancel')}
        </span>
        <Radio.Group
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          aria-required
          role="radiogroup"
          name={field.name}
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
        >
          <Space direction="vertical">
            {CANCEL_REASONS.map((r) => (
              <Radio key={r} value={r} autoFocus={r === CANCEL_REASONS[0]}>
                {reasons[r]}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
        {error && (
          <div id={`${id}-error`} className="field-error">
            {error}
          </div>
        )}
      </div>
      {reason === 'other' && <TextField name="reason_note" multiline autoFocus />}
    </>
  )
}
