import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { usePrintWhen } from './use-print-when'

describe('usePrintWhen', () => {
  afterEach(() => vi.restoreAllMocks())

  /** A promise the test settles: what the area still draws. */
  function pending() {
    let settle!: () => void
    const promise = new Promise<void>((resolve) => (settle = resolve))
    return { ready: () => promise, settle }
  }

  it('prints once, after what the area draws is ready, then says so', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    const onPrinted = vi.fn()
    const { ready, settle } = pending()
    const { rerender } = renderHook(({ when }) => usePrintWhen(when, onPrinted, ready), {
      initialProps: { when: false },
    })
    rerender({ when: true })
    await act(async () => {
      await Promise.resolve()
    })
    expect(print).not.toHaveBeenCalled()
    settle()
    await vi.waitFor(() => expect(onPrinted).toHaveBeenCalledTimes(1))
    expect(print).toHaveBeenCalledTimes(1)
  })

  it('never prints for a screen left before it was ready', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    const left = vi.fn()
    const stayed = vi.fn()
    const { ready, settle } = pending()
    const { unmount } = renderHook(() => usePrintWhen(true, left, ready))
    renderHook(() => usePrintWhen(true, stayed, ready))
    unmount()
    settle()
    // the screen still open prints, after the one left would have
    await vi.waitFor(() => expect(stayed).toHaveBeenCalledTimes(1))
    expect(print).toHaveBeenCalledTimes(1)
    expect(left).not.toHaveBeenCalled()
  })
})
