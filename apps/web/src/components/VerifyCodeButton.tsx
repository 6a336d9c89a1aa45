// The one verification-code button: 60 s countdown, 1 s debounce, warning when clicked during the
// countdown. onSend validates the contact and sends; a rejection leaves the button ready again.
import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_COUNTDOWN_S } from '@portal/shared';
import { decideCodeClick, secondsLeft } from '../lib/code-button';
import { toast } from '../lib/feedback';

interface Props {
  onSend: () => Promise<unknown>;
  disabled?: boolean;
}

export function VerifyCodeButton({ onSend, disabled }: Props) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const lastClick = useRef(0);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearInterval(timer.current), []);

  const startCountdown = () => {
    const deadline = Date.now() + CODE_COUNTDOWN_S * 1000;
    setLeft(CODE_COUNTDOWN_S);
    window.clearInterval(timer.current);
    timer.current = window.setInterval(() => {
      const s = secondsLeft(deadline, Date.now());
      setLeft(s);
      if (s === 0) window.clearInterval(timer.current);
    }, 250);
  };

  const onClick = async () => {
    const now = Date.now();
    const decision = decideCodeClick(now, lastClick.current, left, sending);
    if (decision === 'ignore') return;
    lastClick.current = now;
    if (decision === 'warn') {
      toast.warning(t('code.wait', { s: left }));
      return;
    }
    setSending(true);
    try {
      await onSend();
      toast.success(t('code.sent'));
      startCountdown();
    } catch {
      /* the form shows the field error, the API client the server message */
    } finally {
      setSending(false);
    }
  };

  return (
    <Button className="code-button" onClick={onClick} loading={sending} disabled={disabled} aria-live="polite">
      {left > 0 ? t('code.resend', { s: left }) : t('code.get')}
    </Button>
  );
}
