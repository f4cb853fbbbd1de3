import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { districts, provinces, wards } from '../../api/resources/address'
import type { AddressUnit } from '../../api/schemas/address'
import { AsyncSelectField } from './AsyncSelectField'
import type { Option } from './field-control'

/** The values AddressFields binds: GSO codes, null when not chosen. */
export interface AddressValues {
  province_id?: number | null
  district_id?: number | null
  ward_id?: number | null
}

export interface AddressFieldsProps {
  /** All three read-only (the form's own `disabled` works too). */
  disabled?: boolean
}

const toOption = (unit: AddressUnit): Option => ({ value: unit.id, label: unit.name })
const chosen = (id: unknown): id is number => typeof id === 'number'

/**
 * An address's province, district and ward (the form's `province_id`, `district_id`, `ward_id`): three searchable
 * selects, accents ignored ("ho chi minh" finds "Thành phố Hồ Chí Minh"), in one row on a wide form and one under
 * the other on a narrow one. Each waits for the one before it: the districts load once a province is chosen, the
 * wards once a district is; choosing another province clears the district and the ward, another district the
 * ward. Loading and a failed load as every AsyncSelectField; the lists are read once a session.
 */
export function AddressFields({ disabled }: AddressFieldsProps) {
  const { t } = useTranslation(['ui', 'form'])
  const { setValue } = useFormContext<AddressValues>()
  const [provinceId, districtId] = useWatch<AddressValues>({ name: ['province_id', 'district_id'] })
  const clear = (...names: Array<'district_id' | 'ward_id'>) => {
    for (const name of names) setValue(name, null, { shouldDirty: true })
  }

  return (
    <div className="address-fields">
      <AsyncSelectField
        name="province_id"
        label={t('form:address.province')}
        query={provinces()}
        toOption={toOption}
        allowClear
        disabled={disabled}
        onChange={() => clear('district_id', 'ward_id')}
      />
      <AsyncSelectField
        name="district_id"
        label={t('form:address.district')}
        query={{ ...districts(chosen(provinceId) ? provinceId : 0), enabled: chosen(provinceId) }}
        toOption={toOption}
        allowClear
        disabled={disabled || !chosen(provinceId)}
        onChange={() => clear('ward_id')}
      />
      <AsyncSelectField
        name="ward_id"
        label={t('form:address.ward')}
        query={{ ...wards(chosen(districtId) ? districtId : 0), enabled: chosen(districtId) }}
        toOption={toOption}
        allowClear
        disabled={disabled || !chosen(districtId)}
      />
    </div>
  )
}
