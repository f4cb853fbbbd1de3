import { useId } from 'react'
import { Empty } from 'antd'
import { useTranslation } from 'react-i18next'
import type { SearchPatch } from '../../../components/resource/use-search-patch'
import { DayNavigator } from '../../../entities/desk/DayNavigator'
import { DayTripPicker } from '../../../entities/desk/DayTripPicker'
import { DirectionSelect } from '../../../entities/desk/DirectionSelect'
import { deskDate, deskDay } from '../../../entities/desk/search'
import { useDeskMemory } from '../../../entities/desk/use-desk-memory'
import { Mover } from './Mover'

export interface SplitMergeSearch {
  date?: string
  map_detail_id?: number
  left?: number
  right?: number
  /** the right trip's day when it is another day than the left's */
  right_date?: string
}

/** Tách / ghép xe (/booking/split-merge): a day and direction, two of its trips side by side, passengers moved. */
export function SplitMergePage({
  search,
  setSearch,
}: {
  search: SplitMergeSearch
  setSearch: SearchPatch<SplitMergeSearch>
}) {
  const { t } = useTranslation(['ui', 'move', 'menu'])
  const day = deskDay(search)
  const direction = search.map_detail_id
  const rightDay = search.right_date ?? day
  const otherDayId = useId()
  useDeskMemory(search, setSearch, {
    trip: {
      chosen: search.left,
      choose: (id) => setSearch({ left: id }, { replace: true }),
    },
  })

  return (
    <section aria-labelledby="split-merge-heading" className="mover">
      <h1 id="split-merge-heading" className="screen-title">
        {t('menu:splitMerge')}
      </h1>
      <div className="mover__filters" role="group" aria-label={t('move:screen.filters')}>
        <DayNavigator
          value={day}
          onChange={(next) =>
            setSearch({ date: deskDate(next), left: undefined, right: undefined, right_date: undefined })
          }
        />
        <DirectionSelect
          value={direction}
          onChange={(value) => setSearch({ map_detail_id: value, left: undefined, right: undefined })}
        />
      </div>
      {direction === undefined ? (
        <Empty description={t('move:screen.chooseDirection')} />
      ) : (
        <Mover
          key={`${day}:${direction}`}
          left={{
            tripId: search.left,
            name: t('move:screen.from'),
            picker: (
              <DayTripPicker
                label={t('move:screen.from')}
                day={day}
                direction={direction}
                exclude={rightDay === day ? search.right : undefined}
                value={search.left}
                onChange={(id) => setSearch({ left: id }, { replace: true })}
              />
            ),
          }}
          right={{
            tripId: search.right,
            name: t('move:screen.to'),
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
                    <DayNavigator
                      label={t('move:screen.otherDayHint')}
                      value={rightDay}
                      onChange={(next) => next && setSearch({ right_date: next, right: undefined })}
                    />
                  )}
                </div>
                <DayTripPicker
                  label={t('move:screen.to')}
                  day={rightDay}
                  direction={direction}
                  exclude={rightDay === day ? search.left : undefined}
                  value={search.right}
                  onChange={(id) => setSearch({ right: id }, { replace: true })}
                />
              </>
            ),
          }}
          onSwap={() =>
            // the to trip of another day becomes the from trip: the screen moves to its day
            setSearch(
              search.right_date === undefined
                ? { left: search.right, right: search.left }
                : { date: deskDate(rightDay), right_date: day, left: search.right, right: search.left },
            )
          }
        />
      )}
    </section>
  )
}
