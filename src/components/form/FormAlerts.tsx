import { Alert, Button } from 'antd'

/** A warning with one action, e.g. "changed by someone else meanwhile" and "Tải bản mới nhất". */
export interface FormNotice {
  message: string
  action: { label: string; onClick: () => void; busy?: boolean }
}

/** What a form says above its fields: the server's refusal, and a notice with its action (a stale save). */
export function FormAlerts({
  serverError,
  notice,
}: {
  serverError?: string | null
  notice?: FormNotice | null
}) {
  return (
    <>
      {serverError && (
        <Alert type="error" role="alert" showIcon title={serverError} style={{ marginBottom: 16 }} />
      )}
      {notice && (
        <Alert
          type="warning"
          role="alert"
          showIcon
          title={notice.message}
          action={
            <Button size="small" onClick={notice.action.onClick} loading={notice.action.busy}>
              {notice.action.label}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
    </>
  )
}
