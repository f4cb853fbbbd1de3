import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useLastShown } from './use-last-shown'

describe('useLastShown', () => {
  it('keeps the last value while it is gone, and follows the next one', () => {
    const { result, rerender } = renderHook(({ value }: { value: string | null }) => useLastShown(value), {
      initialProps: { value: null as string | null },
    })
    expect(result.current).toBeUndefined()
    rerender({ value: 'A1' })
    expect(result.current).toBe('A1')
    rerender({ value: null })
    expect(result.current).toBe('A1')
    rerender({ value: 'B2' })
    expect(result.current).toBe('B2')
  })
})
