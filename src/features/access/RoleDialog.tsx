import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { roles } from '../../api/resources/role'
import type { RoleRow } from '../../api/schemas/access'
import { roleWriteSchema } from '../../api/schemas/auth'
import { AsyncSelectField, FormDialog, SelectField, StatusField, TextField } from '../../components/form'
import { useResourceDialog } from '../../components/resource/use-resource-dialog'
import { ColorSwatch } from '../../components/StatusTag'
import { usePrimaryColours } from '../../components/primary-colours'

/** The role's own fields: its permissions are the matrix's (/role/{id}/permissions), never this form's. */
const roleFormSchema = roleWriteSchema.omit({ permissions: true, codes: true, action_ids: true })

/**
 * Create or edit a role; loads with its first opening. Its permissions are changed on their own page. The colour
 * is one of the settings' 20, chosen by name; the parent is any other role.
 */
export function RoleDialog({ row, onClose }: { row: RoleRow | undefined; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'access', 'roles'])
  const colours = usePrimaryColours()
  const { dialog } = useResourceDialog({
    resource: roles,
    write: roleFormSchema,
    row,
    titles: { create: t('roles:roles.create'), update: t('roles:roles.update') },
    defaults: { status: 1, slug: '', description: '' },
    onClose,
  })
  return (
    <FormDialog {...dialog} width={640}>
      <TextField name="name" autoFocus />
      <TextField name="slug" help={t('roles:roles.slugHelp')} />
      <SelectField
        name="color"
        allowClear
        options={colours.map((c) => ({ value: c.color, label: c.name, search: `${c.name} ${c.color}` }))}
        help={<ChosenColour />}
      />
      <AsyncSelectField
        name="parent_id"
        query={roles.all()}
        allowClear
        toOption={(r) => ({ value: r.id, label: r.name, disabled: r.id === row?.id })}
      />
      <TextField name="description" multiline />
      <StatusField name="status" />
    </FormDialog>
  )
}

/** The chosen colour's swatch under its choice. */
function ChosenColour() {
  const { control } = useFormContext<z.input<typeof roleFormSchema>>()
  const color = useWatch({ control, name: 'color' })
  const colours = usePrimaryColours()
  const chosen = colours.find((c) => c.color === color?.toLowerCase())
  return chosen ? <ColorSwatch color={chosen.color} name={chosen.name} /> : null
}
