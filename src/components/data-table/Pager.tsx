import { useId } from 'react'
import { Button } from 'antd'
import { LeftOutlined, RightOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { PAGE_SIZES } from '../../api/envelope'

type PageItem = number | 'gap-start' | 'gap-end'

/** The page buttons to show: every page up to 7, otherwise first, last and a window around the current. */
export function pageItems(current: number, count: number): PageItem[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1)
  let start = Math.max(2, current - 1)
  let end = Math.min(count - 1, current + 1)
  if (current <= 4) [start, end] = [2, 5]
  if (current >= count - 3) [start, end] = [count - 4, count - 1]
  const items: PageItem[] = [1]
  if (start > 2) items.push('gap-start')
  for (let p = start; p <= end; p++) items.push(p)
  if (end < count - 1) items.push('gap-end')
  items.push(count)
  return items
}

export interface PagerProps {
  /** 1-based */
  page: number
  pageCount: number
  total: number
  pageSize: number
  canPrevious: boolean
  canNext: boolean
  onPrevious: () => void
  onNext: () => void
  onPage: (page: number) => void
  onPageSize: (size: number) => void
}

/** Total, previous / page numbers / next and the page-size chooser, under the table. */
export function Pager({
  page,
  pageCount,
  total,
  pageSize,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
  onPage,
  onPageSize,
}: PagerProps) {
  const { t } = useTranslation(['ui', 'table'])
  const sizeId = useId()
  // A page beyond the last (rows deleted meanwhile) still shows as the current one.
  const count = Math.max(1, pageCount, page)
  const sizes: number[] = [...PAGE_SIZES]
  if (!sizes.includes(pageSize)) sizes.push(pageSize)
  return (
    <div className="dt-pager">
      <span className="dt-total">{t('table:total', { count: total })}</span>
      <nav className="dt-pages" aria-label={t('table:pagination')}>
        <Button
          size="small"
          type="text"
          icon={<LeftOutlined aria-hidden />}
          aria-label={t('table:previousPage')}
          disabled={!canPrevious}
          onClick={onPrevious}
        />
        {pageItems(page, count).map((item) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              size="small"
              type={item === page ? 'primary' : 'text'}
              className="dt-page"
              aria-label={t('table:page', { page: item })}
              aria-current={item === page ? 'page' : undefined}
              onClick={item === page ? undefined : () => onPage(item)}
            >
              {item}
            </Button>
          ) : (
            <span key={item} className="dt-gap" aria-hidden="true">
              …
            </span>
          ),
        )}
        <Button
          size="small"
          type="text"
          icon={<RightOutlined aria-hidden />}
          aria-label={t('table:nextPage')}
          disabled={!canNext}
          onClick={onNext}
        />
      </nav>
      <span className="dt-size">
        <label htmlFor={sizeId}>{t('table:rowsPerPage')}</label>
        <select
          id={sizeId}
          className="select"
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </span>
    </div>
  )
}
