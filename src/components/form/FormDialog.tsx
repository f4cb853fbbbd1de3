import { useEffect, useLayoutEffect, useState, type FormEvent, type ReactNode } from 'react'
import { Button, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { FormProvider, useFormContext, type UseFormReturn } from 'react-hook-form'
import { FormShell } from '../Field'
import { FormContractContext, type FormContract } from './field-control'
import { FormAlerts, type FormNotice } from './FormAlerts'
import { dropHeldKeys, holdKeys } from '../type-ahead'
import { dialogContainer, focusedElement, giveFocusBack } from '../dialog-container'

export interface FormDialogProps {
  open: boolean
  /** The dialog's heading and accessible name. */
  title: string
  /** Cancel, the close button and Escape; the dialog never closes on its own. */
  onCancel: () => void
  /** Usually `onSubmit` of useSchemaForm (spread its `shell`). */
  onSubmit: (e: FormEvent<HTMLFormElement>) => void
  submitting?: boolean
  /** A refusal that belongs to no field: an alert at the top. */
  serverError?: string | null
  /** A warning at the top with one action (e.g. "changed by someone else meanwhile" and Reload). */
  notice?: FormNotice | null
  /** The form of the fields inside (from useSchemaForm): provided to them with its contract. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a form of any values
  form?: UseFormReturn<any, any, any>
  /** The form's write schema and namespace: the fields read their labels and limits from it. */
  contract?: FormContract | null
  /** Default: "Lưu" / "Save". */
  submitText?: string
  /** More footer buttons after Save (Save stays the default button: Enter in a field presses it). */
  footerExtra?: ReactNode
  width?: number
  children: ReactNode
}

/**
 * A create / edit dialog: an antd Modal whose whole panel is a <form noValidate>, so Enter in a field submits
 * and Save (a submit button, spinning while `submitting`) sits in the footer. A failed save changes nothing:
 * the fields and what was typed stay. A click on the mask does not close it (typed work would be lost);
 * Cancel, the close button and Escape call `onCancel`. Hidden, its content is destroyed and, inside a
 * <FormProvider>, the form is reset to its default values, so a reopened dialog starts clean.
 */
export function FormDialog({
  open,
  title,
  onCancel,
  onSubmit,
  submitting = false,
  serverError,
  notice,
  submitText,
  footerExtra,
  width,
  form: ownForm,
  contract = null,
  children,
}: FormDialogProps) {
  const { t } = useTranslation()
  // null outside a <FormProvider>.
  const outerForm = useFormContext() as ReturnType<typeof useFormContext> | null
  const form = ownForm ?? outerForm
  // Keys typed before the first field has the focus (the dialog animating in) are typed into it.
  useLayoutEffect(() => {
    if (open) holdKeys()
    else dropHeldKeys()
  }, [open])
  // Screens mount a dialog while it is open: when it goes, focus returns to what opened it (taken as it first
  // renders, before a field's autoFocus)
  const [opener] = useState(focusedElement)
  useEffect(() => () => giveFocusBack(opener), [opener])
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={onCancel}
      destroyOnHidden
      getContainer={dialogContainer}
      mask={{ closable: false }}
      afterOpenChange={(visible) => {
        if (!visible) form?.reset()
      }}
      modalRender={(panel) => <FormShell onSubmit={onSubmit}>{panel}</FormShell>}
      footer={
        <>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={submitting} aria-busy={submitting}>
            {submitText ?? t('common.save')}
          </Button>
          {footerExtra}
        </>
      }
    >
      <FormAlerts serverError={serverError} notice={notice} />
      <FormContractContext value={contract}>
        {ownForm ? <FormProvider {...ownForm}>{children}</FormProvider> : children}
      </FormContractContext>
    </Modal>
  )
}
