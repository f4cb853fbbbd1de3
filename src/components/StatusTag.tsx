import { Select, Tag } from 'antd'
import { useTranslation } from 'react-i18next'

/** Active 1 / locked 0 (SPEC §4), shown with words, not colour alone. */
export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation()
  return status === 1 ? (
    <Tag color="green">{t('form.status.active')}</Tag>
  ) : (
    <Tag>{t('form.status.locked')}</Tag>
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
  const { t } = useTranslation()
  return (
    <Select<number | 'all'>
      aria-label={t('fleet.statusFilter')}
      value={value ?? 'all'}
      onChange={(v) => onChange(v === 'all' ? undefined : v)}
      style={{ width: 160 }}
      options={[
        { value: 'all', label: `${t('fleet.statusFilter')}: ${t('common.all')}` },
        { value: 1, label: t('form.status.active') },
        { value: 0, label: t('form.status.locked') },
      ]}
    />
  )
}

/** A colour chip with its hex code (the code is the text a screen reader reads). */
export function ColorSwatch({ color }: { color: string | null | undefined }) {
  if (!color) return null
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span
        aria-hidden
        style={{
          width: 16,
          height: 16,
          borderRadius: 4,
          background: color,
          border: '1px solid rgba(0,0,0,.2)',
        }}
      />
      <span>{color}</span>
    </span>
  )
}
