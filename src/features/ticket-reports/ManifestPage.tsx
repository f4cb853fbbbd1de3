import { lazy } from 'react'
import { Button, Empty, Flex } from 'antd'
import { PrinterOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { TRIP_STATUS } from '../../api/contracts/trips'
import { exportManifest, tripManifest } from '../../api/resources/ticket-reports'
import type { TripManifest } from '../../api/schemas/ticket-reports'
import { TICKET_WRITE_CODE } from '../../entities/booking/TicketActions'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { useSettings } from '../../components/use-settings'
import { formatHcmDateTime, formatMoney, formatPhone } from '../../lib/format'
import { hcmClock } from '../../lib/hcm-day'
import { useCan } from '../../api/resources/auth'
import './reports.css'
import { PartSuspense } from '../../components/PartSuspense'
import { QueryState } from '../../components/QueryState'
import { ExportButton } from '../../components/ExportButton'
import { DayNavigator } from '../../entities/desk/DayNavigator'
import { DayTripPicker } from '../../entities/desk/DayTripPicker'
import { DirectionSelect } from '../../entities/desk/DirectionSelect'
import { deskDate, deskDay, type DeskSearch } from '../../entities/desk/search'
import { useDeskMemory } from '../../entities/desk/use-desk-memory'
import { ReportBreakdownButton } from '../../entities/trip/ReportBreakdownButton'

// loaded with the first manifest shown: the three report screens share one chunk (./pages.ts)
const PassengerTable = lazy(() =>
  import('../../entities/booking/PassengerTable').then((m) => ({ default: m.PassengerTable })),
)

export type ManifestSearch = DeskSearch

/** Danh sách khách theo xe (/list-ticket-by-car): a day, a direction, a trip; its passengers, totals, print, export. */
export function ManifestPage({
  search,
  setSearch,
}: {
  search: ManifestSearch
  setSearch: SearchPatch<ManifestSearch>
}) {
  const { t } = useTranslation(['ui', 'ticketReports', 'trips', 'menu'])
  const day = deskDay(search)
  const direction = search.map_detail_id
  useDeskMemory(search, setSearch, {
    trip: {
      chosen: search.trip_id,
      choose: (id) => setSearch({ trip_id: id }, { replace: true }),
    },
  })

  const statusWords = t('trips:status', { returnObjects: true }) as Record<number, string>
  return (
    <section aria-labelledby="manifest-heading" className="reports">
      <h1 id="manifest-heading" className="screen-title">
        {t('menu:listTicketByCar')}
      </h1>
      <Flex
        gap={12}
        wrap
        align="center"
        role="group"
        aria-label={t('ticketReports:manifest.filters')}
        className="reports__filters"
      >
        <DayNavigator
          value={day}
          onChange={(next) => setSearch({ date: deskDate(next), trip_id: undefined })}
        />
        <DirectionSelect
          value={direction}
          onChange={(value) => setSearch({ map_detail_id: value, trip_id: undefined })}
        />
      </Flex>
      {direction !== undefined && (
        <DayTripPicker
          label={t('ticketReports:manifest.trip')}
          day={day}
          direction={direction}
          value={search.trip_id}
          onChange={(id) => setSearch({ trip_id: id })}
          // a finished, cancelled or broken-down trip says so
          // a finished trip's manifest is the usual one; a cancelled or broken-down trip's is said
          closed={(trip) =>
            trip.status === TRIP_STATUS.cancelled || trip.status === TRIP_STATUS.broken
              ? statusWords[trip.status]
              : undefined
          }
        />
      )}
      {search.trip_id !== undefined ? (
        <Manifest key={search.trip_id} tripId={search.trip_id} />
      ) : (
        <Empty
          description={t(
            direction === undefined
              ? 'ticketReports:manifest.chooseDirection'
              : 'ticketReports:manifest.chooseTrip',
          )}
        />
      )}
    </section>
  )
}

/** One trip's manifest: its facts, totals, passengers, and its print and export. */
function Manifest({ tripId }: { tripId: number }) {
  const { t } = useTranslation(['ui', 'errors', 'ticketReports'])
  const query = useQuery(tripManifest(tripId))
  return (
    <QueryState query={query} error={t('ticketReports:loadError')}>
      {(manifest) => <TripManifestView tripId={tripId} manifest={manifest} />}
    </QueryState>
  )
}

function TripManifestView({ tripId, manifest }: { tripId: number; manifest: TripManifest }) {
  const { t } = useTranslation(['ui', 'errors', 'ticketReports'])
  const canAct = useCan()(TICKET_WRITE_CODE)
  const filename = t('ticketReports:manifest.exportFile', {
    trip: `${manifest.trip.plan_date}-${hcmClock(manifest.trip.departure_time).replace(':', 'h')}`,
  })
  return (
    <>
      <Flex gap={8} wrap justify="end" className="reports__actions">
        <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
          {t('ticketReports:manifest.print')}
        </Button>
        <ExportButton
          command={exportManifest}
          vars={{ tripId, filename }}
          done={t('ticketReports:manifest.exported')}
        >
          {t('ticketReports:export')}
        </ExportButton>
        <ReportBreakdownButton trip={manifest.trip} />
      </Flex>
      <TripFacts manifest={manifest} />
      <Totals manifest={manifest} />
      <PartSuspense>
        {manifest.tickets.length === 0 ? (
          <Empty description={t('ticketReports:manifest.empty')} />
        ) : (
          <PassengerTable
            tickets={manifest.tickets}
            caption={t('ticketReports:manifest.list')}
            actionsFor={canAct ? { tripStatus: manifest.trip.status } : undefined}
          />
        )}
        <ManifestPrint manifest={manifest} />
      </PartSuspense>
    </>
  )
}

/** Operator, trip, car, driver and departure. */
function TripFacts({ manifest }: { manifest: TripManifest }) {
  const { t } = useTranslation(['ui', 'ticketReports'])
  const operator = useSettings().company_name
  const { trip, car, driver } = manifest
  return (
    <dl className="reports__facts" aria-label={t('ticketReports:manifest.facts')}>
      <dt>{t('ticketReports:manifest.operator')}</dt>
      <dd>{operator}</dd>
      <dt>{t('ticketReports:manifest.trip')}</dt>
      <dd>{trip.name}</dd>
      <dt>{t('ticketReports:manifest.car')}</dt>
      <dd>{car ? `${car.license_plate} (${car.name})` : t('ticketReports:manifest.noCar')}</dd>
      <dt>{t('ticketReports:manifest.driver')}</dt>
      <dd>
        {driver
          ? [driver.fullname, driver.phone && formatPhone(driver.phone)].filter(Boolean).join(', ')
          : t('ticketReports:manifest.noDriver')}
      </dd>
      <dt>{t('ticketReports:manifest.departure')}</dt>
      <dd>
        <time dateTime={trip.departure_time}>
          {formatHcmDateTime(trip.departure_time, 'HH:mm DD/MM/YYYY')}
        </time>
      </dd>
    </dl>
  )
}

function Totals({ manifest }: { manifest: TripManifest }) {
  const { t } = useTranslation(['ui', 'ticketReports'])
  const { passengers, paid, unpaid } = manifest.totals
  return (
    <dl className="reports__totals" aria-label={t('ticketReports:manifest.totals')}>
      <div>
        <dt>{t('ticketReports:manifest.passengers')}</dt>
        <dd>{passengers}</dd>
      </div>
      <div>
        <dt>{t('ticketReports:manifest.paidSum')}</dt>
        <dd>{formatMoney(paid)}</dd>
      </div>
      <div>
        <dt>{t('ticketReports:manifest.unpaidSum')}</dt>
        <dd>{formatMoney(unpaid)}</dd>
      </div>
    </dl>
  )
}

/** What "In thông tin chuyến" prints on A4 (components/print): only this, never the side menu or the header. */
function ManifestPrint({ manifest }: { manifest: TripManifest }) {
  const { t } = useTranslation(['ui', 'ticketReports'])
  return (
    <section
      className="manifest-print"
      aria-label={t('ticketReports:manifest.print')}
      data-print="a4"
      data-print-only
    >
      <h2>{t('ticketReports:manifest.printTitle', { trip: manifest.trip.name })}</h2>
      <TripFacts manifest={manifest} />
      <Totals manifest={manifest} />
      <PassengerTable
        tickets={manifest.tickets}
        caption={t('ticketReports:manifest.printTitle', { trip: manifest.trip.name })}
      />
    </section>
  )
}
