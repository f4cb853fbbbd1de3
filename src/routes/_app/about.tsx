import { createFileRoute } from '@tanstack/react-router'
import { prefetch, screenRoute } from '../../components/resource/screen-route'
import { AboutPage } from '../../features/settings/AboutPage'

/** The operator, the app's version and what is new (/about): about.view. */
export const Route = createFileRoute('/_app/about')({
  ...screenRoute('about.view', 'menu:about', ['settings']),
  loader: (match) => prefetch(match),
  component: AboutPage,
})
