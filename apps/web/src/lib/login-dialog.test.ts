import { describe, expect, it } from 'vitest';
import { cancelLoginDialog, closeLoginDialog, getLoginDialogState, openLoginDialog, takeAfterLogin } from './login-dialog';

const run = () => undefined;

describe('login dialog: what to do after the login', () => {
  it('hands the action over once, with the page it started from', () => {
    openLoginDialog('login', '/Instiutiondetail?uniId=5', { from: '/Instiutiondetail?uniId=5', run });
    expect(getLoginDialogState()).toMatchObject({ open: true, redirect: '/Instiutiondetail?uniId=5' });
    closeLoginDialog(); // logged in: the dialog closes, the action stays for the shell
    expect(takeAfterLogin()).toEqual({ from: '/Instiutiondetail?uniId=5', run });
    expect(takeAfterLogin()).toBeNull();
  });

  it('drops the action when the dialog is closed without a login', () => {
    openLoginDialog('login', '/home', { from: '/home', run });
    cancelLoginDialog();
    expect(getLoginDialogState().open).toBe(false);
    expect(takeAfterLogin()).toBeNull();
  });

  it('drops the action when another login is asked for', () => {
    openLoginDialog('login', '/home', { from: '/home', run });
    openLoginDialog('login', '/myApply');
    expect(takeAfterLogin()).toBeNull();
  });
});
