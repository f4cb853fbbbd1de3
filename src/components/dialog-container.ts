/**
 * Where the app's form and confirmation dialogs render: straight into <body>. antd's own container is attached
 * to the document a moment after the dialog's content mounts, so without an opening motion (the user's system
 * asks for reduced motion) a field's or a button's autoFocus fell on an element not yet in the document.
 */
export const dialogContainer = () => document.body
