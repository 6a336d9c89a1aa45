// The operations screens' pure pieces: the dashboard's status labels, the side menu's entries
// (the dashboard first; users and the audit log for admins only), and the masking of addresses.
import { describe, expect, it } from 'vitest';
import { maskIp } from '@portal/shared';
import { CONSOLE_MENU, activeEntry, visibleMenu } from '../menu';
import { statusKeyLabel } from './dashboard/labels';

describe('dashboard labels', () => {
  it('names the queue status keys in both languages, and leaves an unknown key as it is', () => {
    expect(statusKeyLabel('referral:1', 'cn')).toBe('已提交');
    expect(statusKeyLabel('referral:3', 'en')).toBe('Returned');
    expect(statusKeyLabel('stu:2', 'en')).toBe('Admitted');
    expect(statusKeyLabel('stu:99', 'cn')).toBe('stu:99');
  });
});

describe('operations menu', () => {
  it('opens on the dashboard; users and audit only for admins; payments for every staff member', () => {
    expect(CONSOLE_MENU[0].key).toBe('dashboard');
    const clerk = visibleMenu(CONSOLE_MENU, ['clerk']).map((e) => e.key);
    const admin = visibleMenu(CONSOLE_MENU, ['admin']).map((e) => e.key);
    expect(clerk).toEqual(expect.arrayContaining(['dashboard', 'leads', 'payments']));
    expect(clerk).not.toContain('users');
    expect(clerk).not.toContain('audit');
    expect(admin).toEqual(expect.arrayContaining(['dashboard', 'leads', 'payments', 'users', 'audit']));
    expect(activeEntry(CONSOLE_MENU, '/console/payments').key).toBe('payments');
  });
});

describe('maskIp', () => {
  it('hides the last part of an IPv4 address and all but three groups of an IPv6 one', () => {
    expect(maskIp('203.0.113.45')).toBe('203.0.113.*');
    expect(maskIp('::ffff:10.1.2.3')).toBe('10.1.2.*');
    expect(maskIp('2001:db8:85a3:0:0:8a2e:370:7334')).toBe('2001:db8:85a3:*');
    expect(maskIp(null)).toBeNull();
  });
});
