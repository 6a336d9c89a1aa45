// @vitest-environment happy-dom
// The message limits: 1,000 characters (the excess cut from the end, with a call to say so), five
// files, the message formats in any letter case, the size limit.
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addLeaveMsgBody, messageLength } from '@portal/shared';
import { MSG_MAX_CHARS, checkMessageFile, cutOffset } from './message-rules';
import { TextLimit } from './text-limit';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function makeEditor(content = '') {
  const onExceed = vi.fn();
  editor = new Editor({
    element: document.createElement('div'),
    extensions: [StarterKit, TextLimit.configure({ limit: MSG_MAX_CHARS, onExceed })],
    content,
  });
  return { editor, onExceed };
}

describe('1,000-character cut', () => {
  it('typing past the limit cuts the excess and says so', () => {
    const { editor, onExceed } = makeEditor(`<p>${'a'.repeat(999)}</p>`);
    expect(onExceed).not.toHaveBeenCalled();
    editor.commands.insertContentAt(editor.state.doc.content.size - 1, 'bcd');
    expect(editor.state.doc.textContent).toBe(`${'a'.repeat(999)}b`);
    expect(onExceed).toHaveBeenCalledTimes(1);
  });

  it('exactly 1,000 characters pass untouched', () => {
    const { editor, onExceed } = makeEditor();
    editor.commands.setContent(`<p>${'x'.repeat(1000)}</p>`, { emitUpdate: true });
    expect(editor.state.doc.textContent.length).toBe(1000);
    expect(onExceed).not.toHaveBeenCalled();
  });

  it('a long paste over several paragraphs keeps the first 1,000 characters of text, formatting kept', () => {
    const { editor, onExceed } = makeEditor();
    const para = (c: string) => `<p><strong>${c.repeat(300)}</strong>${c.repeat(200)}</p>`;
    editor.commands.setContent(para('a') + para('b') + para('c'), { emitUpdate: true });
    expect(onExceed).toHaveBeenCalled();
    const text = editor.state.doc.textContent;
    expect(text.length).toBe(1000);
    expect(text).toBe('a'.repeat(500) + 'b'.repeat(500));
    expect(editor.getHTML()).toContain(`<strong>${'b'.repeat(300)}</strong>`);
    expect(editor.getHTML()).not.toContain('c');
  });

  it('counts characters as the server does (code points), never splitting one', () => {
    expect(cutOffset('a'.repeat(999) + '😀😀', 1000)).toBe(1001);
    expect(cutOffset('😀'.repeat(3), 2)).toBe(4);
    expect(cutOffset('abc', 1000)).toBe(3);
    expect(cutOffset('a'.repeat(1200), 1000)).toBe(1000);
    const { editor, onExceed } = makeEditor();
    editor.commands.setContent(`<p>${'😀'.repeat(1000)}</p>`, { emitUpdate: true });
    expect(onExceed).not.toHaveBeenCalled();
    editor.commands.insertContentAt(editor.state.doc.content.size - 1, '中文');
    expect(messageLength(editor.getHTML())).toBe(1000);
    expect(onExceed).toHaveBeenCalledTimes(1);
  });

  it('the cut text passes the shared rule the server applies', () => {
    const { editor } = makeEditor();
    editor.commands.setContent(`<p>${'&amp;<b>x</b>'.repeat(700)}</p>`, { emitUpdate: true });
    expect(messageLength(editor.getHTML())).toBe(1000);
    expect(addLeaveMsgBody.safeParse({ stuId: 1, msgType: '1', msgContext: editor.getHTML() }).success).toBe(true);
  });
});

describe('message files', () => {
  const f = (name: string, size = 1000) => ({ name, size });
  it('formats of the spec, in any letter case', () => {
    for (const n of [
      'a.pdf',
      'b.DOCX',
      'c.dotx',
      'd.Doc',
      'e.dot',
      'f.docm',
      'g.DOTM',
      'h.png',
      'i.JPG',
      'j.jpeg',
      'k.webp',
      'l.xls',
      'm.XLSX',
    ])
      expect(checkMessageFile(f(n), 0), n).toBeNull();
    for (const n of ['a.exe', 'b.svg', 'c.gif', 'd', 'e.pdf.zip', 'f.html', 'g.txt'])
      expect(checkMessageFile(f(n), 0), n).toBe('msgFileType');
    expect(checkMessageFile(f('Report.Final.PDF'), 0)).toBeNull();
  });
  it('at most five files', () => {
    expect(checkMessageFile(f('a.pdf'), 4)).toBeNull();
    expect(checkMessageFile(f('a.pdf'), 5)).toBe('msgFileCount');
    expect(checkMessageFile(f('a.exe'), 5)).toBe('msgFileCount');
  });
  it('the upload size limit (15 MB)', () => {
    expect(checkMessageFile(f('a.pdf', 15 * 1024 * 1024), 0)).toBeNull();
    expect(checkMessageFile(f('a.pdf', 15 * 1024 * 1024 + 1), 0)).toBe('fileSize15');
  });
});
