import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TRIP_MONEY_FIELDS, type TripMoneyField } from '../../api/contracts/trips'
import { tripContract } from '../../api/contracts/groups'
import { trips, updateTripMoney } from '../../api/resources/trip'
import { tripMoneyWriteSchema, type Trip, type TripMoneyWrite } from '../../api/schemas/trips'
import { MoneyField, NumberField, PageForm, type FormSchema } from '../../components/form'
import { useCommandForm } from '../../components/resource/use-command-dialog'
import { formValues } from '../../components/resource/use-resource-dialog'
import { TripNet } from './TripNet'

const valuesOf = (trip: Trip) => formValues<TripMoneyWrite>(tripMoneyWriteSchema, trip, {})

/**
 * The trip's money for trip.update holders: every money field and the kilometers, the net figure live as they
 * type. A refused save keeps what was typed; a 409 offers the latest version.
 */
export function TripMoneyForm({ trip }: { trip: Trip }) {
  const { t } = useTranslation(['ui', 'trips'])
  const queryClient = useQueryClient()
  const update = useMutation(updateTripMoney())
  // The version the form was loaded on: a socket refresh of the trip does not make the typed values current.
  const [version, setVersion] = useState(trip.version)
  const { form, shell, notice } = useCommandForm({
    schema: tripMoneyWriteSchema as unknown as FormSchema<TripMoneyWrite>,
    ns: tripContract.ns,
    defaultValues: valuesOf(trip),
    send: (values) => update.mutateAsync({ ...values, id: trip.id, version }),
    success: t('trips:detail.money.saved'),
    onDone: (saved) => {
      form.reset(valuesOf(saved))
      setVersion(saved.version)
    },
    latest: {
      load: () => queryClient.fetchQuery({ ...trips.detail(trip.id), staleTime: 0 }),
      apply: (fresh) => {
        form.reset(valuesOf(fresh))
        setVersion(fresh.version)
      },
    },
  })
  const typed = useWatch({ control: form.control }) as Partial<Record<TripMoneyField, number | null>>
  return (
    <PageForm {...shell} notice={notice} aria-label={t('trips:detail.money.form')}>
      <div className="trip-money__grid">
        {TRIP_MONEY_FIELDS.map((field) => (
          <MoneyField<TripMoneyWrite> key={field} name={field} />
        ))}
        <NumberField<TripMoneyWrite> name="kilometers_after_travel" suffix="km" />
      </div>
      <TripNet money={{ ...trip, ...typed }} />
    </PageForm>
  )
}
