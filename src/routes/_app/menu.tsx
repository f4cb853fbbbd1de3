import { createFileRoute } from '@tanstack/react-router'
import { menus } from '../../api/resources/menu'
import { prefetch, screenRoute } from '../../components/resource/screen-route'
import { MenusPage } from '../../features/access/MenusPage'

/** The side menu's entries (/menu): read with menu.view, changed with menu.update. */
export const Route = createFileRoute('/_app/menu')({
  ...screenRoute('menu.view', 'menu:menus', ['access', 'roles']),
  loader: (match) => prefetch(match, menus.all()),
  component: MenusPage,
})
