// A message's rich text drawn as React elements from the allowed tree of message-html.ts: no
// innerHTML anywhere, so nothing in a message can run or load.
import { createElement, useMemo, type ReactNode } from 'react';
import { parseMessageHtml, type SafeNode } from './message-html';

function draw(nodes: readonly SafeNode[]): ReactNode[] {
  return nodes.map((n, i) => {
    if (typeof n === 'string') return n;
    if (n.tag === 'br') return createElement('br', { key: i });
    if (n.tag === 'a')
      return createElement('a', { key: i, href: n.href, target: '_blank', rel: 'noopener noreferrer nofollow' }, ...draw(n.children));
    return createElement(n.tag, { key: i }, ...draw(n.children));
  });
}

export function MessageHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const nodes = useMemo(() => parseMessageHtml(html), [html]);
  return <div className={className ? `msg-html ${className}` : 'msg-html'}>{draw(nodes)}</div>;
}
