import { useId, useLayoutEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Button, Dropdown, Flex } from 'antd'
import { DeleteOutlined, EditOutlined, HolderOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { useCan } from '../../api/resources/auth'
import { menus, reorderMenu } from '../../api/resources/menu'
import { menuItemName } from '../../api/resources/my-menu'
import type { MenuItem } from '../../api/schemas/access'
import { useConfirm } from '../../components/confirm/use-confirm'
import type { DataColumn } from '../../components/data-table'
import { SimpleTable } from '../../components/data-table/SimpleTable'
import { QueryState } from '../../components/QueryState'
import { ListScreen } from '../../components/resource/ListScreen'
import { DialogSuspense, lazyDialog } from '../../components/resource/lazy-dialog'
import { ToneTag } from '../../components/StatusTag'
import { toast } from '../../components/toast'
import { ModuleIconView } from './module-icons'
import { useScreenOptions } from './screen-options'
import './menus.css'

const MenuItemDialog = lazyDialog(() => import('./MenuItemDialog').then((m) => m.MenuItemDialog))

/** `list` with the entry at `from` put at `to`. */
const moved = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list]
  const [entry] = next.splice(from, 1)
  next.splice(to, 0, entry)
  return next
}

/**
 * /menu: the side menu's entries in their order, subheaders over their links. Holders of menu.update add, edit,
 * delete and order them: by dragging a row, or with Alt+↑ / Alt+↓ on a row's move button. Each move is saved at
 * once (the whole order); open sessions follow by the menu's event.
 */
export function MenusPage() {
  const { t, i18n } = useTranslation(['ui', 'roles', 'menu', 'errors', 'table'])
  const can = useCan()
  const mayEdit = can(menus.contract.writes.update)
  const query = useQuery(menus.all())
  const queryClient = useQueryClient()
  // one move saved at a time, in the order they were made: the last one sent is the order that stays
  const reorder = useMutation({ ...reorderMenu(), scope: { id: 'menu-order' } })
  const remove = useMutation(menus.remove())
  const [confirm, holder] = useConfirm()
  const [editing, setEditing] = useState<MenuItem | 'new' | null>(null)
  // the order shown while moves are on their way (their answers then come back into the query)
  const [order, setOrder] = useState<number[] | null>(null)
  const pendingMoves = useRef(0)
  const [announcement, setAnnouncement] = useState('')
  // the entry dragged (its id: the rows may change while it is dragged) and where it would land
  const [dragged, setDragged] = useState<number | null>(null)
  const [dropAt, setDropAt] = useState<number | null>(null)
  const handles = useRef(new Map<number, HTMLElement>())
  const focusAfterMove = useRef<number | null>(null)
  const helpId = useId()
  const screens = useScreenOptions()
  const screenTitle = useMemo(
    () => new Map<string, string>(screens.map((s) => [s.value, s.title])),
    [screens],
  )

  const rows = useMemo(() => {
    const all = query.data ?? []
    if (!order) return all
    const byId = new Map(all.map((row) => [row.id, row]))
    // an entry added meanwhile (by someone else) keeps its place at the end
    return [...order.flatMap((id) => byId.get(id) ?? []), ...all.filter((row) => !order.includes(row.id))]
  }, [query.data, order])
  const nameOf = (row: MenuItem) => menuItemName(row, i18n.language)

  // a row moved in the DOM loses the focus: its move button takes it back
  useLayoutEffect(() => {
    if (focusAfterMove.current === null) return
    handles.current.get(focusAfterMove.current)?.focus()
    focusAfterMove.current = null
  }, [rows])

  /** Moves the entry `id` to the place `to`, saves the whole order, and says where it went. */
  const move = async (id: number, to: number, keepFocus: boolean) => {
    const from = rows.findIndex((row) => row.id === id)
    if (keepFocus) focusAfterMove.current = id
    if (from < 0) return
    const entry = rows[from]
    if (to < 0 || to >= rows.length || from === to) {
      setAnnouncement(t(to < 0 ? 'roles:menus.atTop' : 'roles:menus.atBottom', { name: nameOf(entry) }))
      return
    }
    const ids = moved(rows, from, to).map((row) => row.id)
    setOrder(ids)
    setAnnouncement(t('roles:menus.moved', { name: nameOf(entry), position: to + 1, count: ids.length }))
    pendingMoves.current++
    try {
      const saved = await reorder.mutateAsync({ ids })
      if (!saved) throw new Error('menu order not saved')
      queryClient.setQueryData(menus.all().queryKey, saved)
    } catch {
      // refused (the HTTP layer said why) or lost: the order shown goes back to the backend's
      toast.error(t('roles:menus.moveFailed'))
      pendingMoves.current = 1
    } finally {
      // the last answer leaves the order to the query
      if (--pendingMoves.current === 0) setOrder(null)
    }
  }

  const onMoveKey = (row: MenuItem) => (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return
    event.preventDefault()
    const index = rows.indexOf(row)
    void move(row.id, index + (event.key === 'ArrowUp' ? -1 : 1), true)
  }

  const deleteEntry = (row: MenuItem) =>
    confirm({
      title: t(row.type === 'subheader' ? 'roles:menus.deleteSubheaderTitle' : 'roles:menus.deleteTitle', {
        name: nameOf(row),
      }),
      okText: t('roles:menus.delete'),
      danger: true,
      onOk: async () => {
        if (!(await remove.mutateAsync([row.id]))) return
        toast.success(t('roles:menus.deleted', { name: nameOf(row) }))
        // the focus goes to the row that took its place (or the one above the last)
        const index = rows.indexOf(row)
        const next = rows[index + 1] ?? rows[index - 1]
        if (next) focusAfterMove.current = next.id
      },
    })

  const columns: DataColumn<MenuItem>[] = [
    ...(mayEdit
      ? [
          {
            id: 'move',
            header: t('roles:menus.order'),
            headerHidden: true,
            cell: (row: MenuItem) => {
              const index = rows.indexOf(row)
              // a click opens "up / down" (the pointer's way without dragging); Alt+↑ / Alt+↓ move at once
              return (
                <Dropdown
                  trigger={['click']}
                  menu={{
                    items: [
                      { key: 'up', label: t('roles:menus.moveUp'), disabled: index === 0 },
                      { key: 'down', label: t('roles:menus.moveDown'), disabled: index === rows.length - 1 },
                    ],
                    onClick: ({ key }) => void move(row.id, index + (key === 'up' ? -1 : 1), true),
                  }}
                >
                  <Button
                    ref={(button) => {
                      if (button) handles.current.set(row.id, button)
                      else handles.current.delete(row.id)
                    }}
                    type="text"
                    size="small"
                    className="menu-move"
                    icon={<HolderOutlined aria-hidden />}
                    aria-label={t('roles:menus.move', { name: nameOf(row) })}
                    aria-describedby={helpId}
                    aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                    onKeyDown={onMoveKey(row)}
                  />
                </Dropdown>
              )
            },
          } satisfies DataColumn<MenuItem>,
        ]
      : []),
    {
      id: 'name',
      header: t('roles:menus.name'),
      rowHeader: true,
      cell: (row) => (
        <span className={row.type === 'subheader' ? 'menu-entry' : 'menu-entry menu-link-name'}>
          <ModuleIconView name={row.icon} compact />
          <span>
            {row.type === 'subheader' ? (
              <strong className="menu-entry-name">{row.name}</strong>
            ) : (
              <span className="menu-entry-name">{row.name}</span>
            )}
            {row.name_en && <span className="menu-entry-line text-secondary">{row.name_en}</span>}
          </span>
        </span>
      ),
    },
    {
      id: 'screen',
      header: t('roles:menus.screen'),
      cell: (row) => {
        if (row.type === 'subheader') return t('roles:menus.subheader')
        const title = screenTitle.get(row.slug)
        return (
          <>
            {title ?? row.slug}
            {title && <span className="menu-entry-line text-secondary">{row.slug}</span>}
          </>
        )
      },
    },
    { id: 'code', header: t('roles:menus.code'), cell: (row) => (row.code ? <code>{row.code}</code> : '') },
    {
      id: 'status',
      header: t('roles:menus.status'),
      nowrap: true,
      cell: (row) => (
        <ToneTag tone={row.active ? 'success' : undefined}>
          {t(row.active ? 'roles:menus.statusActive' : 'roles:menus.statusInactive')}
        </ToneTag>
      ),
    },
    ...(mayEdit
      ? [
          {
            id: 'actions',
            header: t('table:actions'),
            headerHidden: true,
            nowrap: true,
            cell: (row: MenuItem) => (
              <Flex gap={4}>
                <Button
                  size="small"
                  icon={<EditOutlined aria-hidden />}
                  aria-label={t('table:edit', { label: nameOf(row) })}
                  onPointerEnter={MenuItemDialog.preload}
                  onFocus={MenuItemDialog.preload}
                  onClick={() => setEditing(row)}
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('table:delete', { label: nameOf(row) })}
                  loading={remove.isPending && remove.variables?.[0] === row.id}
                  onClick={() => void deleteEntry(row)}
                />
              </Flex>
            ),
          } satisfies DataColumn<MenuItem>,
        ]
      : []),
  ]

  /**
   * Dragging a row over another shows where it lands (above the row when it comes from below, else under it);
   * dropping moves it there.
   */
  const dragProps = (row: MenuItem, index: number) => {
    if (!mayEdit) return undefined
    const from = dragged === null ? -1 : rows.findIndex((r) => r.id === dragged)
    return {
      draggable: true,
      'data-drop':
        dropAt === row.id && from >= 0 && from !== index ? (from > index ? 'before' : 'after') : undefined,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move'
        event.dataTransfer.setData('text/plain', String(row.id))
        setDragged(row.id)
      },
      onDragOver: (event: DragEvent) => {
        if (dragged === null) return
        event.preventDefault()
        setDropAt(row.id)
      },
      onDrop: (event: DragEvent) => {
        event.preventDefault()
        if (dragged !== null) void move(dragged, rows.indexOf(row), false)
        setDragged(null)
        setDropAt(null)
      },
      onDragEnd: () => {
        setDragged(null)
        setDropAt(null)
      },
    }
  }

  return (
    <ListScreen
      title={t('menu:menus')}
      onCreate={mayEdit ? () => setEditing('new') : undefined}
      onCreateIntent={MenuItemDialog.preload}
      createText={t('roles:menus.create')}
    >
      {mayEdit && (
        <p id={helpId} className="field-help">
          {t('roles:menus.help')}
        </p>
      )}
      <div role="status" className="sr-only">
        {announcement}
      </div>
      <QueryState query={query} error={t('errors:generic')}>
        {() => (
          <SimpleTable<MenuItem>
            caption={t('roles:menus.list')}
            captionHidden
            className="menu-entries"
            columns={columns}
            rows={rows}
            getRowId={(row) => row.id}
            rowProps={(row, index) => ({
              'data-kind': row.type === 'subheader' ? 'subheader' : 'link',
              ...dragProps(row, index),
            })}
          />
        )}
      </QueryState>
      <DialogSuspense>
        {editing && (
          <MenuItemDialog row={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
        )}
      </DialogSuspense>
      {holder}
    </ListScreen>
  )
}
