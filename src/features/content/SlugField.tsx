import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../components/form/TextField'
import { slugify } from '../../lib/slug'

/** The slug, with the one the backend makes from the name when it is left empty. */
export function SlugField() {
  const { t } = useTranslation('content')
  const name = useWatch({ name: 'name' }) as string | undefined
  const made = slugify(name ?? '')
  return (
    <TextField name="slug" help={made ? t('category.slugHint', { 0: made }) : t('category.slugHintEmpty')} />
  )
}
