import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Alert } from 'antd'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { carsForRental } from '../../api/resources/car-contract'
import { CLOCK_TIME } from '../../api/schemas/fields'
import { CheckboxGroupField } from '../../components/form/CheckboxGroupField'
import { isDay } from '../../lib/hcm-day'

/** The rental's span as the API takes it, once its days and times are typed in full (+07:00). */
function spanOf(values: Array<string | null | undefined>) {
  const [startDay, startTime, endDay, endTime] = values
  if (
    !isDay(startDay) ||
    !isDay(endDay) ||
    !CLOCK_TIME.test(startTime ?? '') ||
    !CLOCK_TIME.test(endTime ?? '')
  )
    return null
  return { start_at: `${startDay}T${startTime}:00+07:00`, end_at: `${endDay}T${endTime}:00+07:00` }
}

/**
 * The contract's cars: every active car, a tick each. Once the rental's days and times are typed, a car busy
 * with a trip or another contract then says so, and a busy car ticked is warned of with what keeps it busy,
 * before the save (which the backend refuses, naming it).
 */
export function ContractCarsField({ contractId }: { contractId?: number }) {
  const { t } = useTranslation('contracts')
  const { control } = useFormContext()
  const times = useWatch({ control, name: ['start_date', 'start_time', 'end_date', 'end_time'] }) as string[]
  const chosen = (useWatch({ control, name: 'car_ids' }) ?? []) as number[]
  const span = spanOf(times)
  const cars = useQuery({
    ...carsForRental(span && { ...span, ...(contractId ? { contract_id: contractId } : {}) }),
    placeholderData: keepPreviousData,
  })
  const rows = cars.data ?? []
  const busyChosen = rows.filter((car) => car.busy && chosen.includes(car.id))
  return (
    <>
      <CheckboxGroupField
        name="car_ids"
        help={rows.length || cars.isPending ? t('form.carsHint') : t('form.noCars')}
        options={rows.map((car) => ({
          value: car.id,
          label: [
            car.license_plate,
            car.name,
            car.seats ? t('form.seats', { 0: car.seats }) : null,
            car.busy ? `(${t('form.busy')})` : null,
          ]
            .filter(Boolean)
            .join(' · '),
        }))}
      />
      <div aria-live="polite">
        {busyChosen.length > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={busyChosen.map((car) => (
              <div key={car.id}>{car.busy}</div>
            ))}
          />
        )}
      </div>
    </>
  )
}
