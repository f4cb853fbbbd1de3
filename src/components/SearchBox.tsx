import { useEffect, useState } from 'react'
import { Input } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * Free-text search held in the URL: applies 300 ms after typing stops, at once on Enter, and follows the
 * URL when it changes elsewhere (back, a copied link).
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
  if (synced !== value) {
    setSynced(value)
    setText(value ?? '')
  }
  useEffect(() => {
    const next = text.trim() || undefined
    if (next === (value || undefined)) return
    const timer = setTimeout(() => onSearch(next), 300)
    return () => clearTimeout(timer)
  }, [text, value, onSearch])
  return (
    <Input.Search
      aria-label={t('common.search')}
      placeholder={placeholder ?? t('fleet.searchPlaceholder')}
      value={text}
      allowClear
      onChange={(e) => setText(e.target.value)}
      onSearch={(q) => onSearch(q.trim() || undefined)}
      style={{ width: 280 }}
    />
  )
}
