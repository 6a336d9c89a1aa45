// Tabs drawn like antd's line tabs (a row of labels, the active one underlined) without loading
// antd, for the first screens of the public pages. Arrow keys move between them (tabs pattern).
import { useRef, type KeyboardEvent } from 'react';

export interface LineTab<K extends string> {
  key: K;
  label: string;
}

export function LineTabs<K extends string>({
  items,
  activeKey,
  onChange,
  className,
  label,
}: {
  items: readonly LineTab<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  className?: string;
  label?: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const i = items.findIndex((t) => t.key === activeKey);
    const next = items[(i + step + items.length) % items.length];
    onChange(next.key);
    list.current?.querySelector<HTMLButtonElement>(`[data-key="${next.key}"]`)?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className={className ? `line-tabs ${className}` : 'line-tabs'} onKeyDown={onKeyDown}>
      {items.map((t) => {
        const active = t.key === activeKey;
        return (
          <button
            key={t.key}
            type="button"
            role="tab"
            data-key={t.key}
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            className={active ? 'line-tabs__tab line-tabs__tab--active' : 'line-tabs__tab'}
            onClick={() => !active && onChange(t.key)}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
