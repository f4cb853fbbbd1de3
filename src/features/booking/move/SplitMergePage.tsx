import { useId } from 'react'
import { Empty } from 'antd'
import { useTranslation } from 'react-i18next'
import { useDirections } from '../../../api/resources/map'
import { DateTime } from '../../../components/DateTime'
import type { SearchPatch } from '../../../components/resource/use-search-patch'
import { hcmToday, isDay } from '../../../lib/hcm-day'
import { Mover } from './Mover'
import { TripSelect } from './TripSelect'

export interface SplitMergeSearch {
  date?: string
  map_detail_id?: number
  left?: number
  right?: number
  /** the right trip's day when it is another day than the left's */
  right_date?: string
}

/** Tách ghép xe (/booking/split-merge): a day and direction, two of its trips side by side, passengers moved. */
export function SplitMergePage({
  search,
  setSearch,
}: {
  search: SplitMergeSearch
  setSearch: SearchPatch<SplitMergeSearch>
}) {
  const { t } = useTranslation(['ui', 'move'])
  const day = search.date ?? hcmToday()
  const direction = search.map_detail_id
  const rightDay = search.right_date ?? day
  const directions = useDirections()
  const dayId = useId()
  const directionId = useId()
  const otherDayId = useId()
  return (
    <section aria-labelledby="split-merge-heading" className="mover">
      <h1 id="split-merge-heading" className="screen-title">
        {t('menu.splitMerge')}
      </h1>
      <div className="mover__filters" role="group" aria-label={t('move:screen.filters')}>
        <label htmlFor={dayId}>{t('move:screen.day')}</label>
        <input
          id={dayId}
          type="date"
          className="input"
          value={day}
          onChange={(e) =>
            isDay(e.target.value) &&
            setSearch({ date: e.target.value, left: undefined, right: undefined, right_date: undefined })
          }
        />
        <DateTime value={day} dateOnly />
        <label htmlFor={directionId}>{t('move:screen.direction')}</label>
        <select
          id={directionId}
          className="input"
          value={direction ?? ''}
          disabled={directions.isPending}
          onChange={(e) =>
            setSearch({
              map_detail_id: e.target.value ? Number(e.target.value) : undefined,
              left: undefined,
              right: undefined,
            })
          }
        >
          <option value="">{t('move:screen.chooseDirection')}</option>
          {directions.data?.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
      </div>
      {direction === undefined ? (
        <Empty description={t('move:screen.chooseDirection')} />
      ) : (
        <Mover
          key={`${day}:${direction}`}
          left={{
            tripId: search.left,
            picker: (
              <TripSelect
                label={t('move:screen.left')}
                day={day}
                direction={direction}
                value={search.left}
                onChange={(id) => setSearch({ left: id }, { replace: true })}
              />
            ),
          }}
          right={{
            tripId: search.right,
            picker: (
              <>
                <div className="mover__picker">
                  <input
                    id={otherDayId}
                    type="checkbox"
                    checked={search.right_date !== undefined}
                    onChange={(e) =>
                      setSearch({ right_date: e.target.checked ? day : undefined, right: undefined })
                    }
                  />
                  <label htmlFor={otherDayId}>{t('move:screen.otherDay')}</label>
                  {search.right_date !== undefined && (
                    <input
                      type="date"
                      className="input"
                      aria-label={t('move:screen.otherDayHint')}
                      value={rightDay}
                      onChange={(e) =>
                        isDay(e.target.value) && setSearch({ right_date: e.target.value, right: undefined })
                      }
                    />
                  )}
                </div>
                <TripSelect
                  label={t('move:screen.right')}
                  day={rightDay}
                  direction={direction}
                  value={search.right}
                  onChange={(id) => setSearch({ right: id }, { replace: true })}
                />
              </>
            ),
          }}
        />
      )}
    </section>
  )
}
