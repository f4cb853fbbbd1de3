import { useMemo, useState } from 'react'
import { Flex } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { monthlyTripsQuery, vehicleRevenueQuery } from '../../api/resources/stats'
import { Chart } from '../../components/charts'
import { formatMoney, groupThousands } from '../../lib/format'
import { hcmToday, shiftDay } from '../../lib/hcm-day'
import { useCan } from '../../api/resources/auth'
import './dashboard-charts.css'
import { QueryState } from '../../components/QueryState'

const YEARS_BACK = 4

/** The first and last day of a month, 'YYYY-MM-DD'. */
function monthRange(year: number, month: number) {
  const first = `${year}-${String(month).padStart(2, '0')}-01`
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
  return { from: first, to: shiftDay(next, -1) }
}

/**
 * The dashboard's charts (SPEC §7): trips per month of a year, revenue by car of a month. Loaded lazily after
 * today's figures, with chart.js in its own chunk; a bar opens the trips behind it on /statistical-trip.
 */
export default function DashboardCharts() {
  const { t } = useTranslation(['stats', 'ui'])
  const today = hcmToday()
  const [year, setYear] = useState(Number(today.slice(0, 4)))
  const [month, setMonth] = useState(Number(today.slice(5, 7)))
  const [carYear, setCarYear] = useState(Number(today.slice(0, 4)))
  const canOpen = useCan()('trip.statistical')
  const navigate = useNavigate()
  const monthly = useQuery(monthlyTripsQuery(year))
  const vehicle = useQuery({ ...vehicleRevenueQuery(carYear, month), enabled: canOpen })
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, i) => Number(today.slice(0, 4)) - i)

  const monthItems = useMemo(
    () =>
      (monthly.data?.months ?? []).map((m) => ({
        key: m.month,
        label: t('dashboard.monthName', { month: m.month }),
        value: m.trips,
      })),
    [monthly.data, t],
  )
  const carItems = useMemo(
    () =>
      (vehicle.data?.cars ?? []).map((c) => ({
        key: c.car_id,
        label: c.license_plate || c.name,
        value: c.revenue,
      })),
    [vehicle.data],
  )
  const openMonth = (y: number, m: number, car_id?: number) =>
    void navigate({ to: '/statistical-trip', search: { ...monthRange(y, m), car_id } })

  const yearSelect = (value: number, onChange: (v: number) => void) => (
    <label className="dashboard-charts__field">
      {t('dashboard.year')}{' '}
      <select className="input" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </label>
  )

  return (
    <div className="dashboard-charts">
      <section aria-label={t('dashboard.monthly')}>
        <Flex gap={12} align="center" wrap style={{ margin: '16px 0 8px' }}>
          {yearSelect(year, setYear)}
        </Flex>
        <QueryState query={monthly} error={t('loadError')}>
          {() => (
            <Chart
              kind="bar"
              title={`${t('dashboard.monthly')} ${year}`}
              items={monthItems}
              labelHeader={t('col.month')}
              valueHeader={t('col.trips')}
              format={groupThousands}
              onSelect={canOpen ? (item) => openMonth(year, Number(item.key)) : undefined}
              selectLabel={(item) => t('open', { what: item.label })}
            />
          )}
        </QueryState>
      </section>
      {canOpen && (
        <section aria-label={t('dashboard.vehicle')}>
          <Flex gap={12} align="center" wrap style={{ margin: '16px 0 8px' }}>
            {yearSelect(carYear, setCarYear)}
            <label className="dashboard-charts__field">
              {t('dashboard.month')}{' '}
              <select className="input" value={month} onChange={(e) => setMonth(Number(e.target.value))}>
                {Array.from({ length: 12 }, (_, i) => i + 1).map((m) => (
                  <option key={m} value={m}>
                    {t('dashboard.monthName', { month: m })}
                  </option>
                ))}
              </select>
            </label>
          </Flex>
          <QueryState query={vehicle} error={t('loadError')}>
            {() => (
              <Chart
                kind="bar"
                title={`${t('dashboard.vehicle')} ${month}/${carYear}`}
                items={carItems}
                labelHeader={t('col.car')}
                valueHeader={t('col.revenue')}
                format={formatMoney}
                onSelect={(item) => openMonth(carYear, month, Number(item.key))}
                selectLabel={(item) => t('open', { what: item.label })}
              />
            )}
          </QueryState>
        </section>
      )}
    </div>
  )
}
