import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from 'antd'
import { FormProvider, useWatch, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { TRIP_MONEY_FIELDS, tripContract, type TripMoneyField } from '../../api/contracts/trips'
import { trips, useUpdateTripMoney } from '../../api/resources/trip'
import { tripMoneyWriteSchema, type Trip, type TripMoneyWrite } from '../../api/schemas/trips'
import { FormShell } from '../../components/Field'
import { MoneyField, NumberField, useSchemaForm } from '../../components/form'
import { FormContractContext } from '../../components/form/field-control'
import { FormAlerts } from '../../components/form/FormAlerts'
import { formValues } from '../../components/resource/use-resource-dialog'
import { useStaleReload } from '../../components/resource/use-stale-reload'
import { toast } from '../../components/toast'
import { TripNet } from './TripMoney'

const valuesOf = (trip: Trip) => formValues<TripMoneyWrite>(tripMoneyWriteSchema, trip, {})

/**
 * The trip's money for trip.update holders: every money field and the kilometers, the net figure live as they
 * type. A refused save keeps what was typed; a 409 offers the latest version.
 */
export function TripMoneyForm({ trip }: { trip: Trip }) {
  const { t } = useTranslation(['ui', 'trips'])
  const queryClient = useQueryClient()
  const update = useUpdateTripMoney()
  // The version the form was loaded on: a socket refresh of the trip does not make the typed values current.
  const [version, setVersion] = useState(trip.version)
  const stale = useStaleReload(() => queryClient.fetchQuery({ ...trips.detail(trip.id), staleTime: 0 }))
  const { form, onSubmit, serverError, submitting } = useSchemaForm({
    schema: tripMoneyWriteSchema as unknown as z.ZodType<TripMoneyWrite, FieldValues>,
    ns: tripContract.ns,
    defaultValues: valuesOf(trip),
    onSave: async (values) => {
      try {
        const saved = await update.mutateAsync({ ...values, id: trip.id, version })
        if (!saved) return false
        form.reset(valuesOf(saved))
        setVersion(saved.version)
        toast.success(t('trips:detail.money.saved'))
        return true
      } catch (error) {
        if (stale.caught(error)) return false
        throw error
      }
    },
  })
  const typed = useWatch({ control: form.control }) as Partial<Record<TripMoneyField, number | null>>
  const notice = stale.notice((fresh) => {
    form.reset(valuesOf(fresh))
    setVersion(fresh.version)
  })
  const contract = { schema: tripMoneyWriteSchema, ns: tripContract.ns }
  return (
    <FormShell onSubmit={onSubmit} aria-label={t('trips:detail.money.form')}>
      <FormAlerts serverError={serverError} notice={notice} />
      <FormContractContext value={contract}>
        <FormProvider {...form}>
          <div className="trip-money__grid">
            {TRIP_MONEY_FIELDS.map((field) => (
              <MoneyField<TripMoneyWrite> key={field} name={field} />
            ))}
            <NumberField<TripMoneyWrite> name="kilometers_after_travel" suffix="km" />
          </div>
        </FormProvider>
      </FormContractContext>
      <TripNet money={{ ...trip, ...typed }} />
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('common.save')}
      </Button>
    </FormShell>
  )
}
