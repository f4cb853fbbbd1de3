import { useCallback, useMemo, useRef, useState, type RefObject } from 'react'
import { Button, Flex } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useCommand } from '../../../api/define-resource'
import { loadBalance, type ScanContext, type ScanReason } from '../../../api/contracts/scan'
import { SHIPPING_STATUS } from '../../../api/contracts/shipping'
import { isApiError } from '../../../api/http'
import { officesAll, useDirections } from '../../../api/resources/map'
import {
  dayTrips,
  findParcel,
  loadOntoTrip,
  shippingOrderList,
  unloadGoods,
  warehouseImport,
} from '../../../api/resources/shipping'
import { officesOfDirection, waitingGoods } from '../../../api/resources/shipping-waiting'
import type { DayTrip, ShippingOrder } from '../../../api/schemas/shipping'
import { useConfirm } from '../../../components/confirm/use-confirm'
import { FilterSelect } from '../../../components/ListFilters'
import type { SearchPatch } from '../../../components/resource/use-search-patch'
import { ScanDesk, type ScanDeskHandle } from '../../../entities/scan/ScanDesk'
import { useScanSession } from '../../../entities/scan/use-scan-session'
import { toast } from '../../../components/toast'
import { deskDay } from '../../../entities/desk/search'
import { ShippingTripFilters } from '../ShippingTripFilters'
import type { ScanDeskMode, ShippingSearch } from '../search'
import { useParcelWords } from '../../../entities/scan/parcel-words'

/** The expected parcels are read in one page of at most this many (the backend's largest page). */
const EXPECTED_PAGE = 1000
/** Codes a missing or extra line names before "and n more". */
const NAMED = 30

interface Office {
  id: number
  name: string
}

/**
 * A scan desk of /shipping (`?mode=receive|load|unload`): the office (and for loading and unloading the trip),
 * then the shared scan field; expected against scanned, then one confirmation applies the mode's action.
 */
export function ShippingScanDesk({
  mode,
  search,
  setSearch,
}: {
  mode: ScanDeskMode
  search: ShippingSearch
  setSearch: SearchPatch<ShippingSearch>
}) {
  const { t } = useTranslation(['scan'])
  const desk = useRef<ScanDeskHandle>(null)
  const refocus = useCallback(() => desk.current?.refocus(), [])
  const pointer = useRef(false)
  const needsTrip = mode !== 'receive'
  const trips = useQuery({ ...dayTrips(deskDay(search), search.map_detail_id), enabled: needsTrip })
  const trip = needsTrip ? trips.data?.find((x) => x.id === search.trip_id) : undefined
  const everyOffice = useQuery({ ...officesAll(), enabled: !needsTrip })
  const routeOffices = useQuery({ ...officesOfDirection(trip?.map_detail_id ?? 0), enabled: !!trip })
  const offices: Office[] = (needsTrip ? routeOffices.data : everyOffice.data) ?? []
  const office = offices.find((o) => o.id === search.office_id)

  let body
  if (needsTrip && !trip) body = <p>{t('scan:desks.chooseTrip')}</p>
  else if (!office) body = <p>{t('scan:desks.chooseOffice')}</p>
  else if (mode === 'load' && trip && !trip.open)
    body = <p>{t('scan:desks.tripClosed', { trip: trip.name })}</p>
  else body = <ModeDesk mode={mode} trip={trip} trips={trips.data} office={office} desk={desk} />

  return (
    <Flex vertical gap={12}>
      {needsTrip && (
        // a click gives the focus back to the scan field; the keyboard stays where the clerk is (the arrow keys
        // move through the trips, the days)
        <div
          onPointerDownCapture={() => (pointer.current = true)}
          onKeyDownCapture={() => (pointer.current = false)}
        >
          <ShippingTripFilters
            search={search}
            setSearch={setSearch}
            trips={trips.data}
            error={trips.isError}
            onRetry={() => void trips.refetch()}
            onPicked={() => pointer.current && refocus()}
          />
        </div>
      )}
      <Flex gap={8} wrap align="center">
        <FilterSelect<number>
          label={t(`scan:${mode}.office`)}
          value={office?.id}
          onChange={(office_id) => {
            setSearch({ office_id })
            refocus()
          }}
          options={offices.map((o) => ({ value: o.id, label: o.name }))}
          width={360}
          labelShown
        />
      </Flex>
      {body}
    </Flex>
  )
}

/** The parcels a mode expects at this office (and trip), already in the browser. */
function useExpected(mode: ScanDeskMode, office: Office, trip: DayTrip | undefined) {
  const waiting = useQuery({
    ...waitingGoods.list({
      map_detail_id: trip?.map_detail_id,
      office_id: office.id,
      itemsPerPage: EXPECTED_PAGE,
    }),
    enabled: mode === 'load',
  })
  const orders = useQuery({
    ...shippingOrderList({
      status: SHIPPING_STATUS.inTransit,
      office_id: office.id,
      trip_id: mode === 'unload' ? trip?.id : undefined,
      itemsPerPage: EXPECTED_PAGE,
    }),
    enabled: mode !== 'load',
  })
  const query = mode === 'load' ? waiting : orders
  const list = useMemo((): ShippingOrder[] => {
    if (mode === 'load')
      return (waiting.data?.data ?? [])
        .filter((p) => p.sending_office_id === office.id && p.status === SHIPPING_STATUS.notYet)
        .map((p) => ({ ...p, trip_id: null }) as ShippingOrder)
    return (orders.data?.data ?? []).filter((p) => p.receiving_office_id === office.id)
  }, [mode, waiting.data, orders.data, office.id])
  const byCode = useMemo(() => new Map(list.map((p) => [p.code, p])), [list])
  return { list, byCode, pending: query.isPending }
}

function ModeDesk({
  mode,
  trip,
  trips,
  office,
  desk,
}: {
  mode: ScanDeskMode
  trip: DayTrip | undefined
  /** the trips the picker offers (the one a load answer names is among them) */
  trips: DayTrip[] | undefined
  office: Office
  desk: RefObject<ScanDeskHandle | null>
}) {
  const { t } = useTranslation(['scan', 'shipping', 'shippingOrders'])
  const queryClient = useQueryClient()
  const refocus = () => desk.current?.refocus()
  const expected = useExpected(mode, office, trip)
  const context = useMemo((): ScanContext => {
    if (mode === 'receive') return { mode, officeId: office.id }
    const tripId = trip?.id ?? 0
    if (mode === 'unload') return { mode, tripId, officeId: office.id }
    return { mode, tripId, directionId: trip?.map_detail_id ?? 0, officeId: office.id }
  }, [mode, trip, office.id])
  // an expected code is found here at once; any other asks the backend's look-up (404: unknown, no toast)
  const session = useScanSession<ShippingOrder>(
    `shipping-${mode}`,
    context,
    (code) => expected.byCode.get(code) ?? findParcel(queryClient, code),
  )
  const scanned = session.expected
  const missing = useMemo(
    () => loadBalance(expected.list, session.found).missing,
    [expected.list, session.found],
  )
  const extra = useMemo(() => loadBalance(scanned, session.found).extra, [scanned, session.found])
  const words = useParcelWords()
  const directions = useDirections()
  const everyOffice = useQuery(officesAll())
  /** A parcel found but not expected: where it belongs, named (its direction, its office, its trip). */
  const whereItBelongs = (parcel: ShippingOrder, reason: ScanReason): string | undefined => {
    const said = (key: 'wrongDirection' | 'wrongTrip' | 'toOffice' | 'fromOffice', place?: string) =>
      place ? t(`scan:belongs.${key}`, { place }) : undefined
    const officeName = (id: number) => everyOffice.data?.find((o) => o.id === id)?.name
    if (reason === 'wrongDirection') return said(reason, directions.names.get(parcel.map_detail_id))
    if (reason === 'wrongTrip') return said(reason, trips?.find((x) => x.id === parcel.trip_id)?.name)
    if (reason !== 'wrongOffice') return undefined
    return mode === 'load'
      ? said('fromOffice', officeName(parcel.sending_office_id))
      : said('toOffice', officeName(parcel.receiving_office_id))
  }

  // one key per load of one batch (the trip and the parcels): kept after a network failure, so a retry of that
  // batch cannot load twice; a batch changed since (another trip, a parcel more or less) is another confirmation
  const load = useCommand(loadOntoTrip)
  const unload = useMutation(unloadGoods())
  const stock = useMutation(warehouseImport())
  const [confirm, confirmHolder] = useConfirm()
  const [refused, setRefused] = useState<string | null>(null)

  const apply = async () => {
    const parcels = scanned
    const asked = { count: parcels.length, trip: trip?.name ?? '', office: office.name }
    const ok = await confirm({
      title: t(`scan:${mode}.confirmTitle`, asked),
      okText: t(`scan:${mode}.confirm`, asked),
      afterClose: refocus,
    })
    if (!ok) return
    try {
      // what the backend did: the parcels it moved (only their lines leave the list) and, for a load, the trip
      let moved: ShippingOrder[]
      let tripName = asked.trip
      if (mode === 'load') {
        const tripId = trip?.id ?? 0
        const codes = parcels.map((p) => p.code).sort()
        const done = await load.confirm({ trip_id: tripId, codes })
        if (!done) return
        moved = done.orders
        tripName = trips?.find((x) => x.id === done.trip_id)?.name ?? tripName
      } else {
        // the version the list holds now (a live refresh may have brought a newer one)
        const now = new Map(expected.list.map((p) => [p.code, p.version]))
        const done = await (mode === 'unload' ? unload : stock).mutateAsync({
          ids: parcels.map((p) => p.id),
          versions: parcels.map((p) => now.get(p.code) ?? p.version),
        })
        if (!done) return
        moved = done
      }
      setRefused(null)
      session.drop(moved.map((p) => p.code))
      toast.success(t(`scan:${mode}.done`, { ...asked, trip: tripName, count: moved.length }))
    } catch (error) {
      // refused: the scan list stays as it was, its parcel's line says why
      const message = isApiError(error) ? error.message : String(error)
      setRefused(message)
      const named = parcels.find((p) => message.includes(p.code))
      if (named) session.refuse(named.code, message)
    } finally {
      refocus()
    }
  }

  const codes = (parcels: ShippingOrder[]) =>
    parcels.length > NAMED
      ? `${parcels
          .slice(0, NAMED)
          .map((p) => p.code)
          .join(', ')} ${t('scan:desks.more', { count: parcels.length - NAMED })}`
      : parcels.map((p) => p.code).join(', ')

  return (
    <ScanDesk<ShippingOrder>
      ref={desk}
      session={session}
      statusWord={words.statusWord}
      describe={words.describe}
      whereItBelongs={whereItBelongs}
      modeName={t(`shippingOrders:page.modes.${mode}`)}
    >
      {confirmHolder}
      <div className="scan-desk__balance">
        {expected.pending ? (
          <span role="status">{t('scan:desks.loading')}</span>
        ) : (
          <ul aria-label={t('scan:desks.balance')}>
            <li>
              {t(`scan:${mode}.expected`)}: <strong>{scanned.length + missing.length}</strong>
            </li>
            <li>
              {t(`scan:${mode}.scanned`)}: <strong>{scanned.length}</strong>
            </li>
            <li>
              {t(`scan:${mode}.missing`)}: <strong>{missing.length}</strong>
            </li>
            <li>
              {t(`scan:${mode}.extra`)}: <strong>{extra.length}</strong>
            </li>
          </ul>
        )}
        {missing.length > 0 && (
          <p>
            {t('scan:desks.missingList')}: {codes(missing)}
          </p>
        )}
        {extra.length > 0 && (
          <p>
            {t('scan:desks.extraList')}: {codes(extra)}
          </p>
        )}
      </div>
      {refused && (
        <div role="alert" className="scan-desk__refused" data-class="unknown">
          {refused}
        </div>
      )}
      <Flex gap={8}>
        <Button
          type="primary"
          disabled={scanned.length === 0}
          loading={load.isPending || unload.isPending || stock.isPending}
          onClick={() => void apply()}
        >
          {t(`scan:${mode}.confirm`, { count: scanned.length })}
        </Button>
      </Flex>
    </ScanDesk>
  )
}
