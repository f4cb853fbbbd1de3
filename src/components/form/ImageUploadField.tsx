import { useRef, useState, type ChangeEvent } from 'react'
import { Button, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import type { FieldValues } from 'react-hook-form'
import { Field } from '../Field'
import { fileUrl } from '../../api/http-signed-in'
import { files } from '../../api/resources/file'
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_MB } from '../../api/contracts/uploads'
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons'
import { useFieldControl, type BaseFieldProps } from './field-control'

export interface ImageUploadFieldProps<T extends FieldValues = FieldValues> extends BaseFieldProps<T> {
  /** Largest accepted file, in megabytes (default: the backend's limit, 5). */
  maxSizeMb?: number
}

/** Why the last file was not taken: a key of form.image (with the limit for tooLarge). */
type Problem = { key: 'notImage' | 'tooLarge' | 'uploadFailed'; max?: number }

/**
 * An image uploaded at once through files.useUpload (value: the stored file's url | null). Shows a preview,
 * "Choose image" and "Remove image" buttons (both named with the label too); a file that is not an image
 * the backend takes (PNG, JPEG, WebP) or is over `maxSizeMb` is refused with a message beside the field,
 * before any upload.
 */
export function ImageUploadField<T extends FieldValues = FieldValues>(props: ImageUploadFieldProps<T>) {
  const { maxSizeMb = UPLOAD_MAX_MB } = props
  const { t } = useTranslation(['ui', 'form'])
  const { field, ref, id, aria, row, label } = useFieldControl(props)
  const upload = files.useUpload()
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const value = typeof field.value === 'string' && field.value ? field.value : null
  const disabled = props.disabled || field.disabled
  const uploading = upload.isPending

  // Our own refusal (in the language in use) wins over the schema's message while it stands.
  const error = problem ? t(`form:image.${problem.key}`, { max: problem.max }) : row.error
  const errorId = `${id}-error`

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = '' // choosing the same file again fires change again
    if (!file) return
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return setProblem({ key: 'notImage' })
    if (file.size > maxSizeMb * 1024 * 1024) return setProblem({ key: 'tooLarge', max: maxSizeMb })
    setProblem(null)
    try {
      const stored = await upload.mutateAsync(file)
      // null: refused for a reason already toasted (no access, offline); the old image stays.
      if (stored) {
        field.onChange(stored.url)
        field.onBlur()
      }
    } catch {
      setProblem({ key: 'uploadFailed' })
    }
  }

  return (
    <Field {...row} error={error}>
      {/* The label points at the file input (a click on it opens the file dialog); the button is the
          keyboard's way in. */}
      <input
        ref={input}
        id={id}
        type="file"
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        hidden
        disabled={disabled || uploading}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => void onFile(e)}
      />
      <Space align="start" wrap>
        {value && (
          <img
            src={fileUrl(value)}
            alt={label}
            style={{
              width: 96,
              height: 96,
              objectFit: 'cover',
              borderRadius: 6,
              border: '1px solid #d9d9d9',
            }}
          />
        )}
        <Space orientation="vertical" size={4}>
          <Button
            ref={ref}
            icon={<UploadOutlined aria-hidden />}
            loading={uploading}
            disabled={disabled}
            aria-label={`${uploading ? t('form:image.uploading') : t('form:image.choose')} (${label})`}
            aria-invalid={aria['aria-invalid']}
            aria-describedby={error ? errorId : undefined}
            onClick={() => input.current?.click()}
          >
            {uploading ? t('form:image.uploading') : t('form:image.choose')}
          </Button>
          {value && (
            <Button
              icon={<DeleteOutlined aria-hidden />}
              disabled={disabled || uploading}
              aria-label={`${t('form:image.remove')} (${label})`}
              onClick={() => {
                setProblem(null)
                field.onChange(null)
              }}
            >
              {t('form:image.remove')}
            </Button>
          )}
        </Space>
      </Space>
    </Field>
  )
}
