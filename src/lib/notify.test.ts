import { afterEach, expect, it, vi } from 'vitest'
import { notify, setNotifier, type Toast } from './notify'

afterEach(() => {
  setNotifier(null)
  vi.useRealTimers()
})

it('forwards toasts to the registered sink with the 3 s default; persistent ones have no duration', () => {
  const seen: Toast[] = []
  setNotifier((t) => seen.push(t))
  notify({ type: 'success', message: 'Đã lưu' })
  notify({ type: 'error', message: 'Lỗi mạng', persistent: true, key: 'network' })
  expect(seen).toEqual([
    { type: 'success', message: 'Đã lưu', duration: 3000 },
    { type: 'error', message: 'Lỗi mạng', persistent: true, key: 'network', duration: undefined },
  ])
})

it('coalesces a burst of one keyed toast, shows it again later', () => {
  vi.useFakeTimers()
  const seen: Toast[] = []
  setNotifier((t) => seen.push(t))
  for (let i = 0; i < 20; i++)
    notify({ type: 'error', message: 'Lỗi mạng', key: 'network', persistent: true })
  notify({ type: 'info', message: 'khác' })
  notify({ type: 'info', message: 'khác' })
  expect(seen).toHaveLength(3)
  vi.advanceTimersByTime(1500)
  notify({ type: 'error', message: 'Lỗi mạng', key: 'network', persistent: true })
  expect(seen).toHaveLength(4)
})
