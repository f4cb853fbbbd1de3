import { Alert, Button, Modal } from 'antd'
import { Link } from '@tanstack/react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useCan } from '../../api/resources/auth'
import { replyToReport, reports } from '../../api/resources/report'
import { reportReplyWriteSchema, type CustomerReport } from '../../api/schemas/content'
import { DateTime } from '../../components/DateTime'
import { Facts } from '../../components/Facts'
import { FormDialog, TextField } from '../../components/form'
import { useCommandDialog } from '../../components/resource/use-command-dialog'
import { formatPhone } from '../../lib/format'

/**
 * A customer's report: what they wrote and, once answered, the answer with who sent it and when. Not answered yet
 * and with an e-mail address, it is answered here (report.reply): the mail goes through the settings' mail server.
 */
export function ReportDialog({ report, onClose }: { report: CustomerReport; onClose: () => void }) {
  const can = useCan()
  return !report.responded && report.email && can('report.reply') ? (
    <ReplyForm report={report} onClose={onClose} />
  ) : (
    <ReportView report={report} onClose={onClose} />
  )
}

function ReportFacts({ report }: { report: CustomerReport }) {
  const { t } = useTranslation(['ui', 'content'])
  const can = useCan()
  const name =
    report.customer_id && can('customer') ? (
      <Link to="/user/customer/$id" params={{ id: String(report.customer_id) }}>
        {report.name} ({t('content:report.customerHistory')})
      </Link>
    ) : (
      report.name
    )
  const fields = t('content:fields', { returnObjects: true }) as Record<string, string>
  return (
    <Facts
      rows={[
        [fields.name, name],
        [fields.phone, report.phone ? formatPhone(report.phone) : ''],
        [fields.email, report.email ?? ''],
        [fields.created_at, <DateTime key="at" value={report.created_at} />],
        [fields.title, report.title],
        [
          fields.content,
          <span key="content" style={{ whiteSpace: 'pre-line' }}>
            {report.content}
          </span>,
        ],
      ]}
    />
  )
}

function ReportView({ report, onClose }: { report: CustomerReport; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'content'])
  return (
    <Modal
      open
      title={report.title}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <ReportFacts report={report} />
      {report.responded ? (
        <Alert
          type="success"
          showIcon
          title={
            <>
              {t('content:report.answered')}: {report.responded_by}, <DateTime value={report.responded_at} />
            </>
          }
          description={
            <>
              <strong>{report.reply_title}</strong>
              <div style={{ whiteSpace: 'pre-line' }}>{report.reply_content}</div>
            </>
          }
        />
      ) : (
        !report.email && (
          <Alert
            type="info"
            showIcon
            title={
              report.phone
                ? t('content:report.noEmail', { 0: formatPhone(report.phone) })
                : t('content:report.noContact')
            }
          />
        )
      )}
    </Modal>
  )
}

function ReplyForm({ report, onClose }: { report: CustomerReport; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'content'])
  const queryClient = useQueryClient()
  const reply = useMutation(replyToReport())
  const { dialog } = useCommandDialog({
    schema: reportReplyWriteSchema,
    ns: 'content',
    defaultValues: {
      id: report.id,
      version: report.version,
      reply_title: t('content:report.reSubject', { 0: report.title }),
      reply_content: '',
    },
    send: (values) => reply.mutateAsync(values),
    success: (answered) => t('content:report.sent', { 0: answered.email }),
    onClose,
    latest: { load: () => queryClient.fetchQuery({ ...reports.detail(report.id), staleTime: 0 }) },
  })
  return (
    <FormDialog
      {...dialog}
      title={t('content:report.replyTitle', { 0: report.title })}
      submitText={t('content:report.send')}
    >
      <ReportFacts report={report} />
      <p>{t('content:report.to', { 0: report.email })}</p>
      <TextField name="reply_title" />
      <TextField name="reply_content" multiline autoFocus />
    </FormDialog>
  )
}
