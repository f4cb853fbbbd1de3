import { Button } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { MODULE_ICONS } from '../../api/contracts/modules'
import { modules } from '../../api/resources/module'
import { useAllRoles } from '../../api/resources/role'
import { moduleWriteSchema, type Module } from '../../api/schemas/access'
import { useConfirm } from '../../components/confirm/use-confirm'
import { FormDialog, SelectField, TextField } from '../../components/form'
import { useResourceDialog } from '../../components/resource/use-resource-dialog'

type Values = z.input<typeof moduleWriteSchema>

/**
 * Create or edit a module with its actions, edited inline; loads with its first opening. Removing actions that
 * roles hold asks first, naming the roles, then sends the confirmation.
 */
export function ModuleDialog({ row, onClose }: { row: Module | undefined; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'access', 'roles'])
  const roles = useAllRoles()
  const [confirm, holder] = useConfirm()
  const prepare = async (values: Values): Promise<Values | false> => {
    const kept = new Set(values.sub_actions.map((a) => a.id).filter((id) => id))
    const removed = (row?.sub_actions ?? []).filter((a) => !kept.has(a.id))
    const holders = (roles.data ?? []).filter((r) =>
      r.permissions.some((p) => removed.some((a) => a.id === p.action.id)),
    )
    if (!holders.length) return values
    const asked = await confirm({
      title: t('roles:modules.removeGrantedBody', {
        codes: removed.map((a) => a.code).join(', '),
        roles: holders.map((r) => r.name).join(', '),
      }),
      okText: t('roles:modules.removeGrantedOk'),
      danger: true,
    })
    return asked ? { ...values, confirm_remove_granted: true } : false
  }
  const { dialog } = useResourceDialog({
    resource: modules,
    write: moduleWriteSchema,
    row,
    titles: { create: t('roles:modules.create'), update: t('roles:modules.update') },
    defaults: { name: '', code: '', description: '', icon: null, sub_actions: [] },
    toForm: (r) => ({ ...r, confirm_remove_granted: undefined }),
    prepare,
    onClose,
  })
  return (
    <FormDialog {...dialog} width={880}>
      <TextField name="name" autoFocus />
      <TextField name="code" />
      <SelectField
        name="icon"
        allowClear
        options={MODULE_ICONS.map((name) => ({ value: name, label: name }))}
      />
      <TextField name="description" multiline />
      <ActionsEditor />
      {holder}
    </FormDialog>
  )
}

/** The module's actions as rows: name, code, description, and a remove button each; an add button at the end. */
function ActionsEditor() {
  const { t } = useTranslation(['ui', 'access', 'roles'])
  const { control } = useFormContext<Values>()
  const { fields, append, remove } = useFieldArray({ control, name: 'sub_actions', keyName: 'key' })
  const actions = useWatch({ control, name: 'sub_actions' }) ?? []
  const code = useWatch({ control, name: 'code' })
  const { errors } = useFormState<Values>({ control, name: 'sub_actions' })
  // the list's own message (actions roles hold, granted meanwhile): above its rows
  const listError = errors.sub_actions?.message ?? errors.sub_actions?.root?.message
  const nameOf = (i: number) => actions[i]?.name?.trim() || String(i + 1)
  return (
    <fieldset className="module-actions">
      <legend>{t('roles:modules.subActions')}</legend>
      <p className="field-help">{t('roles:modules.codeHelp', { 0: code || '…' })}</p>
      {listError && (
        <div role="alert" className="field-error">
          {listError}
        </div>
      )}
      {fields.length === 0 && <p>{t('roles:modules.noActions')}</p>}
      <ol style={{ listStyle: 'none', padding: 0 }}>
        {fields.map((field, i) => (
          <li key={field.key}>
            <div
              role="group"
              aria-label={t('roles:modules.action', { 0: nameOf(i) })}
              style={{ display: 'flex', gap: 8, alignItems: 'flex-start', flexWrap: 'wrap' }}
            >
              <div style={{ flex: '1 1 180px' }}>
                <TextField name={`sub_actions.${i}.name`} />
              </div>
              <div style={{ flex: '1 1 180px' }}>
                <TextField name={`sub_actions.${i}.code`} />
              </div>
              <div style={{ flex: '2 1 220px' }}>
                <TextField name={`sub_actions.${i}.description`} />
              </div>
              <Button
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('roles:modules.removeAction', { 0: nameOf(i) })}
                title={t('roles:modules.removeAction', { 0: nameOf(i) })}
                onClick={() => remove(i)}
                style={{ marginTop: 30 }}
              />
            </div>
          </li>
        ))}
      </ol>
      <Button
        icon={<PlusOutlined aria-hidden />}
        onClick={() => append({ id: null, name: '', code: code ? `${code}.` : '', description: '' })}
      >
        {t('roles:modules.addAction')}
      </Button>
    </fieldset>
  )
}
