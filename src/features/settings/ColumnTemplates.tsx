/**
 * The exports' and the customers' import's columns (/setting-template's tabs): for one file at a time, which
 * columns it has (ticked), in which order (moved up and down), under which headers (each language's own, or the
 * default). The exports and the import's template and checks follow what is saved.
 */
import { useEffect, useId, useMemo, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Button, Flex, Select, Tag } from 'antd'
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons'
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { FileKind } from '../../api/contracts/settings-paths'
import { useCan } from '../../api/resources/auth'
import { columnTemplatesQuery, saveColumnTemplate } from '../../api/resources/settings-admin'
import { columnTemplateWriteSchema, type ColumnTemplate } from '../../api/schemas/settings'
import { useConfirm } from '../../components/confirm/use-confirm'
import { SimpleTable } from '../../components/data-table/SimpleTable'
import type { DataColumn } from '../../components/data-table'
import { CheckboxField } from '../../components/form/CheckboxField'
import { TextField } from '../../components/form/TextField'
import { FormSection, PageForm } from '../../components/form/PageForm'
import { movedRowButton, usePendingFocus } from '../../components/form/use-pending-focus'
import { QueryState } from '../../components/QueryState'
import { useCommandForm } from '../../components/resource/use-command-dialog'
import { useAppLocale } from '../../components/use-settings'
import { matchesOption } from '../../lib/fold'

type Values = z.input<typeof columnTemplateWriteSchema>

/** The form's values of a file's template: every column in its order, the headers as set ('' for the default). */
const valuesOf = (file: ColumnTemplate): Values => ({
  id: file.id,
  version: file.version,
  columns: file.columns.map((c) => ({
    key: c.key,
    shown: c.shown,
    header: { vi: c.header.vi ?? '', en: c.header.en ?? '' },
  })),
})

/** A header without its "(…)" hint, as a column is named in labels and announcements. */
const withoutHint = (header: string) => header.replace(/\s*\([^)]*\)/g, '').trim() || header

/** Every export's (or the import's) columns: a file chosen, then its form. */
export function ColumnTemplates({ kind }: { kind: FileKind }) {
  const { t } = useTranslation('settings')
  const pickerId = useId()
  const files = useQuery(columnTemplatesQuery(kind))
  const [chosen, setChosen] = useState<string | null>(null)
  const [dirty, setDirty] = useState(false)
  const [confirm, confirmHolder] = useConfirm()
  const choose = async (id: string) => {
    if (dirty && !(await confirm({ title: t('columns.discard'), okText: t('columns.discardOk') }))) return
    setDirty(false)
    setChosen(id)
  }
  return (
    <QueryState query={files} error={t('columns.loadError')}>
      {(list) => {
        const file = list.find((f) => f.id === chosen) ?? list[0]
        if (!file) return null
        return (
          <>
            <p>{t(kind === 'export' ? 'columns.exportHint' : 'columns.importHint')}</p>
            {list.length > 1 && (
              <Flex gap={8} align="center" style={{ marginBottom: 16 }}>
                <label htmlFor={pickerId}>{t('columns.files')}</label>
                {/* a list the arrow keys walk without choosing: choosing asks first when there are unsaved changes */}
                <Select
                  id={pickerId}
                  value={file.id}
                  onChange={(id) => void choose(id)}
                  options={list.map((f) => ({ value: f.id, label: f.name }))}
                  showSearch={{ filterOption: matchesOption }}
                  style={{ width: 280 }}
                />
              </Flex>
            )}
            <ColumnTemplateForm key={file.id} kind={kind} file={file} onDirty={setDirty} />
            {confirmHolder}
          </>
        )
      }}
    </QueryState>
  )
}

function ColumnTemplateForm({
  kind,
  file,
  onDirty,
}: {
  kind: FileKind
  file: ColumnTemplate
  onDirty: (dirty: boolean) => void
}) {
  const { t } = useTranslation(['ui', 'settings', 'errors'])
  const queryClient = useQueryClient()
  const save = useMutation(saveColumnTemplate())
  const readOnly = !useCan()('setting.update')
  const query = columnTemplatesQuery(kind)
  const { form, shell, notice } = useCommandForm({
    schema: columnTemplateWriteSchema,
    ns: 'settings',
    // the version it was opened on: another admin's save meanwhile makes this one a 409, never an overwrite
    defaultValues: valuesOf(file),
    send: (body) => save.mutateAsync({ kind, ...body }),
    success: t('errors:success', { 0: t('common.update') }),
    onDone: (saved) => {
      queryClient.setQueryData(query.queryKey, (list) => list?.map((f) => (f.id === saved.id ? saved : f)))
      form.reset(valuesOf(saved))
    },
    latest: {
      load: async () =>
        (await queryClient.fetchQuery({ ...query, staleTime: 0 }))?.find((f) => f.id === file.id) ?? null,
    },
  })
  const { isDirty } = useFormState({ control: form.control })
  useEffect(() => onDirty(isDirty), [isDirty, onDirty])
  return (
    <PageForm {...shell} notice={notice} aria-label={file.name} readOnly={readOnly}>
      {readOnly && <p role="note">{t('settings:readOnly')}</p>}
      <FormSection title={file.name}>
        <ColumnRows file={file} readOnly={readOnly} />
      </FormSection>
    </PageForm>
  )
}

/**
 * The file's columns as rows of a table: the tick that shows it (named by the column), its headers in each
 * language (empty: the default, shown as the placeholder), and its moves; the focus stays on the moved column's
 * button and each move is announced. Below, the header row the file will have, in the language in use.
 */
function ColumnRows({ file, readOnly }: { file: ColumnTemplate; readOnly: boolean }) {
  const { t } = useTranslation('settings')
  const lang = useAppLocale()
  const base = useId().replace(/[^A-Za-z0-9]/g, '')
  const { control } = useFormContext<Values>()
  const { fields, move, replace } = useFieldArray({ control, name: 'columns', keyName: 'rowKey' })
  const columns = useWatch({ control, name: 'columns' }) ?? []
  const { errors } = useFormState({ control, name: 'columns' })
  const listError = errors.columns?.message ?? errors.columns?.root?.message
  const [announcement, setAnnouncement] = useState('')
  const focus = usePendingFocus(base)
  const byKey = useMemo(() => new Map(file.columns.map((c) => [c.key, c])), [file])
  const headerOf = (key: string) => byKey.get(key)?.default_header[lang] ?? key
  const nameOf = (key: string) => withoutHint(headerOf(key))
  const last = fields.length - 1

  const moveTo = (from: number, to: number) => {
    const { rowKey, key } = fields[from]
    move(from, to)
    focus(`${rowKey}-${movedRowButton(from, to, last)}`)
    setAnnouncement(t('columns.moved', { 0: nameOf(key), 1: to + 1 }))
  }
  const restore = () =>
    replace(file.default_order.map((key) => ({ key, shown: true, header: { vi: '', en: '' } })))

  type Row = (typeof fields)[number]
  const tableColumns: DataColumn<Row>[] = [
    {
      id: 'shown',
      header: t('columns.column'),
      rowHeader: true,
      cell: (row, i) => {
        const required = byKey.get(row.key)?.required
        return (
          <CheckboxField
            name={`columns.${i}.shown`}
            label={required ? t('columns.required', { 0: headerOf(row.key) }) : headerOf(row.key)}
            // an import's required column is always in the file
            disabled={required}
          />
        )
      },
    },
    ...(['vi', 'en'] as const).map((language): DataColumn<Row> => ({
      id: language,
      header: t(`columns.header.${language}`),
      cell: (row, i) => (
        <TextField
          name={`columns.${i}.header.${language}`}
          label={t(`columns.headerOf.${language}`, { 0: nameOf(row.key) })}
          labelHidden
          placeholder={byKey.get(row.key)?.default_header[language]}
        />
      ),
    })),
    {
      id: 'order',
      header: t('columns.order'),
      headerHidden: true,
      nowrap: true,
      cell: (row, i) => (
        <Flex gap={4}>
          <Button
            id={`${base}-${row.rowKey}-up`}
            icon={<ArrowUpOutlined aria-hidden />}
            aria-label={t('columns.moveUp', { 0: nameOf(row.key) })}
            title={t('columns.moveUp', { 0: nameOf(row.key) })}
            disabled={readOnly || i === 0}
            onClick={() => moveTo(i, i - 1)}
          />
          <Button
            id={`${base}-${row.rowKey}-down`}
            icon={<ArrowDownOutlined aria-hidden />}
            aria-label={t('columns.moveDown', { 0: nameOf(row.key) })}
            title={t('columns.moveDown', { 0: nameOf(row.key) })}
            disabled={readOnly || i === last}
            onClick={() => moveTo(i, i + 1)}
          />
        </Flex>
      ),
    },
  ]
  const headerRow = columns.filter((c) => c.shown).map((c) => c.header?.[lang]?.trim() || headerOf(c.key))
  return (
    <>
      <SimpleTable
        error={listError}
        label={t('columns.table')}
        columns={tableColumns}
        rows={fields}
        getRowId={(row) => row.rowKey}
      />
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <h3 className="section-title" id={`${base}-header-row`}>
        {t('columns.headerRow')}
      </h3>
      {/* role="list": a list without its bullets is still read as one */}
      <ol
        role="list"
        aria-labelledby={`${base}-header-row`}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}
      >
        {headerRow.map((header, i) => (
          <li key={i}>
            <Tag>{header}</Tag>
          </li>
        ))}
      </ol>
      {!readOnly && (
        <Button onClick={restore} style={{ marginBottom: 16 }}>
          {t('columns.restore')}
        </Button>
      )}
    </>
  )
}
