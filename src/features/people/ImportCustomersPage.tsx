/**
 * /import-customer (`customer.create`): the template to fill in, a file's preview (every row and what is wrong
 * with it, nothing written), then its valid rows imported all at once or none. The valid rows go to the
 * backend in chunks (the progress counts them), then one commit writes them; the result offers the skipped
 * rows back as a file. A failed call keeps the chosen file and the preview, with a retry.
 */
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react'
import { Alert, Button, Checkbox, Flex } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { IMPORT_CHUNK } from '../../api/contracts/customer-import'
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from '../../api/contracts/uploads'
import { invalidateKeys } from '../../api/invalidate'
import { isApiError } from '../../api/http'
import {
  commitImport,
  importSkipped,
  importTemplate,
  previewImport,
  stageImport,
} from '../../api/resources/customer-import'
import type { ImportPreview, ImportPreviewRow, ImportResult } from '../../api/schemas/customers'
import { useConfirm } from '../../components/confirm/use-confirm'
import { ExportButton } from '../../components/ExportButton'
import { Pager } from '../../components/data-table/Pager'
import { SimpleTable } from '../../components/data-table/SimpleTable'
import type { DataColumn } from '../../components/data-table'
import { invalidatedBy, resourceEvent } from '../../realtime/events'

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

interface Progress {
  done: number
  total: number
  rows: number
  committing: boolean
}

export function ImportCustomersPage() {
  const { t } = useTranslation(['customers', 'ui'])
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [shown, setShown] = useState<{ name: string; preview: ImportPreview } | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [checkFailed, setCheckFailed] = useState(false)
  const [importFailed, setImportFailed] = useState(false)
  /** the backend's refusal of an import (a row no longer valid): said, and the file previewed again */
  const [importRefused, setImportRefused] = useState<string | null>(null)
  /** the import whose rows are all staged: a retry after a lost commit answer commits again, nothing more */
  const [stagedFor, setStagedFor] = useState<string | null>(null)
  const queryClient = useQueryClient()
  const resultRef = useRef<HTMLDivElement>(null)
  const [progress, setProgress] = useState<Progress | null>(null)
  const [result, setResult] = useState<{ importId: string; answer: ImportResult } | null>(null)
  const [onlyErrors, setOnlyErrors] = useState(false)
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(50)
  const check = useMutation(previewImport())
  const stage = useMutation(stageImport())
  const commit = useMutation(commitImport())
  const [confirm, confirmHolder] = useConfirm()

  const preview = shown?.preview
  const rows = useMemo(
    () => (preview ? (onlyErrors ? preview.rows.filter((r) => r.errors.length) : preview.rows) : []),
    [preview, onlyErrors],
  )
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize))
  const current = Math.min(page, pageCount)
  const pageRows = rows.slice((current - 1) * pageSize, current * pageSize)

  // the result takes the focus from the import button it replaces
  useEffect(() => {
    if (result) resultRef.current?.focus()
  }, [result])

  const checkFile = async (chosen: File) => {
    setRefusal(null)
    setCheckFailed(false)
    setImportFailed(false)
    setStagedFor(null)
    if (chosen.size > UPLOAD_MAX_BYTES) {
      setRefusal(t('customers:importing.errors.fileTooLarge', { max: UPLOAD_MAX_MB }))
      setShown(null)
      return
    }
    try {
      const answer = await check.mutateAsync(chosen)
      if (!answer) throw new Error('no preview')
      setShown({ name: chosen.name, preview: answer })
      setResult(null)
      setPage(1)
    } catch (error) {
      // a refused file is said whole, and nothing else is shown; any other failure keeps what is on screen
      if (isApiError(error) && (error.status === 422 || error.status === 413)) {
        setRefusal(error.message)
        setShown(null)
      } else setCheckFailed(true)
    }
  }

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0]
    event.target.value = ''
    if (!chosen) return
    setFile(chosen)
    void checkFile(chosen)
  }

  const clear = () => {
    setFile(null)
    setShown(null)
    setRefusal(null)
    setCheckFailed(false)
    setImportFailed(false)
    setImportRefused(null)
    setResult(null)
    setOnlyErrors(false)
  }

  const valid = preview ? preview.rows.filter((r) => !r.errors.length).map((r) => r.row) : []

  const runImport = async () => {
    if (!preview || !valid.length) return
    const count = valid.length
    const asked = await confirm({
      title: t('customers:importing.confirm', { count }),
      okText: t('customers:importing.importN', { count }),
    })
    if (!asked) return
    setImportFailed(false)
    setImportRefused(null)
    const importId = preview.import_id
    const chunks: number[][] = []
    for (let i = 0; i < valid.length; i += IMPORT_CHUNK) chunks.push(valid.slice(i, i + IMPORT_CHUNK))
    setProgress({ done: 0, total: chunks.length, rows: 0, committing: false })
    try {
      if (stagedFor !== importId) {
        let sent = 0
        for (const [index, chunk] of chunks.entries()) {
          await stage.mutateAsync({ import_id: importId, rows: chunk })
          sent += chunk.length
          setProgress({ done: index + 1, total: chunks.length, rows: sent, committing: false })
        }
        setStagedFor(importId)
      }
      setProgress({ done: chunks.length, total: chunks.length, rows: count, committing: true })
      const answer = await commit.mutateAsync(importId)
      if (!answer) throw new Error('no result')
      void invalidateKeys(queryClient, invalidatedBy(resourceEvent('booking-waiting', 'created')))
      setResult({ importId, answer })
      setShown(null)
      setFile(null)
    } catch (error) {
      // refused (a row no longer valid since the preview): nothing was written; the file is checked again
      if (isApiError(error) && error.status === 422 && file) {
        setImportRefused(error.message)
        void checkFile(file)
      } else setImportFailed(true)
    } finally {
      setProgress(null)
    }
  }

  const columns: DataColumn<ImportPreviewRow>[] = [
    {
      id: 'row',
      header: t('customers:importing.col.row'),
      cell: (r) => r.row,
      rowHeader: true,
      align: 'right',
    },
    { id: 'fullname', header: t('customers:importing.col.name'), cell: (r) => r.fullname },
    { id: 'phone', header: t('customers:importing.col.phone'), cell: (r) => r.phone, nowrap: true },
    { id: 'date', header: t('customers:importing.col.date'), cell: (r) => r.departure_date, nowrap: true },
    { id: 'trip', header: t('customers:importing.col.trip'), cell: (r) => r.trip_name },
    {
      id: 'check',
      header: t('customers:importing.col.check'),
      cell: (r) => (
        <>
          {r.errors.length ? (
            <ul className="import-errors" style={{ margin: 0, paddingInlineStart: 18 }}>
              {r.errors.map((e) => (
                <li key={e} className="field-error">
                  {e}
                </li>
              ))}
            </ul>
          ) : (
            <span>{t('customers:importing.valid')}</span>
          )}
          {r.notice && <div>{r.notice}</div>}
        </>
      ),
    },
  ]

  const busy = check.isPending || !!progress

  return (
    <section aria-labelledby="import-heading">
      {confirmHolder}
      <h1 id="import-heading" className="screen-title">
        {t('ui:layout.importCustomers')}
      </h1>
      <p>{t('customers:importing.help')}</p>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <ExportButton
          command={importTemplate}
          vars={t('customers:importing.templateFile')}
          done={t('customers:importing.templateDone')}
        >
          {t('customers:importing.template')}
        </ExportButton>
        <label htmlFor={inputId}>{t('customers:importing.choose')}</label>
        <input id={inputId} type="file" accept={XLSX_TYPES} onChange={choose} disabled={busy} />
        {file && <span>{t('customers:importing.chosen', { name: file.name })}</span>}
      </Flex>

      <div role="status" aria-live="polite">
        {check.isPending && <p>{t('customers:importing.reading')}</p>}
        {progress && (
          <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
            <progress
              max={progress.total}
              value={progress.done}
              aria-label={t('customers:importing.progress', { ...progress })}
            />
            <span>
              {progress.committing
                ? t('customers:importing.committing')
                : t('customers:importing.progress', { ...progress })}
            </span>
          </Flex>
        )}
      </div>

      {refusal && (
        <Alert type="error" showIcon title={t('customers:importing.refused')} description={refusal} />
      )}
      {checkFailed && file && (
        <Alert
          type="error"
          showIcon
          title={t('customers:importing.failed')}
          action={
            <Button size="small" onClick={() => void checkFile(file)} disabled={busy}>
              {t('customers:importing.retry')}
            </Button>
          }
        />
      )}

      {importRefused && <Alert type="error" showIcon title={importRefused} style={{ marginBottom: 12 }} />}

      {result && (
        <div ref={resultRef} tabIndex={-1}>
          <Alert
            type="success"
            showIcon
            title={t('customers:importing.result', result.answer)}
            description={
              <Flex gap={8} wrap align="center">
                {result.answer.waiting > 0 && (
                  <span>{t('customers:importing.resultWaiting', { count: result.answer.waiting })}</span>
                )}
                {result.answer.skipped > 0 && (
                  <ExportButton
                    command={importSkipped}
                    vars={{ importId: result.importId, filename: t('customers:importing.skippedFile') }}
                    done={t('customers:importing.skippedDone')}
                  >
                    {t('customers:importing.skippedDownload')}
                  </ExportButton>
                )}
                <Button onClick={clear}>{t('customers:importing.again')}</Button>
              </Flex>
            }
          />
        </div>
      )}

      {!preview && !refusal && !result && !check.isPending && (
        <p className="text-secondary">{t('customers:importing.empty')}</p>
      )}

      {preview && shown && (
        <>
          <Flex gap={12} wrap align="center" style={{ margin: '12px 0' }}>
            <strong>{t('customers:importing.chosen', { name: shown.name })}</strong>
            <strong role="status">
              {t('customers:importing.counts', { valid: preview.valid, invalid: preview.invalid })}
            </strong>
            <Checkbox
              checked={onlyErrors}
              onChange={(e) => {
                setOnlyErrors(e.target.checked)
                setPage(1)
              }}
            >
              {t('customers:importing.onlyErrors')}
            </Checkbox>
            <Button
              type="primary"
              // no spinner in the name: the progress below says how far it is
              disabled={!valid.length || busy}
              onClick={() => void runImport()}
            >
              {t('customers:importing.importN', { count: valid.length })}
            </Button>
            <Button onClick={clear} disabled={busy}>
              {t('customers:importing.cancel')}
            </Button>
          </Flex>
          {importFailed && (
            <Alert
              type="error"
              showIcon
              title={t('customers:importing.importFailed')}
              style={{ marginBottom: 12 }}
            />
          )}
          <SimpleTable
            caption={t('customers:importing.rows')}
            captionHidden
            columns={columns}
            rows={pageRows}
            getRowId={(r) => r.row}
            rowTone={(r) => (r.errors.length ? 'danger' : r.notice ? 'warning' : undefined)}
            emptyText={t('customers:importing.noRows')}
          />
          {rows.length > pageSize && (
            <Pager
              page={current}
              pageCount={pageCount}
              total={rows.length}
              pageSize={pageSize}
              canPrevious={current > 1}
              canNext={current < pageCount}
              onPrevious={() => setPage(current - 1)}
              onNext={() => setPage(current + 1)}
              onPage={setPage}
              onPageSize={(size) => {
                setPageSize(size)
                setPage(1)
              }}
            />
          )}
        </>
      )}
    </section>
  )
}
