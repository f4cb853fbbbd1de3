import { Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { STATUS_ACTIVE, STATUS_INACTIVE } from '../api/contracts/contract'
import { matchesOption } from '../lib/fold'
import { labelOnPaper } from './print/label-on-paper'

type Value = string | number

/**
 * A list filter: "‹label›: Tất cả" or one option. The label is always shown (a placeholder would be too
 * faint to read) and names the control; on paper it goes before the option chosen too; typing searches without
 * accents.
 */
export function FilterSelect<V extends Value>({
  label,
  value,
  options,
  onChange,
  width = 180,
  labelShown = false,
}: {
  label: string
  value: V | undefined
  options: Array<{ value: V; label: string }> | undefined
  onChange: (value: V | undefined) => void
  width?: number
  /** the label stays before the chosen option on screen too ("Văn phòng gửi: Văn phòng Sài Gòn"), not only on paper */
  labelShown?: boolean
}) {
  const { t } = useTranslation(['ui', 'form'])
  return (
    <Select<V | ''>
      aria-label={label}
      value={value ?? ''}
      onChange={(v) => onChange(v === '' ? undefined : (v as V))}
      showSearch={{ filterOption: matchesOption }}
      style={{ width }}
      options={[{ value: '' as const, label: `${label}: ${t('common.all')}` }, ...(options ?? [])]}
      labelRender={labelOnPaper(label, { onScreen: labelShown })}
    />
  )
}

/** The list filter on status: all, active or locked. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: number | undefined
  onChange: (status: number | undefined) => void
}) {
  const { t } = useTranslation(['ui', 'form'])
  return (
    <FilterSelect<number>
      label={t('common.status')}
      value={value}
      onChange={onChange}
      width={200}
      options={[
        { value: STATUS_ACTIVE, label: t('form:status.active') },
        { value: STATUS_INACTIVE, label: t('form:status.inactive') },
      ]}
    />
  )
}
