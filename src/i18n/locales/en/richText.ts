import type vi from '../vi/richText'

export default {
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  h2: 'Heading',
  h3: 'Subheading',
  bullets: 'Bulleted list',
  numbers: 'Numbered list',
  link: 'Link',
  linkPrompt: 'Link address (https://…)',
  image: 'Insert image',
  imageRefused: 'Only PNG, JPEG or WebP images of at most {{max}} MB can be inserted',
  table: 'Insert table',
  undo: 'Undo',
  redo: 'Redo',
  inserts: 'Insert placeholder',
  insert: 'Insert {{label}} ({{text}})',
  pasteRefused: 'Not pasted: it holds what is not allowed ({{list}}). Paste as plain text (Ctrl+Shift+V).',
  pasteLeftOut: 'Pasted, without the presentation the editor cannot hold: {{list}}.',
  loadLeftOut: 'The editor cannot hold: {{list}}. Saving will leave these out.',
} satisfies typeof vi
