import { useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import { Alert, Flex } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import {
  CONTRACT_TYPE,
  intervalsOverlap,
  TRIP_FREE_STATUSES,
  tripInterval,
  tripTimes,
  type TripStatus,
} from '../../api/contracts/trips'
import { cars } from '../../api/resources/car'
import { activeDrivers } from '../../api/resources/user'
import { mapDetailsByRole, maps, useDirections } from '../../api/resources/map'
import { trips } from '../../api/resources/trip'
import { CLOCK_TIME } from '../../api/schemas/fields'
import type { CarContract } from '../../api/schemas/car-contracts'
import { tripWriteSchema, type Trip } from '../../api/schemas/trips'
import {
  AsyncSelectField,
  CheckboxField,
  DateField,
  FormDialog,
  MoneyField,
  SelectField,
  TextField,
} from '../../components/form'
import { useResourceDialog } from '../../components/resource/use-resource-dialog'
import { hcmClock, isDay } from '../../lib/hcm-day'
import { directionOptions } from '../../entities/desk/direction-options'

type Values = z.input<typeof tripWriteSchema>

/** What a car-rental contract's trip takes from its contract. */
export type ContractOfTrip = Pick<CarContract, 'id' | 'code' | 'start_at' | 'end_at' | 'address' | 'car_ids'>

/**
 * Create or edit a trip of the roster; loads with its first opening. With `contract`, a new trip of that car-rental
 * contract: chartered, on one of its cars, from its first day and start time, picking up at its address.
 */
export function TripDialog({
  row,
  day,
  contract,
  onClose,
}: {
  row: Trip | undefined
  day: string
  contract?: ContractOfTrip
  onClose: () => void
}) {
  const { t } = useTranslation(['ui', 'trips'])
  const directions = useDirections()
  // the form holds the day's clock times; the API stores instants
  const editable = useMemo(
    () =>
      row && {
        ...row,
        departure_time: hcmClock(row.departure_time),
        return_time: hcmClock(row.return_time),
      },
    [row],
  )
  const { form, dialog } = useResourceDialog({
    resource: trips,
    write: tripWriteSchema,
    row: editable,
    titles: {
      create: contract ? t('trips:roster.createForContract', { 0: contract.code }) : t('trips:roster.create'),
      update: t('trips:roster.update'),
    },
    defaults: {
      plan_date: day,
      departure_time: '',
      return_time: '',
      note: '',
      is_heighway: false,
      is_madagui: false,
      is_contract: false,
      pick_place: '',
      drop_place: '',
      car_contract_id: null,
      ...(contract && {
        plan_date: contract.start_at.slice(0, 10),
        departure_time: contract.start_at.slice(11, 16),
        car_id: contract.car_ids[0],
        is_contract: true,
        contract_type: CONTRACT_TYPE.oneWay,
        pick_place: contract.address ?? '',
        car_contract_id: contract.id,
      }),
    },
    onClose,
  })
  const isContract = useWatch({ control: form.control, name: 'is_contract' })
  // a new trip of a contract: its cars only
  const contractCars = contract?.car_ids
  return (
    <FormDialog {...dialog} width={820}>
      <BusyWarning editing={row} />
      <Flex gap={24} wrap>
        <div style={{ flex: '1 1 340px' }}>
          <SelectField name="map_detail_id" options={directionOptions(directions.data)} />
          <DateField name="plan_date" />
          <Flex gap={12}>
            <div style={{ flex: 1 }}>
              <TextField name="departure_time" placeholder="HH:mm" />
            </div>
            <div style={{ flex: 1 }}>
              <TextField name="return_time" placeholder="HH:mm" help={t('trips:roster.returnHelp')} />
            </div>
          </Flex>
          <AsyncSelectField
            name="car_id"
            query={
              contractCars
                ? { ...cars.all(), select: (rows) => rows.filter((c) => contractCars.includes(c.id)) }
                : cars.all()
            }
            // a stopped car stays only on the trip that has it (the backend refuses it on others)
            toOption={(c) => ({
              value: c.id,
              label: `${c.license_plate} · ${c.name}`,
              disabled: c.status === 0 && c.id !== row?.car_id,
            })}
          />
          <AsyncSelectField
            name="user_id"
            query={activeDrivers()}
            toOption={(d) => ({ value: d.id, label: d.fullname })}
          />
          <TextField name="note" multiline />
        </div>
        <div style={{ flex: '1 1 300px' }}>
          <CheckboxField name="is_heighway" />
          <CheckboxField name="is_madagui" />
          <CheckboxField name="is_contract" disabled={!!contract || !!row?.car_contract_id} />
          {isContract && (
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend className="sr-only">{t('trips:roster.contractSection')}</legend>
              <SelectField
                name="contract_type"
                options={Object.values(CONTRACT_TYPE).map((v) => ({
                  value: v,
                  label: (t('trips:contractType', { returnObjects: true }) as Record<string, string>)[v],
                }))}
              />
              <MoneyField name="contract_price" />
              <TextField name="pick_place" />
              <TextField name="drop_place" />
            </fieldset>
          )}
        </div>
      </Flex>
    </FormDialog>
  )
}

/**
 * Before saving: the chosen driver or car already on another trip of the day at an overlapping time, named as
 * the backend names it. Only a warning: the backend decides (another clerk may save first).
 */
function BusyWarning({ editing }: { editing: Trip | undefined }) {
  const { t } = useTranslation(['ui', 'trips'])
  const [planDate, departure, back, carId, userId, directionId] = useWatch<Values>({
    name: ['plan_date', 'departure_time', 'return_time', 'car_id', 'user_id', 'map_detail_id'],
  }) as [string, string, string | null, number | null, number | null, number | null]
  const ready = isDay(planDate) && CLOCK_TIME.test(departure ?? '')
  const dayTrips = useQuery({
    ...trips.list({ page: 1, itemsPerPage: 1000, plan_date: planDate }),
    enabled: ready && (!!carId || !!userId),
  })
  const details = useQuery(mapDetailsByRole())
  const routes = maps.useAll()
  const busy = useMemo(() => {
    if (!ready || !dayTrips.data) return []
    const duration = (mapId: number | undefined) => routes.data?.find((m) => m.id === mapId)?.duration ?? 0
    const mapOf = (id: number | null) =>
      details.data?.find((d) => d.forward.id === id || d.reverse.id === id)?.map_id
    const mine = tripInterval(
      tripTimes(planDate, departure, back && CLOCK_TIME.test(back) ? back : null),
      duration(mapOf(directionId)),
    )
    const clash = (who: (o: Trip) => boolean) =>
      dayTrips.data.data.find(
        (o) =>
          o.id !== editing?.id &&
          !TRIP_FREE_STATUSES.includes(o.status as TripStatus) &&
          who(o) &&
          intervalsOverlap(mine, tripInterval(o, duration(o.map_id))),
      )
    const date = (d: string) => d.split('-').reverse().join('/')
    const driverTrip = userId ? clash((o) => o.user_id === userId) : undefined
    const carTrip = carId ? clash((o) => o.car_id === carId) : undefined
    return [
      driverTrip && t('trips:validation.driverBusy', { 0: driverTrip.name, 1: date(driverTrip.plan_date) }),
      carTrip && t('trips:validation.carBusy', { 0: carTrip.name, 1: date(carTrip.plan_date) }),
    ].filter((m): m is string => !!m)
  }, [
    ready,
    dayTrips.data,
    routes.data,
    details.data,
    planDate,
    departure,
    back,
    directionId,
    userId,
    carId,
    editing,
    t,
  ])
  if (!busy.length) return null
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('trips:roster.busyWarning')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {busy.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      }
    />
  )
}
