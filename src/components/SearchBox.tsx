import { useEffect, useEffectEvent, useState } from 'react'
import { Input } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * Free-text search held in the URL: applies 300 ms after typing stops, at once on Enter, and follows the
 * URL when it changes elsewhere (back, a copied link). What is being typed is never overwritten by the
 * URL catching up with an earlier search.
 */
export function SearchBox({
  value,
  onSearch,
  placeholder,
}: {
  value: string | undefined
  onSearch: (q: string | undefined) => void
  placeholder?: string
}) {
  const { t } = useTranslation()
  const [text, setText] = useState(value ?? '')
  const [synced, setSynced] = useState(value)
  /** the last search this box sent; the URL echoing it back is not an outside change */
  const [sent, setSent] = useState(value)
  if (synced !== value) {
    setSynced(value)
    if (value !== sent) setText(value ?? '')
  }
  const send = (q: string | undefined) => {
    setSent(q)
    onSearch(q)
  }
  // Sees the latest value and onSearch without being a dependency: screens pass a new onSearch on every
  // render, and a live list re-renders every few hundred ms, which would restart the wait for ever.
  const sendTyped = useEffectEvent((q: string | undefined) => {
    if (q !== (value || undefined)) send(q)
  })
  useEffect(() => {
    const timer = setTimeout(() => sendTyped(text.trim() || undefined), 300)
    return () => clearTimeout(timer)
  }, [text])
  return (
    <Input.Search
      aria-label={t('common.search')}
      placeholder={placeholder ?? t('common.searchPlaceholder')}
      value={text}
      allowClear
      onChange={(e) => setText(e.target.value)}
      onSearch={(q) => send(q.trim() || undefined)}
      style={{ width: 280 }}
    />
  )
}
