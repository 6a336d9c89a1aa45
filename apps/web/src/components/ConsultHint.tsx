// What a consult action does for now. Online consultation (country choice, chat link) comes with
// the consultation screens; signed-in visitors are told so in a popover. Only signed-in visitors
// see it, so the popover is its own chunk.
import { lazy, Suspense, type ReactElement } from 'react';
import { withAntd } from '../lib/with-antd';

const HintPopover = lazy(withAntd(() => import('./ConsultHintPopover')));

export function ConsultHint({ children, placement }: { children: ReactElement; placement?: 'left' | 'top' }) {
  return (
    <Suspense fallback={children}>
      <HintPopover placement={placement}>{children}</HintPopover>
    </Suspense>
  );
}
