// An icon of antd's set drawn from its path data alone: the same element antd's icon components
// draw (<span class="anticon anticon-name" role="img"><svg>), without their runtime (context,
// style injection), which would otherwise be part of every first load. styles.css carries the
// .anticon rules. Used by the public pages' first screens; antd's own chunks keep @ant-design/icons.
import { createElement, type HTMLAttributes, type ReactElement } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

/** SVG attributes as React names them (fill-rule → fillRule). */
const props = (attrs: Record<string, string>) =>
  Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), v]));

const draw = (node: AbstractNode, key?: number): ReactElement =>
  createElement(
    node.tag,
    { key, ...props(node.attrs) },
    node.children?.map((child, i) => draw(child, i)),
  );

export function Icon({
  icon,
  spin = false,
  className,
  ...rest
}: { icon: IconDefinition; spin?: boolean } & HTMLAttributes<HTMLSpanElement>) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  const classes = ['anticon', `anticon-${icon.name}`, spin ? 'anticon-spin' : null, className].filter(Boolean).join(' ');
  return (
    <span role="img" aria-label={icon.name} className={classes} {...rest}>
      {createElement(
        'svg',
        { ...props(svg.attrs), width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true' },
        svg.children?.map((child, i) => draw(child, i)),
      )}
    </span>
  );
}
