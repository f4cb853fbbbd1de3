import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useEffect, useState } from 'react'
import '../i18n'
import { SearchBox } from './SearchBox'

/**
 * A list screen: `q` lives in the URL, which catches up `urlDelay` ms after a search (navigation is
 * async). `live`: a socket refetch re-renders the screen every 100 ms, with a new onSearch closure each
 * time (`onSearch={(q) => setFilter({ q })}`).
 */
function Screen({
  onSearch,
  initial,
  live = false,
  urlDelay = 0,
}: {
  onSearch: (q: string | undefined) => void
  initial?: string
  live?: boolean
  urlDelay?: number
}) {
  const [q, setQ] = useState(initial)
  const [, setTick] = useState(0)
  useEffect(() => {
    if (!live) return
    const timer = setInterval(() => setTick((n) => n + 1), 100)
    return () => clearInterval(timer)
  }, [live])
  return (
    <>
      <SearchBox
        value={q}
        onSearch={(next) => {
          onSearch(next)
          setTimeout(() => setQ(next), urlDelay)
        }}
      />
      {/* the URL changing elsewhere: the browser's Back button */}
      <button type="button" onClick={() => setQ(initial)}>
        Quay lại
      </button>
    </>
  )
}

const box = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Tìm kiếm' })
/** Time passes, with renders between timers as in a browser (one act() would hold every render back). */
const wait = (ms: number) => {
  for (let left = ms; left > 0; left -= 10) act(() => vi.advanceTimersByTime(Math.min(10, left)))
}
/** Key by key, with no time between keys. (user-event waits on timers RTL only advances under jest.) */
const type = (text: string) => {
  for (const key of text) fireEvent.change(box(), { target: { value: box().value + key } })
}
const pressEnter = () => fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', keyCode: 13 })

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('SearchBox', () => {
  it('searches 300 ms after the last keystroke while the screen re-renders every 100 ms', () => {
    const onSearch = vi.fn()
    render(<Screen live onSearch={onSearch} />)
    type('51B')
    wait(250)
    type('-1')
    wait(299)
    expect(onSearch).not.toHaveBeenCalled()
    wait(1)
    expect(onSearch).toHaveBeenCalledTimes(1)
    expect(onSearch).toHaveBeenCalledWith('51B-1')
    wait(1000)
    expect(onSearch).toHaveBeenCalledTimes(1)
    expect(box()).toHaveValue('51B-1')
  })

  it('searches at once on Enter, and only once', () => {
    const onSearch = vi.fn()
    render(<Screen live onSearch={onSearch} />)
    type(' Hyundai ')
    pressEnter()
    expect(onSearch).toHaveBeenCalledWith('Hyundai')
    wait(1000)
    expect(onSearch).toHaveBeenCalledTimes(1)
  })

  it('follows the URL when it changes elsewhere, without searching again', () => {
    const onSearch = vi.fn()
    render(<Screen initial="Ford" onSearch={onSearch} />)
    expect(box()).toHaveValue('Ford')
    fireEvent.change(box(), { target: { value: '' } })
    type('Thaco')
    wait(300)
    expect(onSearch).toHaveBeenLastCalledWith('Thaco')
    wait(10)
    fireEvent.click(screen.getByRole('button', { name: 'Quay lại' }))
    expect(box()).toHaveValue('Ford')
    wait(1000)
    expect(onSearch).toHaveBeenCalledTimes(1)
  })

  it('never overwrites what is being typed with an earlier search the URL catches up with', () => {
    const onSearch = vi.fn()
    render(<Screen urlDelay={150} onSearch={onSearch} />)
    type('xe')
    wait(300)
    expect(onSearch).toHaveBeenLastCalledWith('xe')
    // Typing on while the URL still says nothing, then "xe".
    type(' 16')
    wait(150)
    expect(box()).toHaveValue('xe 16')
    wait(300)
    expect(onSearch).toHaveBeenLastCalledWith('xe 16')
    expect(box()).toHaveValue('xe 16')
  })
})
