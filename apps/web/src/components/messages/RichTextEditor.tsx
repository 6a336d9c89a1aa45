// The message editor (Tiptap): paragraphs, bold, italic, underline, bulleted and numbered lists,
// links; no headings, code, quotes or pictures (image upload is off: pasted or dropped files are
// ignored). The value is the editor's HTML, '' while it holds no text; at most `limit` characters
// of text, the excess cut with onExceed (text-limit.ts). A form control for antd's Form.Item.
import { useState, type ReactNode } from 'react';
import { Button, Input, Popover } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Placeholder } from '@tiptap/extensions';
import { useTranslation } from 'react-i18next';
import { messageHasText } from '@portal/shared';
import { safeHref } from './message-html';
import { TextLimit } from './text-limit';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  limit: number;
  onExceed: () => void;
  placeholder?: string;
  id?: string;
  'aria-invalid'?: boolean;
}

/** The editor's value: its HTML, or '' when it has no text (white space is none, as the server says). */
export const editorValue = (editor: Editor): string => {
  const html = editor.getHTML();
  return messageHasText(html) ? html : '';
};

function ToolButton({ label, active, onClick, icon }: { label: string; active?: boolean; onClick: () => void; icon: ReactNode }) {
  return (
    <Button
      type={active ? 'primary' : 'text'}
      ghost={active}
      size="small"
      icon={icon}
      aria-label={label}
      title={label}
      aria-pressed={!!active}
      // Keep the editor's selection: the button does not take the focus.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    />
  );
}

function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useTranslation('messages');
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [bad, setBad] = useState(false);
  const apply = () => {
    const v = href.trim();
    if (!v) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setOpen(false);
      return;
    }
    const safe = safeHref(/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`);
    if (!safe || !/^https?:\/\//i.test(safe)) {
      setBad(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !active)
      chain.insertContent({ type: 'text', text: safe, marks: [{ type: 'link', attrs: { href: safe } }] }).run();
    else chain.setLink({ href: safe }).run();
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      trigger="click"
      onOpenChange={(o) => {
        setOpen(o);
        if (o) {
          setHref((editor.getAttributes('link').href as string | undefined) ?? '');
          setBad(false);
        }
      }}
      content={
        <div className="rte-link">
          <Input
            size="small"
            autoFocus
            value={href}
            status={bad ? 'error' : undefined}
            placeholder={t('dialog.toolbar.linkPlaceholder')}
            onChange={(e) => {
              setHref(e.target.value);
              setBad(false);
            }}
            onPressEnter={apply}
            aria-label={t('dialog.toolbar.link')}
          />
          <Button size="small" type="primary" onClick={apply}>
            {t('dialog.toolbar.linkOk')}
          </Button>
          {bad ? <p className="rte-link__error">{t('dialog.toolbar.linkBad')}</p> : null}
        </div>
      }
    >
      <span>
        <ToolButton label={t('dialog.toolbar.link')} active={active} icon={<LinkOutlined />} onClick={() => setOpen(true)} />
      </span>
    </Popover>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('messages');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const run = (f: (c: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => f(editor.chain().focus()).run();
  return (
    <div className="rte-toolbar" role="toolbar" aria-label={t('dialog.toolbar.label')}>
      <ToolButton label={t('dialog.toolbar.bold')} active={state.bold} icon={<BoldOutlined />} onClick={run((c) => c.toggleBold())} />
      <ToolButton
        label={t('dialog.toolbar.italic')}
        active={state.italic}
        icon={<ItalicOutlined />}
        onClick={run((c) => c.toggleItalic())}
      />
      <ToolButton
        label={t('dialog.toolbar.underline')}
        active={state.underline}
        icon={<UnderlineOutlined />}
        onClick={run((c) => c.toggleUnderline())}
      />
      <span className="rte-toolbar__sep" aria-hidden="true" />
      <ToolButton
        label={t('dialog.toolbar.bulletList')}
        active={state.bulletList}
        icon={<UnorderedListOutlined />}
        onClick={run((c) => c.toggleBulletList())}
      />
      <ToolButton
        label={t('dialog.toolbar.orderedList')}
        active={state.orderedList}
        icon={<OrderedListOutlined />}
        onClick={run((c) => c.toggleOrderedList())}
      />
      <span className="rte-toolbar__sep" aria-hidden="true" />
      <LinkButton editor={editor} active={state.link} />
    </div>
  );
}

export function RichTextEditor({ value, onChange, limit, onExceed, placeholder, id, 'aria-invalid': invalid }: RichTextEditorProps) {
  const { t } = useTranslation('messages');
  const [count, setCount] = useState(0);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url, ctx) => ctx.defaultValidate(url),
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        },
      }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
      TextLimit.configure({ limit, onExceed }),
    ],
    content: value || '',
    editorProps: {
      attributes: {
        class: 'rte-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': t('dialog.editorLabel'),
        ...(id ? { id } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
      // Pictures are not part of a message: files go through the attachment list instead.
      handlePaste: (_view, event) => !!event.clipboardData?.files.length && !event.clipboardData.getData('text/plain'),
      handleDrop: (_view, event) => !!(event as DragEvent).dataTransfer?.files.length,
    },
    onCreate: ({ editor: e }) => setCount(e.state.doc.textContent.length),
    onUpdate: ({ editor: e }) => {
      setCount(e.state.doc.textContent.length);
      onChange?.(editorValue(e));
    },
  });

  return (
    <div className={invalid ? 'rte rte--invalid' : 'rte'}>
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
      <div className={count >= limit ? 'rte-count rte-count--full' : 'rte-count'} aria-live="polite">
        {t('dialog.count', { n: count, max: limit })}
      </div>
    </div>
  );
}
