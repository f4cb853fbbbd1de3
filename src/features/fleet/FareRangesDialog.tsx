import { useState } from 'react'
import { Button, Empty, Flex, Typography } from 'antd'
import { DeleteOutlined, EditOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { vehicleFares } from '../../api/resources/vehicle'
import { fareDateRangeWriteSchema, type FareDateRange, type VehicleType } from '../../api/schemas/fleet'
import { SimpleTable } from '../../components/data-table/SimpleTable'
import { DateTime, useDateTimeFormat } from '../../components/DateTime'
import { QueryState } from '../../components/QueryState'
import { DateRangeField, FormDialog, MoneyField, useSchemaForm } from '../../components/form'
import { toast } from '../../components/toast'
import { useConfirm } from '../../components/confirm/use-confirm'
import { formatDate, formatMoney } from '../../lib/format'

type Values = z.input<typeof fareDateRangeWriteSchema>

/**
 * Fare date ranges of one vehicle type (SPEC §3): the list, and one form that adds a range or updates the
 * one being edited. Overlapping ranges are refused by the backend with the message on the dates.
 */
export function FareRangesDialog({
  vehicleType,
  onClose,
}: {
  vehicleType: VehicleType
  onClose: () => void
}) {
  const { t } = useTranslation(['ui', 'errors', 'fleet', 'table'])
  const ranges = vehicleFares.useRanges(vehicleType.id)
  const save = vehicleFares.useSave()
  const remove = vehicleFares.useRemove()
  const [confirm, confirmHolder] = useConfirm()
  const [editing, setEditing] = useState<FareDateRange | null>(null)
  const { format_date } = useDateTimeFormat()

  const empty = { vehicle_type_id: vehicleType.id } as Values
  const { form, shell } = useSchemaForm<Values, z.output<typeof fareDateRangeWriteSchema>>({
    schema: fareDateRangeWriteSchema,
    ns: 'fleet',
    defaultValues: empty,
    onSave: async (values) => {
      const saved = await save.mutateAsync({
        ...values,
        id: editing?.id,
      })
      if (!saved) return false
      toast.success(
        t('errors:success', { 0: t(editing ? 'fleet:vehicle.updateFare' : 'fleet:vehicle.addFare') }),
      )
      setEditing(null)
      form.reset(empty)
      return true
    },
  })

  const startEdit = (range: FareDateRange) => {
    setEditing(range)
    form.reset({
      vehicle_type_id: vehicleType.id,
      date_start: range.date_start,
      date_end: range.date_end,
      fare: range.fare,
    })
  }
  const confirmRemove = async (range: FareDateRange) => {
    const confirmed = await confirm({
      title: t('errors:confirmDelete'),
      okText: t('table:confirmOk'),
      danger: true,
    })
    if (!confirmed) return
    await remove.mutateAsync([range.id])
    if (editing?.id === range.id) {
      setEditing(null)
      form.reset(empty)
    }
  }

  return (
    <FormDialog
      {...shell}
      open
      title={t('fleet:vehicle.faresOf', { 0: vehicleType.name })}
      onCancel={onClose}
      submitText={t(editing ? 'fleet:vehicle.updateFare' : 'fleet:vehicle.addFare')}
      width={640}
    >
      {confirmHolder}
      <Typography.Paragraph>
        {t('fleet:vehicle.baseFare', { 0: formatMoney(vehicleType.fare) })}
      </Typography.Paragraph>
      <QueryState
        query={ranges}
        error={t('table:loadError')}
        skeletonRows={2}
        empty={{
          when: (list) => list.length === 0,
          say: <Empty description={t('fleet:vehicle.faresEmpty')} />,
        }}
      >
        {(list) => (
          <div style={{ marginBottom: 16 }}>
            <SimpleTable
              label={t('fleet:vehicle.fares')}
              columns={[
                {
                  id: 'date_start',
                  header: t('fleet:fields.date_start'),
                  cell: (range) => <DateTime value={range.date_start} dateOnly />,
                },
                {
                  id: 'date_end',
                  header: t('fleet:fields.date_end'),
                  cell: (range) => <DateTime value={range.date_end} dateOnly />,
                },
                {
                  id: 'fare',
                  header: t('fleet:fields.fare'),
                  align: 'right',
                  cell: (range) => formatMoney(range.fare),
                },
                {
                  id: 'actions',
                  header: t('table:actions'),
                  headerHidden: true,
                  cell: (range) => {
                    const name = `${formatDate(range.date_start, format_date)} – ${formatDate(range.date_end, format_date)}`
                    return (
                      <Flex gap={4} justify="end">
                        <Button
                          size="small"
                          icon={<EditOutlined aria-hidden />}
                          aria-label={t('table:edit', { label: name })}
                          onClick={() => startEdit(range)}
                        />
                        <Button
                          size="small"
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={t('table:delete', { label: name })}
                          onClick={() => void confirmRemove(range)}
                        />
                      </Flex>
                    )
                  },
                },
              ]}
              rows={list}
              getRowId={(range) => range.id}
              rowProps={(range) => ({ 'aria-current': editing?.id === range.id ? 'true' : undefined })}
            />
          </div>
        )}
      </QueryState>
      <DateRangeField startName="date_start" endName="date_end" label={t('fleet:fields.dates')} required />
      <MoneyField name="fare" />
      {editing && (
        <Button
          onClick={() => {
            setEditing(null)
            form.reset(empty)
          }}
        >
          {t('fleet:vehicle.cancelEdit')}
        </Button>
      )}
    </FormDialog>
  )
}
