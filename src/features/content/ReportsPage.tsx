import { useMemo, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useCan } from '../../api/resources/auth'
import { reports } from '../../api/resources/report'
import type { CustomerReport } from '../../api/schemas/content'
import { DataTable, type DataColumn, type RowAction } from '../../components/data-table'
import { DateTime } from '../../components/DateTime'
import { FilterSelect } from '../../components/ListFilters'
import { useFieldLabels } from '../../components/resource/columns'
import { DialogSuspense, lazyDialog } from '../../components/resource/lazy-dialog'
import { ListScreen } from '../../components/resource/ListScreen'
import { ListToolbar } from '../../components/resource/ListToolbar'
import { useResourceList } from '../../components/resource/use-resource-list'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { ToneTag } from '../../components/StatusTag'
import { formatPhone } from '../../lib/format'
import type { ReportSearch } from './search'

const ReportDialog = lazyDialog(() => import('./ReportDialog').then((m) => m.ReportDialog))

/**
 * /report (report.view): customers' complaints and feedback from the website, newest first; each read and answered
 * by e-mail (report.reply), answered ones with who answered and when; a report from a customer's phone links to
 * that customer's history.
 */
export function ReportsPage({
  search,
  setSearch,
}: {
  search: ReportSearch
  setSearch: SearchPatch<ReportSearch>
}) {
  const { t } = useTranslation(['ui', 'content', 'menu'])
  const labels = useFieldLabels('content')
  const can = useCan()
  const { table, setFilter } = useResourceList(reports, search, setSearch)
  const [open, setOpen] = useState<CustomerReport | null>(null)

  const columns = useMemo<DataColumn<CustomerReport>[]>(
    () => [
      {
        id: 'created_at',
        header: labels.created_at,
        cell: (r) => <DateTime value={r.created_at} />,
        sortable: true,
      },
      {
        id: 'name',
        header: labels.name,
        cell: (r) => (
          <>
            {r.customer_id && can('customer') ? (
              <Link
                to="/user/customer/$id"
                params={{ id: String(r.customer_id) }}
                title={t('content:report.customerHistory')}
              >
                {r.name}
              </Link>
            ) : (
              r.name
            )}
            {(r.phone || r.email) && (
              <div className="text-secondary">
                {[r.phone && formatPhone(r.phone), r.email].filter(Boolean).join(' · ')}
              </div>
            )}
          </>
        ),
        sortable: true,
        hideable: false,
      },
      {
        id: 'title',
        header: labels.title,
        cell: (r) => (
          <>
            <strong>{r.title}</strong>
            <div>{r.content}</div>
          </>
        ),
        lines: 2,
      },
      {
        id: 'responded',
        header: labels.responded,
        cell: (r) =>
          r.responded ? (
            <>
              <ToneTag tone="success">{t('content:report.answered')}</ToneTag>
              <div className="text-secondary">
                {r.responded_by}, <DateTime value={r.responded_at} />
              </div>
            </>
          ) : (
            <ToneTag tone="warning">{t('content:report.waiting')}</ToneTag>
          ),
        sortable: true,
      },
    ],
    [labels, t, can],
  )

  const rowActionsOf = (row: CustomerReport): RowAction[] => [
    !row.responded && can('report.reply')
      ? {
          key: 'reply',
          label: t('content:report.reply'),
          name: t('content:report.replyNamed', { 0: row.title }),
          onIntent: ReportDialog.preload,
          onSelect: () => setOpen(row),
        }
      : {
          key: 'view',
          label: t('content:report.view'),
          name: t('content:report.viewNamed', { 0: row.title }),
          onIntent: ReportDialog.preload,
          onSelect: () => setOpen(row),
        },
  ]

  return (
    <ListScreen title={t('menu:reports')}>
      <DataTable<CustomerReport>
        {...table}
        label={t('content:report.list')}
        columns={columns}
        rowLabel={(r) => r.title}
        storageKey="report"
        rowActions={rowActionsOf}
        toolbar={
          <ListToolbar
            q={search.q}
            onSearch={(q) => setFilter({ q })}
            placeholder={t('content:report.searchPlaceholder')}
          >
            <FilterSelect<number>
              label={labels.responded}
              value={search.responded}
              onChange={(responded) => setFilter({ responded })}
              options={[
                { value: 0, label: t('content:report.waiting') },
                { value: 1, label: t('content:report.answered') },
              ]}
            />
          </ListToolbar>
        }
      />
      <DialogSuspense>{open && <ReportDialog report={open} onClose={() => setOpen(null)} />}</DialogSuspense>
    </ListScreen>
  )
}
