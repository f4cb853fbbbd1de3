import { useMemo } from 'react'
import { Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import { maps } from '../../api/resources/map'
import { routeMapWriteSchema, type RouteMap } from '../../api/schemas/routes'
import { FormDialog, MoneyField, NumberField, StatusField, TextField } from '../../components/form'
import { useResourceDialog } from '../../components/resource/use-resource-dialog'
import { DetailsEditor, OfficesEditor, StopsEditor } from './RouteEditors'
import { useDuration } from './duration'

/** The route as its form edits it: the stops in their order. */
const inOrder = (row: RouteMap): RouteMap => ({
  ...row,
  stops: [...row.stops].sort((a, b) => a.position - b.position),
})

/** Create or edit a route with its stops, offices and direction pairs; loads with its first opening. */
export function MapDialog({ row, onClose }: { row: RouteMap | undefined; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'maps'])
  const ordered = useMemo(() => row && inOrder(row), [row])
  const { dialog, form } = useResourceDialog({
    resource: maps,
    write: routeMapWriteSchema,
    row: ordered,
    titles: { create: t('maps:create'), update: t('maps:update') },
    defaults: {
      status: 1,
      stops: [],
      offices: [],
      details: [{ place_from: { name: '', code: '' }, place_to: { name: '', code: '' } }],
    },
    onClose,
  })
  const duration = useDuration()
  const minutes = form.watch('duration')
  return (
    <FormDialog {...dialog} width={980}>
      <Flex gap={16} wrap>
        <div style={{ flex: '2 1 300px' }}>
          <TextField name="name" autoFocus />
        </div>
        <div style={{ flex: '1 1 160px' }}>
          <TextField name="code" />
        </div>
        <div style={{ flex: '1 1 140px' }}>
          <StatusField name="status" />
        </div>
      </Flex>
      <Flex gap={16} wrap>
        <div style={{ flex: '1 1 160px' }}>
          <NumberField name="length" />
        </div>
        <div style={{ flex: '1 1 160px' }}>
          <MoneyField name="tolls" />
        </div>
        <div style={{ flex: '1 1 160px' }}>
          <NumberField
            name="duration"
            step={15}
            help={typeof minutes === 'number' && minutes > 0 ? duration(minutes) : undefined}
          />
        </div>
      </Flex>
      <StopsEditor />
      <DetailsEditor />
      <OfficesEditor />
    </FormDialog>
  )
}
