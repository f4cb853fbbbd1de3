import { useTranslation } from 'react-i18next'
import { CATEGORY_TYPE_KEYS, CONTENT_LANGUAGES } from '../../api/contracts/content'
import { categories } from '../../api/resources/category'
import { tags } from '../../api/resources/tag'
import { categoryWriteSchema, tagWriteSchema, type Category, type Tag } from '../../api/schemas/content'
import { FormDialog, RadioField, SelectField, StatusField, TextField } from '../../components/form'
import { useResourceDialog } from '../../components/resource/use-resource-dialog'
import { SlugField } from './SlugField'

/** Create or edit a category or a tag; loads with its first opening. */
export function TaxonomyDialog({
  kind,
  row,
  onClose,
}: {
  kind: 'category' | 'tag'
  row: (Tag & Partial<Pick<Category, 'type'>>) | undefined
  onClose: () => void
}) {
  const { t } = useTranslation(['ui', 'content'])
  const typeWords = t('content:categoryType', { returnObjects: true }) as Record<string, string>
  const languageWords = t('content:language', { returnObjects: true }) as Record<string, string>
  const { dialog } = useResourceDialog({
    resource: (kind === 'tag' ? tags : categories) as typeof categories,
    write: kind === 'tag' ? (tagWriteSchema as unknown as typeof categoryWriteSchema) : categoryWriteSchema,
    row: row as Category | undefined,
    titles:
      kind === 'tag'
        ? { create: t('content:category.createTag'), update: t('content:category.updateTag') }
        : { create: t('content:category.create'), update: t('content:category.update') },
    defaults: { type: 0, language: 'vi', status: 1, slug: '' },
    onClose,
  })
  return (
    <FormDialog {...dialog}>
      <TextField name="name" autoFocus />
      {kind === 'category' && (
        <SelectField
          name="type"
          options={CATEGORY_TYPE_KEYS.map((key, value) => ({ value, label: typeWords[key] }))}
        />
      )}
      <SlugField />
      <RadioField
        name="language"
        vertical={false}
        options={CONTENT_LANGUAGES.map((value) => ({ value, label: languageWords[value] }))}
      />
      <StatusField name="status" />
    </FormDialog>
  )
}
