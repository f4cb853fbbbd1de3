import { useMemo, useState } from 'react'
import { Flex, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { maps } from '../../api/resources/map'
import type { RouteMap } from '../../api/schemas/routes'
import { DataTable, type DataColumn } from '../../components/data-table'
import { StatusFilter } from '../../components/ListFilters'
import { ListScreen } from '../../components/resource/ListScreen'
import { moneyColumn, nameColumn, statusColumn, useFieldLabels } from '../../components/resource/columns'
import { DialogSuspense, lazyDialog } from '../../components/resource/lazy-dialog'
import { useResourceList } from '../../components/resource/use-resource-list'
import { type SearchPatch } from '../../components/resource/use-search-patch'
import { SearchBox } from '../../components/SearchBox'
import type { ListSearch } from '../../lib/list-search'
import { useDuration } from './duration'
import { RouteStrip } from './RouteStrip'

export type MapSearch = ListSearch & { status?: number }

const MapDialog = lazyDialog(() => import('./MapDialog').then((m) => m.MapDialog))

/** Route maps (/map): code, name, length, tolls, duration, directions and the stops in order. */
export function MapsPage({ search, setSearch }: { search: MapSearch; setSearch: SearchPatch<MapSearch> }) {
  const { t } = useTranslation(['ui', 'maps', 'menu'])
  const labels = useFieldLabels('maps')
  const duration = useDuration()
  const { table, setFilter, rights } = useResourceList(maps, search, setSearch)
  const [editing, setEditing] = useState<RouteMap | 'new' | null>(null)

  const columns = useMemo<DataColumn<RouteMap>[]>(
    () => [
      {
        id: 'code',
        header: labels.code,
        cell: (r) => <strong>{r.code}</strong>,
        sortable: true,
        nowrap: true,
        hideable: false,
      },
      nameColumn(labels.name),
      {
        id: 'length',
        header: labels.length,
        cell: (r) => r.length.toLocaleString('vi-VN'),
        sortable: true,
        align: 'right',
        defaultHidden: true,
      },
      moneyColumn<RouteMap>('tolls', labels.tolls, { hidden: true }),
      {
        id: 'duration',
        header: labels.duration,
        cell: (r) => duration(r.duration),
        sortable: true,
        nowrap: true,
        defaultHidden: true,
      },
      {
        id: 'details',
        header: labels.details,
        cell: (r) => (
          <Flex gap={4} wrap>
            {r.details
              .flatMap((d) => [d.forward, d.reverse])
              .map((dir) => (
                <Tag key={dir.id}>{dir.name}</Tag>
              ))}
          </Flex>
        ),
      },
      {
        id: 'stops',
        header: labels.stops,
        cell: (r) => (
          <RouteStrip
            label={`${labels.stops}: ${r.name}`}
            stops={[...r.stops].sort((a, b) => a.position - b.position)}
          />
        ),
      },
      statusColumn(labels.status),
    ],
    [labels, duration],
  )

  return (
    <ListScreen
      title={t('menu:maps')}
      onCreate={rights.create ? () => setEditing('new') : undefined}
      onCreateIntent={MapDialog.preload}
      createText={t('maps:create')}
    >
      <DataTable<RouteMap>
        {...table}
        label={t('maps:list')}
        columns={columns}
        rowLabel={(r) => r.code}
        storageKey="map"
        onEdit={rights.update ? setEditing : undefined}
        toolbar={
          <Flex gap={8} wrap>
            <SearchBox
              value={search.q}
              onSearch={(q) => setFilter({ q })}
              placeholder={t('maps:searchPlaceholder')}
            />
            <StatusFilter value={search.status} onChange={(status) => setFilter({ status })} />
          </Flex>
        }
      />
      <DialogSuspense>
        {editing && (
          <MapDialog row={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
        )}
      </DialogSuspense>
    </ListScreen>
  )
}
