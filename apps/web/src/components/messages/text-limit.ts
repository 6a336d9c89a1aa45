// A Tiptap extension that keeps a document within a number of text characters: whatever a change
// (typing, pasting, dropping) brings beyond the limit is cut from the end of the text, and
// onExceed is called so that the dialog can say 'exceeds character limit'. The count is the
// document's text in code points (tags aside), as the server counts the stored message.
import { Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { charCount, cutOffset } from './message-rules';

export interface TextLimitOptions {
  limit: number;
  onExceed: () => void;
}

/** The document position of the text offset `offset` (counting text characters only). */
export function positionOfOffset(doc: PmNode, offset: number): number | null {
  let seen = 0;
  let found: number | null = null;
  doc.descendants((node, pos) => {
    if (found !== null) return false;
    if (!node.isText) return true;
    const len = node.text!.length;
    if (seen + len >= offset) {
      found = pos + (offset - seen);
      return false;
    }
    seen += len;
    return false;
  });
  return found;
}

export const textLimitKey = new PluginKey('textLimit');

export const TextLimit = Extension.create<TextLimitOptions>({
  name: 'textLimit',
  addOptions() {
    return { limit: 1000, onExceed: () => {} };
  },
  addProseMirrorPlugins() {
    const { limit } = this.options;
    const options = this.options;
    return [
      new Plugin({
        key: textLimitKey,
        appendTransaction: (trs, _old, state) => {
          if (!trs.some((tr) => tr.docChanged)) return null;
          const text = state.doc.textContent;
          if (text.length <= limit || charCount(text) <= limit) return null;
          const at = positionOfOffset(state.doc, cutOffset(text, limit));
          if (at === null) return null;
          const tr = state.tr.delete(at, state.doc.content.size);
          options.onExceed();
          return tr;
        },
      }),
    ];
  },
});
