import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { provinces } from '../../api/resources/address'
import { FilterSelect } from '../../components/ListFilters'

/** The customers' filter by province (the 63 before the 2025 reform, as the addresses are kept). */
export function ProvinceFilter({
  value,
  onChange,
}: {
  value: number | undefined
  onChange: (province: number | undefined) => void
}) {
  const { t } = useTranslation(['customers'])
  const { data } = useQuery(provinces())
  return (
    <FilterSelect<number>
      label={t('customers:fields.province_id')}
      value={value}
      onChange={onChange}
      options={data?.map((p) => ({ value: p.id, label: p.name }))}
      width={220}
    />
  )
}
