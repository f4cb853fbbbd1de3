import { useId, useMemo, useState, type ReactNode } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Alert, Button, Flex, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { useCan, useMe } from '../../api/resources/auth'
import { addPermissions, permissionModules, removePermissions, roles } from '../../api/resources/role'
import type { Module } from '../../api/schemas/access'
import type { RoleRow } from '../../api/schemas/access'
import { QueryState } from '../../components/QueryState'
import { RecordScreen } from '../../components/resource/RecordScreen'
import { toast } from '../../components/toast'
import { foldVietnamese } from '../../lib/fold'
import type { PermissionCode } from '../../lib/permission-codes'
import type { DataColumn } from '../../components/data-table'
import { SimpleTable } from '../../components/data-table/SimpleTable'
import { columnOf, MATRIX_COLUMNS, permissionDiff, toggleAll, type MatrixColumn } from './permission-diff'
import { isSuperRole, roleIsMine } from './role-rules'
import './permission-matrix.css'

/**
 * A role's permissions (/role/{id}/permissions) on a page of its own: README "Decisions taken here". Modules are
 * the rows, the kinds of action the columns (view, create, update, delete, then the module's own actions); a
 * whole row or column is set at once. What a save changes is shown before it is saved, then sent as the codes
 * added and the codes removed.
 */
export function RolePermissionsPage({ id }: { id: number }) {
  const { t } = useTranslation(['ui', 'access', 'roles', 'menu'])
  const role = roles.useDetail(id)
  const modules = useQuery(permissionModules())
  return (
    <RecordScreen
      title={role.data ? t('roles:roles.matrix.title', { name: role.data.name }) : t('menu:roles')}
      back={<Link to="/role">{t('roles:roles.matrix.back')}</Link>}
    >
      <QueryState query={role} error={t('roles:roles.matrix.loadError')}>
        {(row) => (
          <QueryState query={modules} error={t('roles:roles.matrix.loadError')}>
            {(list) => <PermissionMatrix key={row.id} role={row} modules={list} />}
          </QueryState>
        )}
      </QueryState>
    </RecordScreen>
  )
}

const codesOfRole = (role: RoleRow) => role.permissions.map((p) => p.action.code)
const NO_CHANGES = { added: new Set<string>(), removed: new Set<string>() }

function PermissionMatrix({ role, modules }: { role: RoleRow; modules: Module[] }) {
  const { t } = useTranslation(['ui', 'access', 'roles'])
  const me = useMe()
  const can = useCan()
  const reasonId = useId()
  const add = useMutation(addPermissions())
  const remove = useMutation(removePermissions())
  // the user's changes, over the role as it is now: a code someone else grants or takes meanwhile (the role's
  // event brings it) is not undone by this user's save
  const [changes, setChanges] = useState(NO_CHANGES)
  const [q, setQ] = useState('')

  const before = useMemo(() => new Set(codesOfRole(role)), [role])
  const held = useMemo(
    () => new Set([...[...before].filter((code) => !changes.removed.has(code)), ...changes.added]),
    [before, changes],
  )
  const setHeld = (next: (current: Set<string>) => Set<string>) => {
    const nextHeld = next(held)
    setChanges({
      added: new Set([...nextHeld].filter((code) => !before.has(code))),
      removed: new Set([...before].filter((code) => !nextHeld.has(code))),
    })
  }
  const order = useMemo(() => modules.flatMap((m) => m.sub_actions.map((a) => a.code)), [modules])
  const names = useMemo(
    () =>
      new Map(
        modules.flatMap((m) =>
          m.sub_actions.map((a) => [
            a.code,
            t('roles:roles.matrix.cell', { action: a.name, module: m.name }),
          ]),
        ),
      ),
    [modules, t],
  )
  const note = isSuperRole(role)
    ? t('roles:roles.matrix.superNote')
    : roleIsMine(me, role)
      ? t('roles:roles.matrix.ownNote')
      : !can('role.permission')
        ? t('roles:roles.matrix.readOnlyNote')
        : null
  const readOnly = note !== null
  // a code the user lacks cannot be granted (the backend refuses it); one the role holds may still be taken away
  const grantable = (code: string) => can(code as PermissionCode)
  const changeable = (code: string) => !readOnly && (grantable(code) || before.has(code))

  const needle = foldVietnamese(q)
  const shown = modules.filter((m) => foldVietnamese(m.name).includes(needle))
  const cellCodes = (m: Module, column: MatrixColumn) =>
    m.sub_actions.filter((a) => columnOf(a.code) === column).map((a) => a.code)

  const diff = permissionDiff(before, held, order)
  const changed = diff.added.length + diff.removed.length > 0
  const saving = add.isPending || remove.isPending

  const toggle = (code: string) =>
    setHeld((current) => {
      const next = new Set(current)
      if (next.has(code)) next.delete(code)
      else next.add(code)
      return next
    })
  const toggleCodes = (codes: string[]) => setHeld((current) => toggleAll(current, codes, changeable))

  const save = async () => {
    const { added, removed } = diff
    if (added.length && !(await add.mutateAsync({ role_id: role.id, codes: added }))) return
    if (removed.length && !(await remove.mutateAsync({ role_id: role.id, codes: removed }))) return
    setChanges(NO_CHANGES)
    toast.success(t('roles:roles.matrix.saved', { name: role.name }))
  }

  const columns: DataColumn<Module>[] = [
    {
      id: 'module',
      header: t('roles:roles.matrix.module'),
      rowHeader: true,
      width: 150,
      cell: (m) => (
        <Toggle
          name={t('roles:roles.matrix.wholeRow', { module: m.name })}
          codes={m.sub_actions.map((a) => a.code)}
          held={held}
          changeable={changeable}
          onToggle={() => toggleCodes(m.sub_actions.map((a) => a.code))}
        >
          {m.name}
        </Toggle>
      ),
    },
    ...MATRIX_COLUMNS.map((column): DataColumn<Module> => {
      const label = t(`roles:roles.matrix.columns.${column}`)
      const codes = shown.flatMap((m) => cellCodes(m, column))
      return {
        id: column,
        header: label,
        // the four writes take a fixed share; the module's own actions the rest, wrapping
        width: column === 'other' ? undefined : 160,
        headerCell: (
          <Toggle
            name={t('roles:roles.matrix.wholeColumn', { column: label })}
            codes={codes}
            held={held}
            changeable={changeable}
            onToggle={() => toggleCodes(codes)}
          >
            {label}
          </Toggle>
        ),
        cell: (m) => (
          // the module's own actions side by side, wrapping: one under the other they would make the row tall
          <Flex vertical={column !== 'other'} wrap gap="4px 16px">
            {m.sub_actions
              .filter((a) => columnOf(a.code) === column)
              .map((a) => {
                const notHeld = !readOnly && !grantable(a.code)
                return (
                  <label key={a.code} title={notHeld ? t('roles:roles.matrix.notHeld') : undefined}>
                    <input
                      type="checkbox"
                      aria-label={names.get(a.code)}
                      aria-describedby={notHeld ? reasonId : undefined}
                      checked={held.has(a.code)}
                      disabled={!changeable(a.code)}
                      onChange={() => toggle(a.code)}
                    />
                    {a.name}
                  </label>
                )
              })}
          </Flex>
        ),
      }
    }),
  ]

  return (
    <Flex vertical gap={16}>
      {note && <Alert type="info" showIcon title={note} />}
      <span id={reasonId} hidden>
        {t('roles:roles.matrix.notHeld')}
      </span>
      <Input.Search
        aria-label={t('roles:roles.matrix.search')}
        placeholder={t('roles:roles.matrix.search')}
        allowClear
        value={q}
        onChange={(e) => setQ(e.target.value)}
        style={{ maxWidth: 320 }}
      />
      <SimpleTable<Module>
        className="permission-matrix"
        label={t('roles:roles.matrix.grid')}
        columns={columns}
        rows={shown}
        getRowId={(m) => m.id}
        emptyText={t('roles:roles.matrix.noModule')}
      />
      {!readOnly && (
        <section aria-label={t('roles:roles.matrix.changes')}>
          <h2 style={{ fontSize: 16 }}>
            {changed
              ? `${t('roles:roles.matrix.changes')}: ${t('roles:roles.matrix.summary', { added: diff.added.length, removed: diff.removed.length })}`
              : t('roles:roles.matrix.noChange')}
          </h2>
          {diff.added.length > 0 && (
            <ChangeList title={t('roles:roles.matrix.added')} codes={diff.added} names={names} />
          )}
          {diff.removed.length > 0 && (
            <ChangeList title={t('roles:roles.matrix.removed')} codes={diff.removed} names={names} />
          )}
          <Flex gap={8}>
            <Button type="primary" disabled={!changed} loading={saving} onClick={() => void save()}>
              {t('roles:roles.matrix.save')}
            </Button>
            <Button disabled={!changed || saving} onClick={() => setChanges(NO_CHANGES)}>
              {t('roles:roles.matrix.undo')}
            </Button>
          </Flex>
        </section>
      )}
    </Flex>
  )
}

/** A whole row's or column's checkbox: checked when every code it may change is held, mixed when some are. */
function Toggle({
  name,
  codes,
  held,
  changeable,
  onToggle,
  children,
}: {
  name: string
  codes: string[]
  held: ReadonlySet<string>
  changeable: (code: string) => boolean
  onToggle: () => void
  children: ReactNode
}) {
  const mine = codes.filter(changeable)
  const count = mine.filter((code) => held.has(code)).length
  return (
    <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center', fontWeight: 600 }}>
      <input
        type="checkbox"
        aria-label={name}
        checked={mine.length > 0 && count === mine.length}
        ref={(input) => {
          if (input) input.indeterminate = count > 0 && count < mine.length
        }}
        disabled={mine.length === 0}
        onChange={onToggle}
      />
      {children}
    </label>
  )
}

/** The codes a save adds or removes, by name. */
function ChangeList({ title, codes, names }: { title: string; codes: string[]; names: Map<string, string> }) {
  return (
    <div>
      <strong>{title}</strong>
      <ul aria-label={title} style={{ margin: '4px 0 12px' }}>
        {codes.map((code) => (
          <li key={code}>{names.get(code) ?? code}</li>
        ))}
      </ul>
    </div>
  )
}
