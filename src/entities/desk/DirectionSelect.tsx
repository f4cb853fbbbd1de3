import type { RefObject } from 'react'
import { Select } from 'antd'
import type { RefSelectProps } from 'antd/es/select'
import { useTranslation } from 'react-i18next'
import { useDirections } from '../../api/resources/map'
import { matchesOption } from '../../lib/fold'
import { labelOnPaper } from '../../components/print/label-on-paper'
import { directionOptions } from './direction-options'

/**
 * The direction a desk or a list is about: the directions the user may use (`useDirections`, in their order),
 * found by typing any part of the name or code, accents and case ignored (`directionOptions`). `all` (a
 * list's filter): a first choice "Chiều: Tất cả"; without it (a desk) nothing is chosen until the clerk does.
 */
export function DirectionSelect({
  value,
  onChange,
  all = false,
  label,
  width = 260,
  selectRef,
  keyshortcuts,
}: {
  value: number | undefined
  onChange: (direction: number | undefined) => void
  all?: boolean
  /** the control's name (Chiều) */
  label?: string
  width?: number
  /** the select, for a screen's shortcut to it */
  selectRef?: RefObject<RefSelectProps | null>
  keyshortcuts?: string
}) {
  const { t } = useTranslation(['desk', 'ui'])
  const directions = useDirections()
  const name = label ?? t('desk:direction')
  const options = directionOptions(directions.data)
  return (
    <Select<number | ''>
      ref={selectRef}
      aria-label={name}
      aria-keyshortcuts={keyshortcuts}
      style={{ width }}
      loading={directions.isPending}
      showSearch={{ filterOption: matchesOption }}
      value={all ? (value ?? '') : value}
      placeholder={all ? undefined : t('desk:chooseDirection')}
      options={all ? [{ value: '' as const, label: `${name}: ${t('ui:common.all')}` }, ...options] : options}
      onChange={(next) => onChange(next === '' ? undefined : next)}
      labelRender={labelOnPaper(name)}
    />
  )
}
