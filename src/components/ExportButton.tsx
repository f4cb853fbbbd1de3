import type { ReactNode } from 'react'
import { Button } from 'antd'
import { FileExcelOutlined } from '@ant-design/icons'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { Command } from '../api/define-group'
import { useConfirm } from './confirm/use-confirm'
import { toast } from './toast'

/**
 * "Xuất Excel" of every screen that downloads what it shows (lists, reports, statistics): asks first (SPEC §8),
 * then runs the group's export command with `vars` (its filters and file name) and says `done` once the file is
 * there. A refusal was already told by the HTTP core.
 */
export function ExportButton<V>({
  command,
  vars,
  done,
  children,
}: {
  command: Command<V, boolean>
  vars: V
  done: string
  children: ReactNode
}) {
  const { t } = useTranslation('errors')
  const download = useMutation(command())
  const [confirm, confirmHolder] = useConfirm()
  const run = async () => {
    if (!(await confirm({ title: t('confirmExport') }))) return
    if (await download.mutateAsync(vars).catch(() => false)) toast.success(done)
  }
  return (
    <>
      {confirmHolder}
      <Button
        icon={<FileExcelOutlined aria-hidden />}
        loading={download.isPending}
        onClick={() => void run()}
      >
        {children}
      </Button>
    </>
  )
}
