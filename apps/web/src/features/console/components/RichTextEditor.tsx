// The console's rich-text editor (university introductions, articles): a controlled input of an
// HTML string (value/onChange), so it sits in an antd Form.Item. Built on tiptap with only what
// the server's allow-list (apps/server/src/lib/sanitize.ts) keeps: paragraphs, h2/h3, bold,
// italic, underline, lists, quotes, links and pictures; code, strike-through and rules are
// switched off so what staff see is what is stored. Pictures are uploaded and resized
// (ImageUpload's uploadConsoleImage) and inserted by their public address. Import it lazily
// (React.lazy) from the pages that use it: tiptap is large and no public page needs it.
import { useEffect, useRef, useState } from 'react';
import { Button, Divider, Form, Input, Modal, Spin, Tooltip } from 'antd';
import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  LoadingOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback';
import { IMAGE_ACCEPT, IMAGE_MAX_MB, imageProblem, uploadConsoleImage } from './ImageUpload';
import './rich-text.css';

/** An empty document is stored as '' (not '<p></p>'), so a required rule sees it as empty. */
export function normaliseHtml(html: string): string {
  return /^(<p>\s*<\/p>)*$/.test(html.trim()) ? '' : html;
}

/** Only absolute http(s) and mailto links, like the server's allow-list. */
export function isLinkHref(v: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(v.trim());
}

interface Props {
  value?: string | null;
  onChange?: (html: string) => void;
  disabled?: boolean;
  placeholder?: string;
  /** Accessible name of the editable area. */
  ariaLabel?: string;
  id?: string;
  minHeight?: number;
}

export function RichTextEditor({ value, onChange, disabled, ariaLabel, id, minHeight = 220 }: Props) {
  const { t } = useTranslation('console-catalogue');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value ?? '',
    editorProps: {
      attributes: {
        class: 'console-rte-content',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
        ...(id ? { id } : {}),
        style: `min-height:${minHeight}px`,
      },
    },
    onUpdate: ({ editor: ed }) => onChangeRef.current?.(normaliseHtml(ed.getHTML())),
  });

  // Outside changes (the form loaded or reset) replace the document; our own edits do not loop back.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const next = value ?? '';
    if (normaliseHtml(editor.getHTML()) !== normaliseHtml(next)) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  if (!editor) return <Spin aria-label={t('editor.loading')} />;
  return (
    <div className={`console-rte${disabled ? ' console-rte-disabled' : ''}`} data-testid="rich-text-editor">
      {disabled ? null : <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('console-catalogue');
  const state = useEditorState({
    editor,
    selector: ({ editor: ed }) => ({
      bold: ed.isActive('bold'),
      italic: ed.isActive('italic'),
      h2: ed.isActive('heading', { level: 2 }),
      h3: ed.isActive('heading', { level: 3 }),
      bullet: ed.isActive('bulletList'),
      ordered: ed.isActive('orderedList'),
      link: ed.isActive('link'),
      canUndo: ed.can().undo(),
      canRedo: ed.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [hrefError, setHrefError] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const chain = () => editor.chain().focus();
  const tool = (key: string, label: string, icon: React.ReactNode, active: boolean, run: () => void, disabled = false) => (
    <Tooltip title={label} key={key}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const textTool = (key: string, label: string, text: string, active: boolean, run: () => void) => (
    <Tooltip title={label} key={key}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        aria-label={label}
        aria-pressed={active}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      >
        {text}
      </Button>
    </Tooltip>
  );

  const openLink = () => {
    setHref((editor.getAttributes('link').href as string | undefined) ?? '');
    setHrefError(false);
    setLinkOpen(true);
  };
  const applyLink = () => {
    const v = href.trim();
    if (v === '') {
      chain().extendMarkRange('link').unsetLink().run();
      setLinkOpen(false);
      return;
    }
    if (!isLinkHref(v)) {
      setHrefError(true);
      return;
    }
    chain().extendMarkRange('link').setLink({ href: v }).run();
    setLinkOpen(false);
  };

  const insertImage = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      toast.error(t(`image.${problem}`, { mb: IMAGE_MAX_MB }));
      return;
    }
    setUploading(true);
    try {
      const res = await uploadConsoleImage(file, 'content');
      chain().setImage({ src: res.url }).run();
    } catch {
      // The shared response handling has shown the reason.
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div className="console-rte-toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
      {tool('bold', t('editor.bold'), <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
      {tool('italic', t('editor.italic'), <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
      <Divider orientation="vertical" />
      {textTool('h2', t('editor.h2'), 'H2', state.h2, () => chain().toggleHeading({ level: 2 }).run())}
      {textTool('h3', t('editor.h3'), 'H3', state.h3, () => chain().toggleHeading({ level: 3 }).run())}
      <Divider orientation="vertical" />
      {tool('ul', t('editor.bulletList'), <UnorderedListOutlined />, state.bullet, () => chain().toggleBulletList().run())}
      {tool('ol', t('editor.orderedList'), <OrderedListOutlined />, state.ordered, () => chain().toggleOrderedList().run())}
      <Divider orientation="vertical" />
      {tool('link', t('editor.link'), <LinkOutlined />, state.link, openLink)}
      {state.link
        ? tool('unlink', t('editor.unlink'), <DisconnectOutlined />, false, () => chain().extendMarkRange('link').unsetLink().run())
        : null}
      {tool(
        'image',
        uploading ? t('editor.uploading') : t('editor.image'),
        uploading ? <LoadingOutlined /> : <PictureOutlined />,
        false,
        () => fileInput.current?.click(),
        uploading,
      )}
      <Divider orientation="vertical" />
      {tool('undo', t('editor.undo'), <UndoOutlined />, false, () => chain().undo().run(), !state.canUndo)}
      {tool('redo', t('editor.redo'), <RedoOutlined />, false, () => chain().redo().run(), !state.canRedo)}
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_ACCEPT}
        style={{ display: 'none' }}
        data-testid="rich-text-image-input"
        onChange={(e) => void insertImage(e.target.files?.[0])}
      />
      <Modal
        open={linkOpen}
        title={t('editor.linkTitle')}
        okText={t('editor.ok')}
        cancelText={t('editor.cancel')}
        onOk={applyLink}
        onCancel={() => setLinkOpen(false)}
        destroyOnHidden
      >
        <Form.Item validateStatus={hrefError ? 'error' : undefined} help={hrefError ? t('editor.linkInvalid') : undefined}>
          <Input
            autoFocus
            value={href}
            placeholder={t('editor.linkPlaceholder')}
            aria-label={t('editor.link')}
            onChange={(e) => {
              setHref(e.target.value);
              setHrefError(false);
            }}
            onPressEnter={applyLink}
          />
        </Form.Item>
      </Modal>
    </div>
  );
}

export default RichTextEditor;
