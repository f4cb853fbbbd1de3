import { useTranslation } from 'react-i18next'
import type { Resource } from '../../api/define-resource'
import { brandWriteSchema, type Brand } from '../../api/schemas/fleet'
import { ColorField, FormDialog, StatusField, TextField } from '../../components/form'
import { useResourceDialog } from '../../components/resource/use-resource-dialog'

/** Create or edit a brand or a goods type; loads with its first opening. */
/** Which catalogue a dialog edits: its words in the fleet namespace. */
export type CatalogText = 'brand' | 'productType'

export function CatalogDialog({
  resource,
  text,
  row,
  onClose,
}: {
  resource: Resource<Brand, typeof brandWriteSchema>
  text: CatalogText
  row: Brand | undefined
  onClose: () => void
}) {
  const { t } = useTranslation(['ui', 'fleet'])
  const { dialog } = useResourceDialog({
    resource,
    write: brandWriteSchema,
    row,
    titles: { create: t(`fleet:${text}.create`), update: t(`fleet:${text}.update`) },
    defaults: { status: 1, note: '' },
    onClose,
  })
  return (
    <FormDialog {...dialog}>
      <TextField name="name" autoFocus />
      <ColorField name="color" />
      <StatusField name="status" />
      <TextField name="note" multiline />
    </FormDialog>
  )
}
