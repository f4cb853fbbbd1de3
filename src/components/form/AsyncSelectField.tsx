import { useMemo } from 'react'
import { Button, Select, Spin } from 'antd'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { FieldValues } from 'react-hook-form'
import { Field } from '../Field'
import { matchesOption } from '../../lib/fold'
import { useFieldControl, type BaseFieldProps, type Option } from './field-control'

export interface AsyncSelectFieldProps<
  R,
  T extends FieldValues = FieldValues,
  K extends QueryKey = QueryKey,
> extends BaseFieldProps<T> {
  /** Where the options come from, e.g. `brands.all()`. */
  query: UseQueryOptions<R[], Error, R[], K>
  toOption: (row: R) => Option
  allowClear?: boolean
  /** After the user chose or cleared a value (already in the form): what depends on it follows (AddressFields). */
  onChange?: (value: string | number | null) => void
}

/**
 * One choice among rows loaded with useQuery (value: string | number | null). Searchable, accents ignored
 * ("da lat" finds "Đà Lạt"); a spinner while loading; when the call fails, a message and a retry button
 * beside the field.
 */
export function AsyncSelectField<R, T extends FieldValues = FieldValues, K extends QueryKey = QueryKey>(
  props: AsyncSelectFieldProps<R, T, K>,
) {
  const { query, toOption, allowClear, disabled, help, onChange } = props
  const { t } = useTranslation(['ui', 'form'])
  const { field, ref, aria, row, label } = useFieldControl(props)
  const { data, isPending, isFetching, isError, refetch } = useQuery(query)
  const options = useMemo(() => (data ?? []).map(toOption), [data, toOption])
  const loading = isPending && isFetching
  const loadErrorId = `${row.id}-load-error`
  const describedBy = [aria['aria-describedby'], isError ? loadErrorId : undefined].filter(Boolean).join(' ')

  return (
    <Field
      {...row}
      extra={
        isError ? (
          <>
            <span id={loadErrorId} role="alert" className="field-error">
              {t('form:options.loadError', { label })}
            </span>{' '}
            <Button size="small" type="link" onClick={() => void refetch()} loading={isFetching}>
              {t('common.retry')}
            </Button>
            {help && <div>{help}</div>}
          </>
        ) : (
          help
        )
      }
    >
      <Select<string | number, Option>
        {...aria}
        aria-describedby={describedBy || undefined}
        aria-busy={loading || undefined}
        status={aria.status ?? (isError ? 'error' : undefined)}
        ref={ref}
        value={field.value ?? undefined}
        onChange={(value) => {
          field.onChange(value ?? null)
          onChange?.(value ?? null)
        }}
        onBlur={field.onBlur}
        disabled={disabled || field.disabled}
        options={options}
        allowClear={allowClear}
        loading={loading}
        notFoundContent={
          loading ? (
            <span role="status">
              <Spin size="small" /> {t('form:options.loading')}
            </span>
          ) : isError ? (
            t('form:options.loadErrorShort')
          ) : undefined
        }
        showSearch={{ filterOption: matchesOption }}
        style={{ width: '100%' }}
      />
    </Field>
  )
}
