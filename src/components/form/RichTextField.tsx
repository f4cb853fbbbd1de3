import { lazy, useState, type ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { Field } from '../Field'
import { PartSuspense } from '../PartSuspense'
import { loadNamespaces } from '../../i18n'
import { useFieldControl, type BaseFieldProps } from './field-control'

/** The editor and its words load when the field first shows (about 145 KB gzip: see its module). */
const RichTextEditor = lazy(() =>
  Promise.all([import('../rich-text/RichTextEditor'), loadNamespaces('richText')]).then(([m]) => m),
)

export interface RichTextFieldProps<T extends FieldValues = FieldValues> extends BaseFieldProps<T> {
  /** Texts offered for insertion at the cursor (a template's placeholders). */
  inserts?: Array<{ text: string; label: string }>
}

/**
 * Rich text (value: HTML, '' when empty) in the rich-text editor, with the field's label, message and hint. What a
 * paste or the loaded text held that the editor refuses or cannot hold is said under it (never dropped silently).
 */
export function RichTextField<T extends FieldValues = FieldValues>(props: RichTextFieldProps<T>) {
  const { field, ref, id, row, label, error } = useFieldControl(props)
  const [notice, setNotice] = useState<ReactNode | null>(null)
  const noticeId = `${id}-notice`
  const describedBy = [error && `${id}-error`, notice && noticeId].filter(Boolean).join(' ') || undefined
  return (
    <Field {...row}>
      <PartSuspense>
        <RichTextEditor
          id={id}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          focusRef={ref}
          label={label}
          describedBy={describedBy}
          invalid={!!error}
          disabled={props.disabled || field.disabled}
          inserts={props.inserts}
          onNotice={setNotice}
        />
      </PartSuspense>
      <div id={noticeId} role="status" className="field-extra">
        {notice}
      </div>
    </Field>
  )
}
