// @vitest-environment happy-dom
// The message renderer's allow-list: scripts, event attributes, script URLs and embedded matter
// never reach the page; the formatting the editor makes (bold, italic, underline, lists, links) does.
import { renderToStaticMarkup } from 'react-dom/server';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageHtml } from './MessageHtml';
import { parseMessageHtml, safeHref, textOf } from './message-html';

const html = (s: string) => renderToStaticMarkup(<MessageHtml html={s} />);

afterEach(cleanup);

describe('message renderer', () => {
  it('keeps the editor formatting', () => {
    expect(html('<p>Hi <strong>b</strong> <em>i</em> <u>u</u></p><ul><li><p>one</p></li></ul><ol><li>two</li></ol><p>a<br>b</p>')).toBe(
      '<div class="msg-html"><p>Hi <strong>b</strong> <em>i</em> <u>u</u></p><ul><li><p>one</p></li></ul><ol><li>two</li></ol><p>a<br/>b</p></div>',
    );
  });

  it('drops a script with its content and keeps nothing of it', () => {
    const out = html('<p>before</p><script>window.__x = 1; alert(1)</script><p>after</p>');
    expect(out).toBe('<div class="msg-html"><p>before</p><p>after</p></div>');
    expect(out).not.toMatch(/script|alert/i);
  });

  it('drops event attributes, pictures and frames (onerror never comes through)', () => {
    const out = html(
      '<p onclick="steal()">x<img src="nope" onerror="window.__pwned=1"></p><object data="https://evil.example/x.swf"></object><svg onload="alert(1)"><circle/></svg>',
    );
    expect(out).toBe('<div class="msg-html"><p>x</p></div>');
    expect(out).not.toMatch(/onerror|onclick|onload|img|iframe|object|svg/i);
  });

  it('mounts in a real document without running anything', async () => {
    const w = window as unknown as { __pwned?: number };
    const { container } = render(
      <MessageHtml html={'<img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><p>ok</p>'} />,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(w.__pwned).toBeUndefined();
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toBe('ok');
  });

  it('links: only http(s), mailto and site paths, always opened apart', () => {
    expect(html('<a href="https://example.com/x" onclick="x()">site</a>')).toBe(
      '<div class="msg-html"><a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">site</a></div>',
    );
    expect(html('<a href="javascript:alert(1)">bad</a>')).toBe('<div class="msg-html">bad</div>');
    expect(html('<a href=" JaVaScRiPt:alert(1)">bad</a>')).toBe('<div class="msg-html">bad</div>');
    expect(html('<a href="data:text/html,<script>alert(1)</script>">bad</a>')).toBe('<div class="msg-html">bad</div>');
    expect(['//evil.example', '/\\evil.example', 'vbscript:x', ''].map((h) => safeHref(h))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(['mailto:a@b.c', '/api/file/1.pdf', 'HTTP://x.y'].map((h) => safeHref(h))).toEqual([
      'mailto:a@b.c',
      '/api/file/1.pdf',
      'HTTP://x.y',
    ]);
  });

  it('drops style and class attributes; unknown tags keep their text, blocks become paragraphs', () => {
    expect(html('<p style="position:fixed" class="x">a<span style="color:red">b</span><font>c</font></p><h1>T</h1><div>d</div>')).toBe(
      '<div class="msg-html"><p>abc</p><p>T</p><p>d</p></div>',
    );
  });

  it('text is text: markup inside text nodes stays escaped', () => {
    expect(html('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<div class="msg-html"><p>&lt;script&gt;alert(1)&lt;/script&gt;</p></div>',
    );
  });

  it('empty and deep input', () => {
    expect(parseMessageHtml('')).toEqual([]);
    expect(parseMessageHtml(null)).toEqual([]);
    const deep = '<b>'.repeat(500) + 'x' + '</b>'.repeat(500);
    expect(textOf(parseMessageHtml(deep))).toBe('x');
  });

  it('plain-text preview', () => {
    expect(textOf(parseMessageHtml('<p>one <b>two</b></p><ul><li>three</li></ul><p>a<br>b</p>'))).toBe('one two three a b');
  });
});
