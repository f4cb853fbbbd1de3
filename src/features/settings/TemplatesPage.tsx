import { lazy, useMemo } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Button, Flex, Tabs } from 'antd'
import { useTranslation } from 'react-i18next'
import { useWatch, type Control } from 'react-hook-form'
import { useCan } from '../../api/resources/auth'
import { contractTemplateQuery, saveContractTemplate } from '../../api/resources/settings-admin'
import { contractTemplateWriteSchema, type ContractTemplate } from '../../api/schemas/settings'
import {
  CONTRACT_PLACEHOLDERS,
  fillTemplate,
  placeholderText,
  type ContractLineText,
  type ContractValues,
} from '../../api/contracts/contract-template'
import { DISCOUNT_TYPE } from '../../api/contracts/car-contract'
import { paperValues, type PaperContract } from '../../entities/contract/paper'
import { FormSection, PageForm } from '../../components/form/PageForm'
import { RichTextField } from '../../components/form/RichTextField'
import { PartSuspense } from '../../components/PartSuspense'
import { QueryState } from '../../components/QueryState'
import { RecordScreen } from '../../components/resource/RecordScreen'
import { useCommandForm } from '../../components/resource/use-command-dialog'
import { SafeHtml } from '../../components/SafeHtml'
import { useSettings } from '../../components/use-settings'
import { hcmToday, shiftDay } from '../../lib/hcm-day'

/** The Excel columns' tabs: loaded when one is opened (most visits edit the contract). */
const ColumnTemplates = lazy(() => import('./ColumnTemplates').then((m) => ({ default: m.ColumnTemplates })))

interface Values {
  version: number
  content: string
}

/**
 * /setting-template (setting.general; saved with setting.update): the car-rental contract's template, and the
 * columns of the Excel exports and of the customers' import, each on its tab.
 */
export function TemplatesPage() {
  const { t } = useTranslation(['menu', 'settings'])
  const template = useQuery(contractTemplateQuery())
  const tabs = [
    {
      key: 'contract',
      label: t('settings:templates.contract'),
      children: (
        <QueryState query={template} error={t('settings:templates.loadError')}>
          {(row) => <ContractTemplateForm template={row} />}
        </QueryState>
      ),
    },
    ...(['export', 'import'] as const).map((kind) => ({
      key: kind,
      label: t(kind === 'export' ? 'settings:templates.exports' : 'settings:templates.imports'),
      children: (
        <PartSuspense>
          <ColumnTemplates kind={kind} />
        </PartSuspense>
      ),
    })),
  ]
  return (
    <RecordScreen title={t('menu:settingTemplate')} back={null}>
      <div className="page-panel">
        <Tabs items={tabs} aria-label={t('settings:templates.kinds')} />
      </div>
    </RecordScreen>
  )
}

function ContractTemplateForm({ template }: { template: ContractTemplate }) {
  const { t } = useTranslation(['ui', 'settings', 'errors'])
  const queryClient = useQueryClient()
  const save = useMutation(saveContractTemplate())
  const readOnly = !useCan()('setting.update')
  const values = useMemo<Values>(() => ({ version: template.version, content: template.content }), [template])
  const { form, shell, notice } = useCommandForm({
    schema: contractTemplateWriteSchema,
    ns: 'settings',
    // what the form was opened on, version included: another admin's save meanwhile makes this one a 409 (what
    // was typed stays, "Tải bản mới nhất" brings the rest), never a silent overwrite
    defaultValues: values,
    send: (body) => save.mutateAsync(body),
    success: t('errors:success', { 0: t('common.update') }),
    onDone: (saved) => {
      queryClient.setQueryData(contractTemplateQuery().queryKey, saved)
      form.reset({ version: saved.version, content: saved.content })
    },
    latest: { load: () => queryClient.fetchQuery({ ...contractTemplateQuery(), staleTime: 0 }) },
  })
  const inserts = CONTRACT_PLACEHOLDERS.map((name) => ({
    text: placeholderText(name),
    label: t(`settings:placeholders.${name}`),
  }))
  return (
    <Flex gap={32} wrap align="flex-start">
      <div style={{ flex: '1 1 520px', minWidth: 0 }}>
        <PageForm
          {...shell}
          notice={notice}
          aria-label={t('settings:templates.contract')}
          readOnly={readOnly}
        >
          {readOnly && <p role="note">{t('settings:readOnly')}</p>}
          <FormSection title={t('settings:templates.contract')}>
            <RichTextField
              name="content"
              inserts={inserts}
              help={t('settings:templates.contractHint')}
              // a fieldset does not disable a contenteditable
              disabled={readOnly}
            />
          </FormSection>
        </PageForm>
      </div>
      <div style={{ flex: '1 1 520px', minWidth: 0 }}>
        <ContractPreview control={form.control} />
      </div>
    </Flex>
  )
}

/**
 * The template as typed, filled with a sample contract in the operator's own formats (the settings' symbols, time
 * zone, date and time formats: a contract is the operator's paper), rendered as it prints (SafeHtml, A4).
 */
function ContractPreview({ control }: { control: Control<Values> }) {
  const { t } = useTranslation('settings')
  const settings = useSettings()
  const content = useWatch({ control, name: 'content' })
  const sample = useMemo<ContractValues>(() => {
    const columns = t('templates.columns', { returnObjects: true }) as ContractLineText
    const today = hcmToday()
    // a rental a week ahead, from 06:00 to 18:00 the next day (Ho Chi Minh time)
    const at = (days: number, time: string) => `${shiftDay(today, days)}T${time}:00+07:00`
    const percent = DISCOUNT_TYPE.percent
    const amount = DISCOUNT_TYPE.amount
    const contract: PaperContract = {
      code: 'HD-MAU-0001',
      customer_name: t('templates.sampleCustomer'),
      phone: '0912345678',
      email: 'lan.nguyen@example.vn',
      address: t('templates.sampleAddress'),
      car_plates: ['51B-123.45'],
      start_at: at(7, '06:00'),
      end_at: at(8, '18:00'),
      lines: [
        {
          description: t('templates.sampleService'),
          quantity: 2,
          price: 3_000_000,
          discount: 10,
          discount_type: percent,
          sub_total: 5_400_000,
        },
        {
          description: t('templates.sampleSurcharge'),
          quantity: 1,
          price: 300_000,
          discount: 0,
          discount_type: amount,
          sub_total: 300_000,
        },
      ],
      total_fee: 5_700_000,
      paid: 2_000_000,
      outstanding: 3_700_000,
      note: t('templates.sampleNote'),
    }
    return paperValues(contract, settings, columns)
  }, [t, settings])
  return (
    <section aria-labelledby="contract-preview-heading" data-print="a4">
      <Flex justify="space-between" align="center" gap={8} wrap className="no-print">
        <h2 id="contract-preview-heading" className="section-title">
          {t('templates.preview')}
        </h2>
        <Button onClick={() => window.print()}>{t('templates.print')}</Button>
      </Flex>
      <p className="no-print">{t('templates.sample')}</p>
      <article aria-label={t('templates.contract')}>
        <SafeHtml html={fillTemplate(content ?? '', sample)} />
      </article>
    </section>
  )
}
