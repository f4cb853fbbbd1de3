import { Button, Dropdown, type MenuProps } from 'antd'
import { DownOutlined, UserOutlined } from '@ant-design/icons'
import { Link, useNavigate } from '@tanstack/react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '../../components/confirm/use-confirm'
import { endSession } from '../../components/session-end'
import { signOutCall, useMe } from '../../api/resources/auth'

export function UserMenu() {
  const { t } = useTranslation(['ui', 'errors'])
  const [confirm, confirmHolder] = useConfirm()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const user = useMe()
  const logout = useMutation(signOutCall())
  const name = user?.fullname || user?.username || ''

  const signOut = () =>
    confirm({
      title: t('errors:confirmLogout'),
      onOk: async () => {
        try {
          await logout.mutateAsync()
        } catch {
          // Signing out locally does not depend on the server's answer.
        }
        endSession(queryClient)
        await navigate({ to: '/login', search: {} })
      },
    })

  const items: MenuProps['items'] = [
    { key: 'profile', label: <Link to="/user/info/">{t('layout.profile')}</Link> },
    { key: 'password', label: <Link to="/user/changepassword/">{t('layout.changePassword')}</Link> },
    { type: 'divider' },
    { key: 'signout', label: t('layout.signOut'), danger: true, onClick: () => void signOut() },
  ]

  return (
    <>
      {confirmHolder}
      <Dropdown
        menu={{ items }}
        trigger={['click']}
        placement="bottomRight"
        // Inside the header landmark, not at the end of <body>.
        getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      >
        <Button type="text" icon={<UserOutlined aria-hidden />} aria-haspopup="menu" aria-label={name}>
          {/* on a phone the icon alone: the name stays the button's name */}
          <span className="frame-words">{name}</span>
          <DownOutlined aria-hidden className="frame-wide-only" />
        </Button>
      </Dropdown>
    </>
  )
}
