import { defineResource } from '../define-resource'
import { send } from '../define-group'
import { CONTENT_API, reportContract } from '../contracts/content-paths'
import type { CustomerReport } from '../schemas/content'
import { resourceEvent } from '../../realtime/events'
import { customerReportSchema } from 'virtual:shapes/content'

/** Customers' reports and feedback from the website (/report). */
export const reports = defineResource(reportContract, customerReportSchema)

/** The answer, mailed to the customer through the settings' mail server; the report is then answered. */
export const replyToReport = reports.group.command(
  'reply',
  (body: { id: number; version: number; reply_title: string; reply_content: string }) =>
    send<CustomerReport>(CONTENT_API.reportReply, body),
  { event: resourceEvent('report', 'updated') },
)
