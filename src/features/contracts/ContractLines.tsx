import { useId } from 'react'
import { Button } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  DISCOUNT_TYPE,
  discountProblem,
  lineSubtotal,
  type LineInput,
} from '../../api/contracts/car-contract'
import { SimpleTable } from '../../components/data-table/SimpleTable'
import type { DataColumn } from '../../components/data-table/types'
import { MoneyField } from '../../components/form/MoneyField'
import { NativeNumberField, NativeSelectField } from '../../components/form/NativeFields'
import { TextField } from '../../components/form/TextField'
import { usePendingFocus } from '../../components/form/use-pending-focus'
import { useFieldLabels } from '../../components/resource/columns'
import { formatMoney } from '../../lib/format'

export interface LineValues {
  description: string
  quantity: number | null
  price: number | null
  discount: number | null
  discount_type: number
}

export const EMPTY_LINE: LineValues = {
  description: '',
  quantity: 1,
  price: null,
  discount: 0,
  discount_type: DISCOUNT_TYPE.amount,
}

/** A line's sub-total as typed so far (what is not typed yet counts as 0; a refused discount as none). */
const typedSubtotal = (line: Partial<LineValues> | undefined) => {
  const typed: LineInput = {
    quantity: line?.quantity ?? 0,
    price: line?.price ?? 0,
    discount: line?.discount ?? 0,
    discount_type:
      line?.discount_type === DISCOUNT_TYPE.percent ? DISCOUNT_TYPE.percent : DISCOUNT_TYPE.amount,
  }
  return discountProblem(typed) ? typed.quantity * typed.price : lineSubtotal(typed)
}

/**
 * The contract's services, a row each: what it is, how many, at what price, its discount (an amount or a
 * percentage) and its sub-total; the total below. Computed as the backend computes them
 * (src/api/contracts/car-contract.ts), live while typed.
 */
export function ContractLines({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('contracts')
  const labels = useFieldLabels('contracts')
  const base = useId().replace(/[^A-Za-z0-9]/g, '')
  const { control, setValue } = useFormContext<{ lines: LineValues[] }>()
  const { fields, append, remove } = useFieldArray({ control, name: 'lines', keyName: 'rowKey' })
  const lines = useWatch({ control, name: 'lines' }) ?? []
  const { errors } = useFormState({ control, name: 'lines' })
  const listError = errors.lines?.message ?? errors.lines?.root?.message
  const focus = usePendingFocus(base)
  const kinds = t('form.discountTypes', { returnObjects: true }) as string[]
  const fieldOf = (key: keyof LineValues, i: number) =>
    t('form.lineField', { 0: labels[`lines.${key}`], 1: i + 1 })

  type Row = (typeof fields)[number]
  const columns: DataColumn<Row>[] = [
    {
      id: 'description',
      header: labels['lines.description'],
      cell: (_, i) => (
        <TextField name={`lines.${i}.description`} label={fieldOf('description', i)} labelHidden />
      ),
    },
    {
      id: 'quantity',
      header: labels['lines.quantity'],
      width: 90,
      cell: (_, i) => (
        <NativeNumberField name={`lines.${i}.quantity`} label={fieldOf('quantity', i)} labelHidden />
      ),
    },
    {
      id: 'price',
      header: labels['lines.price'],
      width: 150,
      cell: (_, i) => <MoneyField name={`lines.${i}.price`} label={fieldOf('price', i)} labelHidden />,
    },
    {
      id: 'discount',
      header: labels['lines.discount'],
      width: 150,
      cell: (_, i) =>
        lines[i]?.discount_type === DISCOUNT_TYPE.percent ? (
          <NativeNumberField
            name={`lines.${i}.discount`}
            label={fieldOf('discount', i)}
            labelHidden
            min={0}
            max={100}
            suffix="%"
          />
        ) : (
          <MoneyField name={`lines.${i}.discount`} label={fieldOf('discount', i)} labelHidden />
        ),
    },
    {
      id: 'discount_type',
      header: labels['lines.discount_type'],
      width: 90,
      cell: (_, i) => (
        // an amount is no percentage: a new kind of discount starts from none
        <div onChange={() => setValue(`lines.${i}.discount`, 0, { shouldDirty: true })}>
          <NativeSelectField
            name={`lines.${i}.discount_type`}
            label={fieldOf('discount_type', i)}
            labelHidden
            placeholder="—"
            options={[DISCOUNT_TYPE.amount, DISCOUNT_TYPE.percent].map((v) => ({
              value: v,
              label: kinds[v],
            }))}
          />
        </div>
      ),
    },
    {
      id: 'sub_total',
      header: labels.sub_total,
      align: 'right',
      cell: (_, i) => (
        <output aria-label={t('form.lineTotal', { 0: i + 1 })}>{formatMoney(typedSubtotal(lines[i]))}</output>
      ),
      footer: (
        <output aria-live="polite">{formatMoney(lines.reduce((sum, l) => sum + typedSubtotal(l), 0))}</output>
      ),
    },
    ...(readOnly
      ? []
      : [
          {
            id: 'remove',
            header: t('form.removeLine', { 0: '' }).trim(),
            headerHidden: true,
            cell: (row: Row, i: number) => (
              <Button
                id={`${base}-${row.rowKey}-remove`}
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('form.removeLine', { 0: i + 1 })}
                title={t('form.removeLine', { 0: i + 1 })}
                disabled={fields.length === 1}
                onClick={() => {
                  const next = fields[i + 1] ?? fields[i - 1]
                  remove(i)
                  focus(next ? `${next.rowKey}-remove` : 'add')
                }}
              />
            ),
          } satisfies DataColumn<Row>,
        ]),
  ]
  return (
    <>
      <SimpleTable
        error={listError}
        label={t('form.services')}
        columns={columns}
        rows={fields}
        getRowId={(row) => row.rowKey}
        footerLabel={t('form.total')}
        className="contract-lines"
      />
      {!readOnly && (
        <Button
          id={`${base}-add`}
          icon={<PlusOutlined aria-hidden />}
          style={{ marginTop: 8 }}
          onClick={() => append({ ...EMPTY_LINE })}
        >
          {t('form.addLine')}
        </Button>
      )}
    </>
  )
}
