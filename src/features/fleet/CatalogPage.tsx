import { useMemo, useState } from 'react'
import { FormProvider } from 'react-hook-form'
import { Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import type { Resource } from '../../api/define-resource'
import type { Brand } from '../../api/schemas/fleet'
import { DataTable, type DataColumn } from '../../components/data-table'
import { ColorField, FormDialog, StatusField, TextField } from '../../components/form'
import { SearchBox } from '../../components/SearchBox'
import { ColorSwatch, StatusTag } from '../../components/StatusTag'
import { StatusFilter } from '../../components/ListFilters'
import { useResourceDialog, useResourceList, type SearchPatch } from '../../components/use-resource-list'
import type { ListSearch } from '../../lib/list-search'
import { messages, v } from '../../components/validation'
import { ListScreen } from './ListScreen'

/** Brands and goods types share one shape (SPEC §3: name, color, status, note) and one screen. */
export type CatalogSearch = ListSearch & { status?: number }
type CatalogText = 'brand' | 'productType'

const schema = z.object({
  name: v.required('fleet.fields.name').max(255, { error: () => messages.maxLength(255) }),
  color: z.string().nullable(),
  status: z.number(),
  note: z
    .string()
    .max(1000, { error: () => messages.maxLength(1000) })
    .nullable(),
})
type Values = z.infer<typeof schema>
const SERVER_FIELDS = ['name', 'color', 'status', 'note'] as const
const EMPTY: Values = { name: '', color: null, status: 1, note: '' }

export function CatalogPage({
  resource,
  text,
  search,
  setSearch,
}: {
  resource: Resource<Brand>
  text: CatalogText
  search: CatalogSearch
  setSearch: SearchPatch<CatalogSearch>
}) {
  const { t } = useTranslation()
  const { table, setFilter } = useResourceList(resource, search, setSearch)
  const [editing, setEditing] = useState<Brand | 'new' | null>(null)

  const columns = useMemo<DataColumn<Brand>[]>(
    () => [
      { id: 'name', header: t('fleet.fields.name'), cell: (r) => r.name, sortable: true, hideable: false },
      { id: 'color', header: t('fleet.fields.color'), cell: (r) => <ColorSwatch color={r.color} /> },
      {
        id: 'status',
        header: t('fleet.fields.status'),
        cell: (r) => <StatusTag status={r.status} />,
        sortable: true,
      },
      { id: 'note', header: t('fleet.fields.note'), cell: (r) => r.note },
    ],
    [t],
  )

  return (
    <ListScreen
      title={t(`fleet.${text}.title`)}
      onCreate={() => setEditing('new')}
      createText={t(`fleet.${text}.create`)}
    >
      <DataTable<Brand>
        {...table}
        label={t(`fleet.${text}.list`)}
        columns={columns}
        rowLabel={(r) => r.name}
        storageKey={resource.name}
        onEdit={setEditing}
        toolbar={
          <Flex gap={8} wrap>
            <SearchBox value={search.q} onSearch={(q) => setFilter({ q })} />
            <StatusFilter value={search.status} onChange={(status) => setFilter({ status })} />
          </Flex>
        }
      />
      {editing && (
        <CatalogDialog
          resource={resource}
          text={text}
          row={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </ListScreen>
  )
}

function CatalogDialog({
  resource,
  text,
  row,
  onClose,
}: {
  resource: Resource<Brand>
  text: CatalogText
  row: Brand | undefined
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { form, dialog } = useResourceDialog({
    resource,
    row,
    titles: { create: t(`fleet.${text}.create`), update: t(`fleet.${text}.update`) },
    schema,
    defaultValues: row
      ? { name: row.name, color: row.color ?? null, status: row.status, note: row.note ?? '' }
      : EMPTY,
    toBody: (values) => ({ ...values, note: values.note || null }),
    serverFields: SERVER_FIELDS,
    onClose,
  })
  return (
    <FormDialog {...dialog}>
      <FormProvider {...form}>
        <TextField name="name" label={t('fleet.fields.name')} required autoFocus maxLength={255} />
        <ColorField name="color" label={t('fleet.fields.color')} />
        <StatusField name="status" label={t('fleet.fields.status')} />
        <TextField name="note" label={t('fleet.fields.note')} multiline maxLength={1000} />
      </FormProvider>
    </FormDialog>
  )
}
