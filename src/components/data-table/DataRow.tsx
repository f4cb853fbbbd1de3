import { memo, useLayoutEffect, useRef, type JSX } from 'react'
import { DeleteOutlined, EditOutlined } from '@ant-design/icons'
import type { TFunction } from 'i18next'
import type { RowData } from '@tanstack/react-table'
import type { TableRow } from './table-features'
import type { DataColumn } from './types'
import { CellLine } from './cell-line'
import { RowActions, type RowAction } from './RowActions'

/** What every row needs from the table; one object, memoised, so rows re-render only when it changes. */
export interface RowContext<T extends RowData> {
  selectable: boolean
  hasActions: boolean
  rowLabel: (row: T) => string
  rowTone?: (row: T) => 'warning' | 'danger' | undefined
  rowActions?: (row: T) => RowAction[]
  onEdit?: (row: T) => void
  onDelete?: (row: T) => void
  t: TFunction<['ui', 'table']>
}

interface RowProps<T extends RowData> {
  row: TableRow<T>
  index: number
  columns: DataColumn<T>[]
  selected: boolean
  active: boolean
  ctx: RowContext<T>
  measureRef?: (element: HTMLTableRowElement | null) => void
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]'

/** Takes the focusable elements in `box` out of the Tab order (inactive row) or gives them back. */
function rove(box: HTMLElement, active: boolean) {
  for (const element of box.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    const saved = element.dataset.dtTabindex
    if (active) {
      if (saved === undefined) continue
      if (saved === '') element.removeAttribute('tabindex')
      else element.setAttribute('tabindex', saved)
      delete element.dataset.dtTabindex
    } else if (saved === undefined) {
      element.dataset.dtTabindex = element.getAttribute('tabindex') ?? ''
      element.setAttribute('tabindex', '-1')
    }
  }
}

/**
 * A row with its own actions: edit and delete join them as entries, so RowActions keeps the row to two buttons
 * and puts the rest in its menu.
 */
function withEditAndDelete<T extends RowData>(ctx: RowContext<T>, row: T, name: string): RowAction[] {
  const { t } = ctx
  const actions = [...ctx.rowActions!(row)]
  if (ctx.onEdit)
    actions.push({
      key: 'edit',
      label: t('table:editAction'),
      name: t('table:edit', { label: name }),
      icon: <EditOutlined aria-hidden />,
      onSelect: () => ctx.onEdit?.(row),
    })
  if (ctx.onDelete)
    actions.push({
      key: 'delete',
      label: t('table:deleteAction'),
      name: t('table:delete', { label: name }),
      danger: true,
      icon: <DeleteOutlined aria-hidden />,
      onSelect: () => ctx.onDelete?.(row),
    })
  return actions
}

/**
 * One row. Its controls are native elements styled like antd's (DataTable.css): a page of 100 rows, or
 * 10,000 from a misbehaving server, mounts rows while scrolling, and antd's Checkbox and Button cost
 * several times more per row.
 */
export const DataRow = memo(function DataRow<T extends RowData>({
  row,
  index,
  columns,
  selected,
  active,
  ctx,
  measureRef,
}: RowProps<T>) {
  const { t } = ctx
  const original = row.original
  const name = ctx.rowLabel(original)
  const tone = ctx.rowTone?.(original)
  const tabIndex = active ? 0 : -1
  const extraRef = useRef<HTMLSpanElement>(null)
  // RowActions' buttons follow the roving tabindex too (antd's Button and Dropdown are not ours to give props).
  useLayoutEffect(() => {
    if (extraRef.current) rove(extraRef.current, active)
  })
  const className = ['dt-row', selected && 'dt-row-selected', tone && `dt-row-${tone}`]
    .filter(Boolean)
    .join(' ')
  return (
    <tr
      ref={measureRef}
      data-index={index}
      aria-rowindex={index + 2}
      tabIndex={tabIndex}
      className={className}
      data-tone={tone}
    >
      {ctx.selectable && (
        <td className="dt-select">
          <input
            type="checkbox"
            className="dt-check"
            tabIndex={tabIndex}
            aria-label={t('table:selectRow', { label: name })}
            checked={selected}
            onChange={row.getToggleSelectedHandler()}
          />
        </td>
      )}
      {columns.map((column) => {
        const content = column.cell(original, index)
        return (
          <td key={column.id} style={{ textAlign: column.align }}>
            <CellLine lines={column.lines}>{content}</CellLine>
          </td>
        )
      })}
      {ctx.hasActions && (
        <td className="dt-actions">
          <span className="dt-actions-inner">
            {ctx.rowActions ? (
              <span ref={extraRef} className="dt-extra">
                <RowActions rowLabel={name} actions={withEditAndDelete(ctx, original, name)} />
              </span>
            ) : (
              <>
                {ctx.onEdit && (
                  <button
                    type="button"
                    className="dt-icon-btn"
                    tabIndex={tabIndex}
                    aria-label={t('table:edit', { label: name })}
                    title={t('table:edit', { label: name })}
                    onClick={() => ctx.onEdit?.(original)}
                  >
                    <EditOutlined aria-hidden />
                  </button>
                )}
                {ctx.onDelete && (
                  <button
                    type="button"
                    className="dt-icon-btn dt-danger"
                    tabIndex={tabIndex}
                    aria-label={t('table:delete', { label: name })}
                    title={t('table:delete', { label: name })}
                    onClick={() => ctx.onDelete?.(original)}
                  >
                    <DeleteOutlined aria-hidden />
                  </button>
                )}
              </>
            )}
          </span>
        </td>
      )}
    </tr>
  )
}) as <T extends RowData>(props: RowProps<T>) => JSX.Element
