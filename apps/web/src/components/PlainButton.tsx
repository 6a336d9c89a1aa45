// A button that looks like antd's Button (the .btn styles in styles.css) without loading antd: the
// first screens of the public pages (home, lists, university and major pages) draw these, so a
// phone gets them from the server's HTML and no antd runtime before the visitor needs one.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon } from './Icon';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** antd's looks: primary (filled), default (outlined), link (text in the brand colour). */
  look?: 'primary' | 'default' | 'link';
  size?: 'small' | 'middle' | 'large';
  icon?: ReactNode;
  /** Busy: the icon turns into a spinner and the button ignores clicks. */
  loading?: boolean;
  block?: boolean;
  htmlType?: 'button' | 'submit';
}

export function PlainButton({
  look = 'default',
  size = 'middle',
  icon,
  loading = false,
  block = false,
  htmlType = 'button',
  className,
  children,
  onClick,
  ...rest
}: PlainButtonProps) {
  const classes = [
    'btn',
    look === 'primary' ? 'btn--primary' : look === 'link' ? 'btn--link' : null,
    size === 'large' ? 'btn--lg' : size === 'small' ? 'btn--sm' : null,
    block ? 'btn--block' : null,
    loading ? 'btn--loading' : null,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const shownIcon = loading ? <Icon icon={LoadingOutlined} spin /> : icon;
  return (
    <button type={htmlType} className={classes} aria-busy={loading || undefined} onClick={loading ? undefined : onClick} {...rest}>
      {shownIcon ? (
        <span className="btn__icon" aria-hidden="true">
          {shownIcon}
        </span>
      ) : null}
      {children != null && children !== false ? <span>{children}</span> : null}
    </button>
  );
}
