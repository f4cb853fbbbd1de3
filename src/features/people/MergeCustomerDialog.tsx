import { useRef, useState } from 'react'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { customers, mergeCustomers, type CustomerMerge } from '../../api/resources/customer'
import { customerMergeSchema, type Customer } from '../../api/schemas/customers'
import type { ListPage } from '../../api/schemas/envelope'
import { FormDialog } from '../../components/form/FormDialog'
import { RadioField } from '../../components/form/RadioField'
import { SearchBox } from '../../components/SearchBox'
import { useCommandDialog } from '../../components/resource/use-command-dialog'
import { formatPhone } from '../../lib/format'

/**
 * Merge another record of the same person (another phone) into `customer`: found by name or phone, chosen, and
 * merged with both records' versions. Loads with its first opening.
 */
export function MergeCustomerDialog({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'customers'])
  const queryClient = useQueryClient()
  const merge = useMutation(mergeCustomers())
  const [q, setQ] = useState<string>()
  const found = useQuery({
    ...customers.list({ page: 1, itemsPerPage: 10, q }),
    enabled: !!q,
    placeholderData: keepPreviousData,
  })
  const others = (q ? (found.data?.data ?? []) : []).filter((c) => c.id !== customer.id)
  /** A record found by any search so far, at the version last read: a choice stays known after another search. */
  const foundRecord = (id: number) =>
    queryClient
      .getQueriesData<ListPage<Customer>>({ queryKey: customers.keys.lists() })
      .flatMap(([, page]) => page?.data ?? [])
      .filter((c) => c.id === id)
      .reduce<Customer | undefined>(
        (latest, c) => (latest && latest.version >= c.version ? latest : c),
        undefined,
      )
  /** the record being merged in, named by the success message */
  const picked = useRef<Customer>(undefined)
  const { dialog } = useCommandDialog({
    schema: customerMergeSchema,
    ns: 'customers',
    defaultValues: {
      keep_id: customer.id,
      keep_version: customer.version,
      merge_id: undefined,
      merge_version: 0,
    },
    send: (values: CustomerMerge) => {
      picked.current = foundRecord(values.merge_id)
      return merge.mutateAsync({ ...values, merge_version: picked.current?.version ?? values.merge_version })
    },
    success: (kept) => t('customers:merge.done', { merged: picked.current?.fullname, name: kept?.fullname }),
    onClose,
    // someone changed either record meanwhile: the kept one's version and the records found are read again
    latest: {
      load: () => queryClient.fetchQuery({ ...customers.detail(customer.id), staleTime: 0 }),
      apply: (fresh, form) => {
        form.setValue('keep_version', fresh.version)
        void found.refetch()
      },
    },
  })
  const searching = !!q && found.isFetching
  return (
    <FormDialog
      {...dialog}
      title={t('customers:merge.title', { name: customer.fullname })}
      submitText={t('customers:merge.confirm')}
    >
      <p className="text-secondary">{t('customers:merge.help', { name: customer.fullname })}</p>
      {/* Enter searches here; it must not send the form */}
      <div onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()} style={{ marginBottom: 12 }}>
        <SearchBox value={q} onSearch={setQ} placeholder={t('customers:merge.pickPlaceholder')} />
      </div>
      <p role="status" className="text-secondary">
        {searching
          ? t('customers:merge.searching')
          : q && !others.length && found.isSuccess
            ? t('customers:merge.noneFound', { q })
            : null}
      </p>
      <RadioField
        name="merge_id"
        label={t('customers:merge.pick')}
        options={others.map((c) => ({ value: c.id, label: `${c.fullname} · ${formatPhone(c.phone)}` }))}
      />
    </FormDialog>
  )
}
