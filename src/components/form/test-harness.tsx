/* Test support for the form kit's tests (imported by *.test.tsx only): a small form around the fields. */
import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { FormProvider, type DefaultValues, type FieldValues } from 'react-hook-form'
import { vi } from 'vitest'
import '../../i18n'
import { createQueryClient } from '../../app/query-client'
import { FALLBACK_SETTINGS, generalSettingsQuery, languageSettingsQuery } from '../../api/resources/settings'
import { FormShell } from '../Field'
import type { FormTexts } from '../../i18n/types'
import { FormContractContext } from './field-control'
import { useSchemaForm, type FormSchema } from './use-schema-form'
import type { z } from 'zod'

/** A fresh client, no retries, with the settings already there (format_date DD/MM/YYYY), so no call is made. */
export function testQueryClient(): QueryClient {
  const client = createQueryClient()
  client.setDefaultOptions({ queries: { retry: false, staleTime: Infinity }, mutations: { retry: 0 } })
  client.setQueryData(generalSettingsQuery().queryKey, FALLBACK_SETTINGS)
  for (const language of ['vi', 'en'] as const)
    client.setQueryData(languageSettingsQuery(language).queryKey, () => ({
      language,
      format_date: 'DD/MM/YYYY' as const,
      format_time: 'HH:mm' as const,
    }))
  return client
}

/**
 * Renders `children` (form-kit fields) in a <form> wired by useSchemaForm with `schema` (labels and messages
 * from `ns` when given, as in a FormDialog); the submit button is "Gửi". `onSave` receives the validated values.
 */
export function renderForm<T extends FieldValues>({
  schema,
  ns,
  defaultValues,
  children,
  onSave = vi.fn(async () => true),
}: {
  /** any schema: a test names the values it holds (`T`) */
  schema: z.core.$ZodType
  ns?: FormTexts
  defaultValues: DefaultValues<T>
  children: ReactNode
  onSave?: (values: T) => Promise<boolean>
}) {
  function Harness() {
    const { form, onSubmit, serverError } = useSchemaForm<T>({
      schema: schema as FormSchema<T>,
      ns,
      defaultValues,
      onSave,
    })
    return (
      <FormContractContext value={{ schema, ns }}>
        <FormProvider {...form}>
          <FormShell onSubmit={onSubmit}>
            {serverError && <div role="alert">{serverError}</div>}
            {children}
            <button type="submit">Gửi</button>
          </FormShell>
        </FormProvider>
      </FormContractContext>
    )
  }
  const user = userEvent.setup({ delay: null })
  const utils = render(
    <QueryClientProvider client={testQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  )
  return { ...utils, user, onSave }
}
