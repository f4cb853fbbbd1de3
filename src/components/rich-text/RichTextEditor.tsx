/*
 * The rich-text editor (Tiptap 3 on ProseMirror): headings, marks, lists, links, images and tables, producing HTML
 * within lib/html-allow-list. About 145 KB gzip: only RichTextField imports it, lazily, so it loads with the screens
 * that edit rich text and after their first content.
 */
import { useEffect, useRef, type ChangeEvent, type ReactNode } from 'react'
import { EditorContent, mergeAttributes, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import Image from '@tiptap/extension-image'
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table'
import { Button, Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from '../../api/contracts/uploads'
import { fileUrl } from '../../api/http-signed-in'
import { files } from '../../api/resources/file'
import { describeFindings, holdsAny, reviewForEditor } from '../../lib/html-allow-list'
import { toast } from '../toast'
import './rich-text.css'

export interface RichTextEditorProps {
  id: string
  value: string
  onChange: (html: string) => void
  onBlur: () => void
  /** Given what focuses the text (the form puts the focus there on a refused save) */
  focusRef?: (target: { focus: () => void } | null) => void
  /** The field's accessible name, and its description (the field's message and hint) */
  label: string
  describedBy?: string
  invalid?: boolean
  disabled?: boolean
  /** Texts offered for insertion at the cursor (a template's placeholders): a button each. */
  inserts?: Array<{ text: string; label: string }>
  /** What a paste or the loaded text held that the editor refused or left out: said beside the field (stable: the
   * editor keeps the first one given). */
  onNotice: (notice: ReactNode | null) => void
}

/*
 * Tables as the allow-list holds them: Tiptap's table writes its columns' widths as a style and a colgroup, and a
 * cell its alignment as a style; styles are refused (lib/html-allow-list), so the saved HTML carries neither.
 */
const PlainTable = Table.extend({
  renderHTML({ HTMLAttributes }) {
    return ['table', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), ['tbody', 0]]
  },
}).configure({ resizable: false })
const withoutAlignment = <E extends typeof TableCell | typeof TableHeader>(cell: E) =>
  cell.extend({
    addAttributes() {
      const { align: _align, ...rest } = (this.parent?.() ?? {}) as Record<string, unknown>
      return rest
    },
  })
const TABLES = [PlainTable, TableRow, withoutAlignment(TableHeader), withoutAlignment(TableCell)]

/** The editor's HTML, '' when it holds no text (ProseMirror's empty document is an empty paragraph). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML())

export default function RichTextEditor({
  id,
  value,
  onChange,
  onBlur,
  focusRef,
  label,
  describedBy,
  invalid,
  disabled = false,
  inserts = [],
  onNotice,
}: RichTextEditorProps) {
  const { t } = useTranslation('richText')
  // what the editor last reported: a value coming back from the form unchanged is not loaded again
  const reported = useRef(value)

  const leftOutNotice = (html: string, key: 'pasteLeftOut' | 'loadLeftOut') => {
    const { leftOut } = reviewForEditor(html)
    return holdsAny(leftOut) ? t(key, { list: describeFindings(leftOut) }) : null
  }

  /**
   * A paste or a drop holding what the allow-list keeps out (a script, an event handler, a javascript: link) is
   * refused whole, by name, before the editor parses it (parsing alone would build its elements); what the editor
   * only cannot hold (a copy's styles) is left out, and said. True: handled here (refused).
   */
  const review = (data: DataTransfer | null, event: Event) => {
    const html = data?.getData('text/html')
    if (!html) return false
    const { refused } = reviewForEditor(html)
    if (holdsAny(refused)) {
      event.preventDefault()
      onNotice(t('pasteRefused', { list: describeFindings(refused) }))
      return true
    }
    onNotice(leftOutNotice(html, 'pasteLeftOut'))
    return false
  }

  /** The text's element: a multi-line textbox named by the field, described by its message and notice. */
  const attributes = () => ({
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    class: 'rich-text__content',
  })

  // created once: its callbacks read only what stays the same (the form's handlers, the notice's setter)
  const editor = useEditor(
    {
      extensions: [
        // a link carries its address only: Tiptap's default target and rel are outside the allow-list (SafeHtml
        // gives a new tab's link its rel when it renders)
        StarterKit.configure({
          link: { openOnClick: false, autolink: false, HTMLAttributes: { target: null, rel: null } },
        }),
        Image,
        ...TABLES,
      ],
      content: value,
      editable: !disabled,
      editorProps: {
        attributes: attributes(),
        handleDOMEvents: {
          paste: (_view, event) => review(event.clipboardData, event),
          drop: (_view, event) => review(event.dataTransfer, event),
        },
      },
      onUpdate: ({ editor: changed }) => {
        reported.current = htmlOf(changed)
        onChange(reported.current)
      },
      onBlur: () => onBlur(),
    },
    [],
  )

  // The text loaded first, and any value from outside later (the latest version, a reset after saving): into
  // the editor, saying what it cannot hold of it.
  const loaded = useRef(false)
  useEffect(() => {
    if (loaded.current && value === reported.current) return
    if (loaded.current) editor.commands.setContent(value, { emitUpdate: false })
    loaded.current = true
    reported.current = value
    onNotice(leftOutNotice(value, 'loadLeftOut'))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- leftOutNotice reads t only
  }, [editor, value])

  useEffect(() => {
    // no update event: becoming (not) editable changes nothing the form holds
    editor.setEditable(!disabled, false)
  }, [editor, disabled])

  // a message given or gone (a refused save), a notice said: the element's description follows
  useEffect(() => {
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: attributes() } })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attributes() reads exactly these
  }, [editor, id, label, describedBy, invalid])

  useEffect(() => {
    focusRef?.({ focus: () => editor.commands.focus() })
    return () => focusRef?.(null)
  }, [editor, focusRef])

  return (
    <div className="rich-text" data-invalid={invalid || undefined}>
      {!disabled && <Toolbar editor={editor} inserts={inserts} />}
      <EditorContent editor={editor} />
    </div>
  )
}

/**
 * "Chèn ảnh": a picture chosen from the computer, uploaded through the upload call, put at the cursor with its file
 * name as its text. A file that is not a PNG, JPEG or WebP picture, or too large, is said, not sent.
 */
function ImageButton({ onImage }: { onImage: (src: string, alt: string) => void }) {
  const { t } = useTranslation('richText')
  const upload = files.useUpload()
  const input = useRef<HTMLInputElement>(null)
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type) || file.size > UPLOAD_MAX_BYTES)
      return toast.error(t('imageRefused', { max: UPLOAD_MAX_MB }))
    // refused or failed: already told by the HTTP core
    const stored = await upload.mutateAsync(file).catch(() => null)
    if (stored) onImage(fileUrl(stored.url), file.name.replace(/\.[^.]+$/, ''))
  }
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        aria-label={t('image')}
        onChange={(e) => void onFile(e)}
      />
      <Button size="small" loading={upload.isPending} onClick={() => input.current?.click()}>
        {t('image')}
      </Button>
    </>
  )
}

/** The formatting buttons, each showing whether it applies where the cursor is, and the insertions. */
function Toolbar({ editor, inserts }: { editor: Editor; inserts: RichTextEditorProps['inserts'] }) {
  const { t } = useTranslation('richText')
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  })
  const chain = () => editor.chain().focus()
  const toggles: Array<{ key: keyof typeof active; run: () => void }> = [
    { key: 'bold', run: () => chain().toggleBold().run() },
    { key: 'italic', run: () => chain().toggleItalic().run() },
    { key: 'underline', run: () => chain().toggleUnderline().run() },
    { key: 'h2', run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bullets', run: () => chain().toggleBulletList().run() },
    { key: 'numbers', run: () => chain().toggleOrderedList().run() },
  ]
  const link = () => {
    if (active.link) return chain().unsetLink().run()
    const href = window.prompt(t('linkPrompt'))?.trim()
    if (href) chain().setLink({ href }).run()
  }
  return (
    <div className="rich-text__toolbar">
      <Flex role="group" aria-label={t('toolbar')} gap={4} wrap>
        {toggles.map(({ key, run }) => (
          <Button
            key={key}
            size="small"
            aria-pressed={active[key]}
            type={active[key] ? 'primary' : 'default'}
            onClick={run}
          >
            {t(key)}
          </Button>
        ))}
        <Button
          size="small"
          aria-pressed={active.link}
          type={active.link ? 'primary' : 'default'}
          onClick={link}
        >
          {t('link')}
        </Button>
        {/* the picture, then a new line after it to write on (the picture left selected, what comes next would
            replace it) */}
        <ImageButton onImage={(src, alt) => chain().setImage({ src, alt }).createParagraphNear().run()} />
        <Button
          size="small"
          onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        >
          {t('table')}
        </Button>
        <Button size="small" onClick={() => chain().undo().run()}>
          {t('undo')}
        </Button>
        <Button size="small" onClick={() => chain().redo().run()}>
          {t('redo')}
        </Button>
      </Flex>
      {inserts && inserts.length > 0 && (
        <Flex role="group" aria-label={t('inserts')} gap={4} wrap>
          {inserts.map(({ text, label }) => (
            <Button
              key={text}
              size="small"
              title={text}
              aria-label={t('insert', { label, text })}
              onClick={() => chain().insertContent(text).run()}
            >
              {label}
            </Button>
          ))}
        </Flex>
      )}
    </div>
  )
}
