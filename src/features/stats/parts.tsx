import { type ReactNode } from 'react'
import { Button, Flex } from 'antd'
import { PrinterOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { TOP_LIMITS } from '../../api/contracts/stats'
import { exportStats, type StatsExport } from '../../api/resources/stats'
import type { StatRange } from '../../api/schemas/stats'
import { useDay } from '../../components/figures'
import { RangeFields as RangeForm } from '../../components/range'
import './stats.css'
import { ExportButton } from '../../components/ExportButton'

export { rangeOf } from '../../components/range'

/**
 * The screen's title with its print button and its export: asked first, then every row of the range (`query`)
 * downloads as .xlsx named by the range.
 */
export function StatsHeader({
  id,
  title,
  exportKind,
  query,
}: {
  id: string
  title: string
  exportKind: StatsExport
  /** the range and the screen's filters */
  query: StatRange
}) {
  const { t } = useTranslation(['stats', 'errors'])
  const filename = `${t(`stats:${exportKind}.exportFile`, { from: query.from, to: query.to })}.xlsx`
  return (
    <Flex align="center" justify="space-between" gap={12} wrap className="stats__bar">
      <h1 id={id} className="screen-title">
        {title}
      </h1>
      <Flex gap={8} className="no-print">
        <ExportButton
          command={exportStats}
          vars={{ kind: exportKind, params: { ...query }, filename }}
          done={t('stats:exported')}
        >
          {t('stats:export')}
        </ExportButton>
        <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
          {t('stats:print')}
        </Button>
      </Flex>
    </Flex>
  )
}

/** The range form with the screen's own filters; none of it prints. */
export function RangeFields({
  range,
  onChange,
  children,
}: {
  range: StatRange
  onChange: (patch: Partial<StatRange>) => void
  children?: ReactNode
}) {
  const { t } = useTranslation('stats')
  return (
    <RangeForm range={range} onChange={onChange} label={t('filters')} className="no-print">
      {children}
    </RangeForm>
  )
}

/** Each figure of the period with the previous period's beside it. */
export function Comparison({
  figures,
  previous,
}: {
  figures: Array<{ key: string; label: string; value: string; previous: string }>
  previous: StatRange
}) {
  const { t } = useTranslation('stats')
  const day = useDay()
  const previousLabel = t('previous', { from: day(previous.from), to: day(previous.to) })
  return (
    <dl className="stats__summary" aria-label={t('summary')}>
      {figures.map((f) => (
        <div key={f.key} data-testid={`figure-${f.key}`}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
          <dd className="stats__previous">
            {previousLabel}: {f.previous}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** Top N (10/20/50). */
export function TopSelect({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation('stats')
  return (
    <label className="stats__field">
      {t('top')}{' '}
      <select className="input" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {TOP_LIMITS.map((n) => (
          <option key={n} value={n}>
            {t('topN', { n })}
          </option>
        ))}
      </select>
    </label>
  )
}
