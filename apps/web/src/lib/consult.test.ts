// @vitest-environment happy-dom
// Online consultation's entry rules: a visitor without a session who opens a case gets the consult
// popup (spec 000 screen 7), other guarded pages the login dialog; the popup after a login is due
// 5 s later, once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSULT_POPUP_DELAY_MS } from '@portal/shared';
import { askLogin } from './login-gate';
import { cancelLoginDialog, getLoginDialogState } from './login-dialog';
import { clearConsultPopup, closeConsultPopup, consultPopupDue, markLoginForConsultPopup, useConsultState } from './consult';
import { renderHook } from '@testing-library/react';

afterEach(() => {
  cancelLoginDialog();
  closeConsultPopup();
  clearConsultPopup();
  vi.useRealTimers();
});

describe('consultation entries', () => {
  it('a case asks through the consult popup, other pages through the login dialog', () => {
    const { result, rerender } = renderHook(() => useConsultState());
    askLogin('/caseDetail?stuId=3&uniId=4');
    rerender();
    expect(result.current.popup).toEqual({ kind: 'case', redirect: '/caseDetail?stuId=3&uniId=4' });
    expect(getLoginDialogState().open).toBe(false);
    closeConsultPopup();
    askLogin('/myApply');
    rerender();
    expect(result.current.popup).toBeNull();
    expect(getLoginDialogState()).toMatchObject({ open: true, redirect: '/myApply' });
  });

  it('the popup after a login is due 5 s later, until it is shown', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    expect(consultPopupDue()).toBeNull();
    markLoginForConsultPopup();
    expect(consultPopupDue()).toBe(1_000_000 + CONSULT_POPUP_DELAY_MS);
    clearConsultPopup();
    expect(consultPopupDue()).toBeNull();
  });
});
