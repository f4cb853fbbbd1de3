import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import '../i18n'
import { notify, TOAST_COALESCE_MS, TOAST_DURATION_MS } from '../lib/notify'
import { Toaster, TOAST_EXIT_MS } from './Toaster'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms))

describe('Toaster', () => {
  it('shows a toast at the top centre and closes it after 3 s', () => {
    const { container } = render(<Toaster />)
    act(() => notify({ type: 'success', message: 'Cập nhật thành công' }))
    const toast = screen.getByRole('status')
    expect(toast).toHaveTextContent('Cập nhật thành công')
    expect(container.querySelector('.toaster-top')).toContainElement(toast)
    advance(TOAST_DURATION_MS - 100)
    expect(screen.queryByRole('status')).toBeInTheDocument()
    advance(100) // closing: the exit animation plays
    expect(screen.getByRole('status')).toHaveAttribute('data-leaving')
    advance(TOAST_EXIT_MS)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('keeps a persistent toast at the top right until it is closed', () => {
    const { container } = render(<Toaster />)
    act(() => notify({ type: 'error', message: 'Lỗi mạng', key: 'network', persistent: true }))
    const toast = screen.getByRole('alert')
    expect(container.querySelector('.toaster-top-right')).toContainElement(toast)
    advance(60_000)
    expect(screen.getByRole('alert')).toHaveTextContent('Lỗi mạng')
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }))
    advance(TOAST_EXIT_MS)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('replaces the shown toast of the same key instead of stacking', () => {
    render(<Toaster />)
    act(() => notify({ type: 'warning', message: 'Lần 1', key: 'k', persistent: true }))
    advance(TOAST_COALESCE_MS + 1)
    act(() => notify({ type: 'error', message: 'Lần 2', key: 'k', persistent: true }))
    const alerts = screen.getAllByRole('alert')
    expect(alerts).toHaveLength(1)
    expect(alerts[0]).toHaveTextContent('Lần 2')
    act(() => notify({ type: 'info', message: 'Khác' }))
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(screen.getByRole('status')).toHaveTextContent('Khác')
  })

  it('hands the sink back and clears its timers when unmounted', () => {
    const { unmount } = render(<Toaster />)
    act(() => notify({ type: 'success', message: 'Đã lưu' }))
    unmount()
    expect(vi.getTimerCount()).toBe(0)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    notify({ type: 'error', message: 'không có giao diện' })
    expect(warn).toHaveBeenCalledWith('[error] không có giao diện')
  })
})
