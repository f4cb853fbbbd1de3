import type { FormEvent, ReactNode } from 'react'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { FormProvider, type UseFormReturn } from 'react-hook-form'
import { FormShell } from '../Field'
import { FormContractContext, type FormContract } from './field-control'
import { FormAlerts, type FormNotice } from './FormAlerts'

export interface PageFormProps {
  /** The form of the fields inside (from useSchemaForm): provided to them with its contract. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a form of any values
  form: UseFormReturn<any, any, any>
  /** The form's write schema and namespace: the fields read their labels and limits from it. */
  contract: FormContract
  onSubmit: (e: FormEvent<HTMLFormElement>) => void
  submitting?: boolean
  /** A refusal that belongs to no field: an alert above the fields. */
  serverError?: string | null
  /** A warning above the fields with one action (e.g. "changed by someone else meanwhile" and Reload). */
  notice?: FormNotice | null
  /** The form's accessible name. */
  'aria-label'?: string
  /** Default: "Lưu" / "Save". */
  submitText?: string
  /** Shown, not changed (the user may read the record but not save it): every field disabled, no submit button. */
  readOnly?: boolean
  /** The fields, and whatever goes with them before the submit button (a live total). */
  children: ReactNode
}

/**
 * A form on a page, as FormDialog is one in a dialog: `<form noValidate>` (Enter in a field submits), the
 * alerts on top, the fields with their form and contract, and the submit button (spinning while `submitting`).
 *
 *   const { shell } = useSchemaForm({ schema, ns, defaultValues, onSave })
 *   <PageForm {...shell} submitText=…><TextField name="fullname" /></PageForm>
 */
export function PageForm({
  form,
  contract,
  onSubmit,
  submitting = false,
  serverError,
  notice,
  submitText,
  'aria-label': ariaLabel,
  readOnly = false,
  children,
}: PageFormProps) {
  const { t } = useTranslation()
  return (
    <FormShell onSubmit={onSubmit} aria-label={ariaLabel}>
      <FormAlerts serverError={serverError} notice={notice} />
      <FormContractContext value={contract}>
        <FormProvider {...form}>
          {readOnly ? (
            <fieldset disabled className="form-read-only">
              {children}
            </fieldset>
          ) : (
            children
          )}
        </FormProvider>
      </FormContractContext>
      {!readOnly && (
        <Button type="primary" htmlType="submit" loading={submitting} aria-busy={submitting}>
          {submitText ?? t('common.save')}
        </Button>
      )}
    </FormShell>
  )
}

/** A part of a page's form with its heading (an account's roles, a driver's licence, a customer's address). */
export function FormSection({
  title,
  children,
  wide,
}: {
  title: string
  children: ReactNode
  wide?: boolean
}) {
  return (
    <fieldset className="form-section" style={wide ? { flex: '1 1 400px' } : undefined}>
      <legend>{title}</legend>
      {children}
    </fieldset>
  )
}
