// The country dialog of online consultation ('Select consultation country', spec 000 screen 15 and
// section 4) and the consult popup. Choosing a country asks POST /dynamics/clue/add for its chat
// link: type 1 (2 with the major) when the country is the page's own and the page is a university
// (major), else type 0. The link opens in a new tab on desktop (the tab is opened at the click, so
// no popup blocker stops it) and in the same tab on phones.
import { useEffect, useState } from 'react';
import { Button, Modal } from 'antd';
import { CloseOutlined, CustomerServiceOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ClueAddInput, DictEntry } from '@portal/shared';
import { api } from '../../lib/api-client';
import { closeConsultDialog, closeConsultPopup, openConsultDialog, useConsultState, type ConsultSubject } from '../../lib/consult';
import { isMobileNow } from '../../lib/device';
import { dictLabel, useDict } from '../../lib/dict';
import { getLang } from '../../lib/lang';
import { openLoginDialog } from '../../lib/login-dialog';
import './consult.css';

const COUNTRY_DICT = 'web_clerk_countryName';
const DICTS = [COUNTRY_DICT];

const flagOf = (e: DictEntry) => {
  const code = (e.remark ?? '').trim();
  return /^[A-Z]{2,4}$/.test(code) ? `/api/media/flag/${code.toLowerCase()}.svg` : null;
};

/** The call for the chosen country: the page's university (and major) only in the page's country. */
export function clueBody(subject: ConsultSubject, countryId: string): ClueAddInput {
  const own = !!subject.countryId && subject.countryId === countryId && !!(subject.uniEnName || subject.uniId);
  if (!own) return { type: 0, countryId };
  return {
    type: subject.majorName ? 2 : 1,
    countryId,
    uniId: subject.uniId ?? undefined,
    uniEnName: subject.uniEnName ?? undefined,
    majorName: subject.majorName ?? undefined,
  };
}

/** Asks for the chat link and opens it: a new tab on desktop, this tab on phones. */
export async function openChat(subject: ConsultSubject, countryId: string): Promise<boolean> {
  const mobile = isMobileNow();
  const tab = mobile ? null : window.open('', '_blank');
  try {
    const url = await api.post<string>('/dynamics/clue/add', clueBody(subject, countryId));
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.location.assign(url);
    return true;
  } catch {
    tab?.close();
    return false;
  }
}

function CountryDialog({ subject, onClose }: { subject: ConsultSubject; onClose: () => void }) {
  const { t } = useTranslation('detail');
  const lang = getLang();
  const dict = useDict(DICTS);
  const [chosen, setChosen] = useState<string | null>(subject.countryId ?? null);
  const [busy, setBusy] = useState(false);
  const countries = dict.data?.[COUNTRY_DICT] ?? [];
  const start = async () => {
    if (!chosen || busy) return;
    setBusy(true);
    const opened = await openChat(subject, chosen);
    setBusy(false);
    if (opened) onClose();
  };
  return (
    <Modal
      open
      centered
      width={640}
      title={t('consultDialog.title')}
      onCancel={onClose}
      className="consult-dialog"
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('consultDialog.cancel')}
        </Button>,
        <Button key="ok" type="primary" icon={<CustomerServiceOutlined />} disabled={!chosen} loading={busy} onClick={start}>
          {t('consultDialog.start')}
        </Button>,
      ]}
    >
      <p className="consult-dialog__lead">{t('consultDialog.lead')}</p>
      {dict.isError ? (
        <p className="inline-error">
          {t('consult.dictFailed')}{' '}
          <Button type="link" size="small" onClick={() => dict.refetch()}>
            {t('consultDialog.retry')}
          </Button>
        </p>
      ) : null}
      <div className="consult-countries" role="radiogroup" aria-label={t('consultDialog.title')} aria-busy={dict.isPending}>
        {countries.map((c) => {
          const flag = flagOf(c);
          const on = chosen === c.dictValue;
          return (
            <button
              key={c.dictValue}
              type="button"
              role="radio"
              aria-checked={on}
              className={`consult-country${on ? ' consult-country--on' : ''}`}
              onClick={() => setChosen(c.dictValue)}
            >
              {flag ? <img src={flag} alt="" width={28} height={20} /> : null}
              <span>{dictLabel(c, lang)}</span>
            </button>
          );
        })}
      </div>
    </Modal>
  );
}

/** How long the invitation stays when it is not used. */
const CARD_MS = 15_000;

/**
 * 5 s after a login: a card in the corner inviting to consult. Not modal (the page stays usable
 * under it) and it goes away by itself after 15 s, or when closed.
 */
function AfterLoginCard() {
  const { t } = useTranslation('detail');
  useEffect(() => {
    const timer = window.setTimeout(closeConsultPopup, CARD_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <aside className="consult-card" role="dialog" aria-labelledby="consult-card-title">
      <button type="button" className="consult-card__close" aria-label={t('consultPopup.close')} onClick={closeConsultPopup}>
        <CloseOutlined />
      </button>
      <h2 id="consult-card-title" className="consult-card__title">
        <CustomerServiceOutlined /> {t('consultPopup.title')}
      </h2>
      <p className="consult-card__text">{t('consultPopup.text')}</p>
      <Button
        type="primary"
        block
        onClick={() => {
          closeConsultPopup();
          openConsultDialog({});
        }}
      >
        {t('consultPopup.consult')}
      </Button>
    </aside>
  );
}

/** A visitor without a session opened a case: log in (or register) to see it and to consult. */
function CasePopup({ redirect }: { redirect: string }) {
  const { t } = useTranslation('detail');
  const go = (view: 'login' | 'register') => {
    closeConsultPopup();
    openLoginDialog(view, redirect);
  };
  return (
    <Modal
      open
      centered
      width={420}
      title={t('consultPopup.title')}
      onCancel={closeConsultPopup}
      className="consult-popup"
      footer={[
        <Button key="register" onClick={() => go('register')}>
          {t('consultPopup.register')}
        </Button>,
        <Button key="login" type="primary" onClick={() => go('login')}>
          {t('consultPopup.login')}
        </Button>,
      ]}
    >
      <p>{t('consultPopup.caseText')}</p>
    </Modal>
  );
}

export default function ConsultDialogs() {
  const { dialog, popup } = useConsultState();
  // A new request (seq) starts from its own page's country. The key is the request's own number:
  // a key bumped by an effect drew the dialog twice, the second one over a click on the first.
  return (
    <>
      {dialog ? <CountryDialog key={dialog.seq} subject={dialog.subject} onClose={closeConsultDialog} /> : null}
      {popup?.kind === 'afterLogin' && !dialog ? <AfterLoginCard /> : null}
      {popup?.kind === 'case' ? <CasePopup redirect={popup.redirect} /> : null}
    </>
  );
}
