// A tooltip that looks like antd's (dark bubble above the element, on hover and keyboard focus)
// without loading antd: for the buttons of the public pages' first screens. The bubble is drawn
// into document.body only while shown, so a card's clipped corners do not cut it.
import { useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export function Tip({ title, children, className }: { title: ReactNode; children: ReactNode; className?: string }) {
  const host = useRef<HTMLSpanElement>(null);
  const [at, setAt] = useState<{ x: number; y: number } | null>(null);
  const show = () => {
    const r = host.current?.getBoundingClientRect();
    if (r) setAt({ x: r.left + r.width / 2, y: r.top });
  };
  const hide = () => setAt(null);
  return (
    <span
      ref={host}
      className={className ? `tip-host ${className}` : 'tip-host'}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {children}
      {at && title
        ? createPortal(
            <span role="tooltip" className="tip" style={{ left: at.x, top: at.y }}>
              {title}
            </span>,
            document.body,
          )
        : null}
    </span>
  );
}
