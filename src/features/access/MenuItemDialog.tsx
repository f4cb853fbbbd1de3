import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { MODULE_ICONS } from '../../api/contracts/modules'
import { menus } from '../../api/resources/menu'
import { menuItemWriteSchema, type MenuItem } from '../../api/schemas/access'
import { CheckboxField, FormDialog, RadioField, SelectField, TextField } from '../../components/form'
import { useResourceDialog } from '../../components/resource/use-resource-dialog'
import { useScreenOptions } from './screen-options'
import { SCREENS, type Access } from '../../lib/screen-paths'

type Values = z.input<typeof menuItemWriteSchema>

/** Create or edit a menu entry (a link to one of the app's screens, or a subheader); loads with its first opening. */
export function MenuItemDialog({ row, onClose }: { row: MenuItem | undefined; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'access', 'roles'])
  const { dialog } = useResourceDialog({
    resource: menus,
    write: menuItemWriteSchema,
    row,
    titles: { create: t('roles:menus.create'), update: t('roles:menus.update') },
    defaults: { type: 'link', name: '', name_en: '', slug: null, icon: null, active: true },
    toForm: (r) => ({
      type: r.type === 'subheader' ? 'subheader' : 'link',
      name: r.name,
      name_en: r.name_en ?? '',
      slug: r.slug || null,
      icon: r.icon ?? null,
      active: r.active,
    }),
    onClose,
  })
  return (
    <FormDialog {...dialog} width={640}>
      <RadioField
        name="type"
        label={t('roles:menus.kind')}
        vertical={false}
        options={[
          { value: 'link', label: t('roles:menus.kindLink') },
          { value: 'subheader', label: t('roles:menus.kindSubheader') },
        ]}
      />
      <TextField name="name" label={t('roles:menus.nameVi')} autoFocus />
      <TextField name="name_en" label={t('roles:menus.nameEn')} help={t('roles:menus.nameEnHelp')} />
      <LinkFields />
      <SelectField
        name="icon"
        label={t('roles:menus.icon')}
        allowClear
        options={MODULE_ICONS.map((name) => ({ value: name, label: name }))}
      />
      <CheckboxField name="active" label={t('roles:menus.active')} />
    </FormDialog>
  )
}

/** A link's screen (one of the app's, by its title), and who it shows to: its screen's code. A subheader has neither. */
function LinkFields() {
  const { t } = useTranslation(['ui', 'roles', 'menu'])
  const { control } = useFormContext<Values>()
  const type = useWatch({ control, name: 'type' })
  const slug = useWatch({ control, name: 'slug' })
  const screens = useScreenOptions()
  if (type === 'subheader') return null
  const access = slug ? (SCREENS as Record<string, Access>)[slug] : undefined
  const shownTo = !access
    ? undefined
    : access === 'signed-in'
      ? t('roles:menus.shownToAll')
      : typeof access === 'string'
        ? t('roles:menus.shownToCode', { code: access })
        : t('roles:menus.shownToGroup', { group: t(`menu:${access.group}`) })
  return <SelectField name="slug" label={t('roles:menus.screen')} options={screens} help={shownTo} />
}
