import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { RadioField } from './RadioField'
import { TextField } from './TextField'

/**
 * Why (a cancel, a declined trip): the reasons as radio buttons, arrow keys moving between them, then the text
 * "other" needs (required). The text takes the focus when "other" is clicked, not when the arrow keys pass over it
 * (the next arrow key would leave the choice).
 */
export function ReasonFields<R extends string>({
  name,
  noteName,
  reasons,
  words,
  autoFocus,
}: {
  /** the field of the reason's key; its "other" is `'other'` */
  name: string
  /** the field of the text of "other" */
  noteName: string
  reasons: readonly R[]
  words: Record<R, string>
  /** the chosen reason (else the first) takes the focus when the dialog opens */
  autoFocus?: boolean
}) {
  const other = useWatch({ name }) === 'other'
  const [clicked, setClicked] = useState(false)
  return (
    <div onPointerDownCapture={() => setClicked(true)} onKeyDownCapture={() => setClicked(false)}>
      <RadioField
        name={name}
        required
        autoFocus={autoFocus}
        options={reasons.map((reason) => ({ value: reason, label: words[reason] }))}
      />
      {other && <TextField name={noteName} multiline required autoFocus={clicked} />}
    </div>
  )
}
