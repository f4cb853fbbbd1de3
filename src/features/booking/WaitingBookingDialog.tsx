import { useEffect } from 'react'
import { Flex } from 'antd'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import {
  BOOKING_FORM,
  PICK_TYPE,
  TICKET_SOURCE,
  TICKET_SOURCES,
  WISHED_SEAT_TYPES,
} from '../../api/contracts/booking'
import { directionPlaces } from '../../api/contracts/maps'
import { waitingBookings } from '../../api/resources/booking-waiting'
import { useDirections } from '../../api/resources/map'
import { waitingBookingWriteSchema, type WaitingBooking } from '../../api/schemas/booking'
import { PassengerFields } from '../../entities/booking/PassengerFields'
import {
  CheckboxField,
  DateField,
  FormDialog,
  NumberField,
  SelectField,
  TextField,
  TimeField,
} from '../../components/form'
import { useResourceDialog } from '../../components/resource/use-resource-dialog'
import { hcmToday } from '../../lib/hcm-day'
import { directionOptions } from '../../entities/desk/direction-options'

type Values = z.input<typeof waitingBookingWriteSchema>
type Words = Record<string | number, string>
type WordsKey = 'form' | 'pickType' | 'source' | 'seatType' | 'paid' | 'waitingStatus'

/** Create or edit a waiting booking: the trip wished for, then the passenger (phone first); loads with its first opening. */
export function WaitingBookingDialog({
  row,
  onClose,
}: {
  row: WaitingBooking | undefined
  onClose: () => void
}) {
  const { t } = useTranslation(['ui', 'booking'])
  const directions = useDirections()
  const words = (key: WordsKey) => t(`booking:${key}`, { returnObjects: true }) as unknown as Words
  const { dialog } = useResourceDialog({
    resource: waitingBookings,
    write: waitingBookingWriteSchema,
    row,
    titles: { create: t('booking:list.create'), update: t('booking:list.update') },
    defaults: {
      departure_date: hcmToday(),
      return_date: '',
      preferred_time: '',
      number_ticket: 1,
      form: BOOKING_FORM.oneWay,
      seat_type: 5,
      source: TICKET_SOURCE.admin,
      is_madagui: false,
      is_outside: false,
      customer_name: '',
      phone: '',
      pick_type: PICK_TYPE.self,
      pick_address: '',
      pick_fee: 0,
      drop_type: PICK_TYPE.self,
      drop_address: '',
      drop_fee: 0,
      surcharge: 0,
      note: '',
      is_paid: false,
    },
    onClose,
  })
  const formWords = words('form')
  const seatWords = words('seatType')
  const sourceWords = words('source')
  return (
    <FormDialog {...dialog} width={900}>
      <TripWish />
      <Flex gap={24} wrap>
        <div style={{ flex: '1 1 360px' }}>
          <PassengerFields autoFocus />
        </div>
        <div style={{ flex: '1 1 340px' }}>
          <SelectField name="map_detail_id" options={directionOptions(directions.data)} />
          <Flex gap={12} wrap>
            <div style={{ flex: '1 1 150px' }}>
              <TextField name="departure_point" />
            </div>
            <div style={{ flex: '1 1 150px' }}>
              <TextField name="destination_point" />
            </div>
          </Flex>
          <SelectField
            name="form"
            options={[BOOKING_FORM.oneWay, BOOKING_FORM.roundTrip].map((f) => ({
              value: f,
              label: formWords[f],
            }))}
          />
          <Flex gap={12} wrap>
            <div style={{ flex: '1 1 150px' }}>
              <DateField name="departure_date" />
            </div>
            <ReturnDate />
          </Flex>
          <Flex gap={12} wrap>
            <div style={{ flex: '1 1 120px' }}>
              <TimeField name="preferred_time" />
            </div>
            <div style={{ flex: '1 1 120px' }}>
              <NumberField name="number_ticket" />
            </div>
          </Flex>
          <SelectField
            name="seat_type"
            options={WISHED_SEAT_TYPES.map((s) => ({ value: s, label: seatWords[s] }))}
          />
          <SelectField
            name="source"
            options={TICKET_SOURCES.map((s) => ({ value: s, label: sourceWords[s] }))}
          />
          <CheckboxField name="is_madagui" />
          <CheckboxField name="is_outside" />
        </div>
      </Flex>
    </FormDialog>
  )
}

/** The return day, for a round trip only (a one-way booking keeps none). */
function ReturnDate() {
  const { control, setValue } = useFormContext<Values>()
  const form = useWatch({ control, name: 'form' })
  const roundTrip = form === BOOKING_FORM.roundTrip
  useEffect(() => {
    if (!roundTrip) setValue('return_date', '')
  }, [roundTrip, setValue])
  if (!roundTrip) return null
  return (
    <div style={{ flex: '1 1 150px' }}>
      <DateField name="return_date" />
    </div>
  )
}

/** Choosing a direction brings its two place names as departure and destination, unless the clerk typed them. */
function TripWish() {
  const { control, getFieldState, setValue } = useFormContext<Values>()
  const directions = useDirections()
  const directionId = useWatch({ control, name: 'map_detail_id' })
  useEffect(() => {
    const direction = directions.data?.find((d) => d.id === directionId)
    if (!direction || !getFieldState('map_detail_id').isDirty) return
    const [from, to] = directionPlaces(direction.name)
    if (!getFieldState('departure_point').isDirty) setValue('departure_point', from)
    if (!getFieldState('destination_point').isDirty) setValue('destination_point', to)
  }, [directionId, directions.data, getFieldState, setValue])
  return null
}
