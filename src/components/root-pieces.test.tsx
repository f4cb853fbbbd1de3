import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import '../i18n'
import { ScrollToTop } from './ScrollToTop'
import { LoadingOverlay } from './LoadingOverlay'
import { useUi } from '../stores/ui'

afterEach(() => {
  cleanup()
  useUi.setState({ loadingCount: 0 })
})

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  fireEvent.scroll(window)
}

describe('ScrollToTop', () => {
  it('appears only after more than 20 px of scrolling and scrolls back smoothly', () => {
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    render(<ScrollToTop />)
    scrollTo(20)
    expect(screen.queryByRole('button', { name: 'Lên đầu trang' })).not.toBeInTheDocument()
    scrollTo(21)
    fireEvent.click(screen.getByRole('button', { name: 'Lên đầu trang' }))
    expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
    scrollTo(0)
    expect(screen.queryByRole('button', { name: 'Lên đầu trang' })).not.toBeInTheDocument()
  })
})

describe('LoadingOverlay', () => {
  it('blocks the page while any blocking operation runs', () => {
    render(<LoadingOverlay />)
    expect(screen.queryByRole('status', { name: 'Đang tải' })).not.toBeInTheDocument()
    act(() => {
      useUi.getState().startLoading()
      useUi.getState().startLoading()
    })
    expect(screen.getByRole('status', { name: 'Đang tải' })).toBeInTheDocument()
    act(() => useUi.getState().stopLoading())
    expect(screen.getByRole('status', { name: 'Đang tải' })).toBeInTheDocument()
    act(() => useUi.getState().stopLoading())
    expect(screen.queryByRole('status', { name: 'Đang tải' })).not.toBeInTheDocument()
  })
})
