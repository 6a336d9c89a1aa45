// Major-focus multi-select of the home search bar (dictionary major_focus), drawn without antd's
// Select. The dictionary is fetched when the list is first opened.
import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../../components/Icon';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { useTranslation } from 'react-i18next';
import { dictLabel, useDict } from '../../../lib/dict';
import { getLang } from '../../../lib/lang';

export const MAJOR_FOCUS_DICT = 'major_focus';

interface Props {
  value: string[];
  onChange: (value: string[]) => void;
  label: string;
}

export function FocusPicker({ value, onChange, label }: Props) {
  const { t } = useTranslation('home');
  const lang = getLang();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const dict = useDict([MAJOR_FOCUS_DICT], { enabled: used });
  const options = dict.data?.[MAJOR_FOCUS_DICT] ?? [];

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const labels = value.map((v) => {
    const e = options.find((o) => o.dictValue === v);
    return e ? dictLabel(e, lang) : v;
  });
  const summary =
    value.length === 0 ? null : value.length <= 2 ? labels.join('、') : t('search.focusCount', { first: labels[0], n: value.length });

  const flip = (v: string) => onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);

  return (
    <div className="picker" ref={root}>
      <button
        type="button"
        className="picker__button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => {
          setUsed(true);
          setOpen((o) => !o);
        }}
      >
        <span className={summary ? 'picker__value' : 'picker__placeholder'}>{summary ?? t('search.focusPlaceholder')}</span>
        <Icon icon={DownOutlined} className="picker__caret" aria-hidden="true" />
      </button>
      {open ? (
        <div className="picker__panel" id={panelId} role="group" aria-label={label}>
          {dict.isPending ? <p className="picker__status">{t('search.suggestLoading')}</p> : null}
          {dict.isError ? (
            <p className="picker__status">
              {t('search.focusFailed')}{' '}
              <button type="button" className="link-button" onClick={() => dict.refetch()}>
                {t('search.retry')}
              </button>
            </p>
          ) : null}
          <div className="picker__grid">
            {options.map((o) => (
              <label key={o.dictValue} className="picker__option">
                <input type="checkbox" checked={value.includes(o.dictValue)} onChange={() => flip(o.dictValue)} />
                <span>{dictLabel(o, lang)}</span>
              </label>
            ))}
          </div>
          {value.length ? (
            <div className="picker__footer">
              <button type="button" className="link-button" onClick={() => onChange([])}>
                {t('search.clear')}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
