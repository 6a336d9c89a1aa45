import { describe, expect, it } from 'vitest';
import { SECRET_MASK, translateMessage } from '@portal/shared';
import { cardNoIssue, maskSecrets, secretIssue, secretState, typedSecrets, withoutSecrets } from './card-fields';

const stored = '**** **** **** 1234';

describe('masked secrets', () => {
  it('tells keep, replace, clear and nothing apart', () => {
    expect(secretState('cardNo', stored, stored)).toBe('kept');
    expect(secretState('cardNo', '4111 1111', stored)).toBe('replaced');
    expect(secretState('cardNo', '', stored)).toBe('cleared');
    expect(secretState('cardNo', null, stored)).toBe('cleared');
    expect(secretState('cardNo', '', null)).toBe('none');
    expect(secretState('cardNo', '4111', '')).toBe('new');
    expect(secretState('cardSafetyCode', SECRET_MASK, SECRET_MASK)).toBe('kept');
    expect(secretState('eduPassword', 'new', SECRET_MASK)).toBe('replaced');
  });
  it('never reports the secrets as unsaved values', () => {
    expect(withoutSecrets({ cardNo: '4111', cardSafetyCode: '123', eduPassword: 'pw', cardUsername: 'A' })).toEqual({ cardUsername: 'A' });
  });
  it('masks typed secrets kept in the working draft, as the server would', () => {
    expect(maskSecrets({ cardNo: '4111 1111 1111 9876', cardSafetyCode: '123', eduPassword: 'pw', eduUsername: 'u' })).toEqual({
      cardNo: '**** **** **** 9876',
      cardSafetyCode: SECRET_MASK,
      eduPassword: SECRET_MASK,
      eduUsername: 'u',
    });
    expect(maskSecrets({ cardNo: stored, cardSafetyCode: '', eduPassword: null })).toEqual({
      cardNo: stored,
      cardSafetyCode: '',
      eduPassword: null,
    });
  });
  it('a typed card number is digits and spaces; the stored mask passes', () => {
    expect(cardNoIssue(stored, stored)).toBeNull();
    expect(cardNoIssue('4111 1111', stored)).toBeNull();
    expect(translateMessage(cardNoIssue('**** 1', stored) ?? '', 'cn')).toBe('只能输入数字和空格');
    expect(cardNoIssue('41a1', null)).not.toBeNull();
  });
  it('a typed CVV equal to the mask would keep the old one: refused unless it is the stored mask', () => {
    expect(secretIssue(SECRET_MASK, SECRET_MASK)).toBeNull();
    expect(secretIssue(SECRET_MASK, '')).not.toBeNull();
    expect(secretIssue('123', SECRET_MASK)).toBeNull();
  });
});

describe('typed secrets kept in memory across a conflict reload', () => {
  it('answers what was typed, never a mask or an empty field', () => {
    expect(typedSecrets({ cardNo: '4111 1111 1111 1111', cardSafetyCode: SECRET_MASK, eduPassword: '', cardUsername: 'LI' })).toEqual({
      cardNo: '4111 1111 1111 1111',
    });
    expect(typedSecrets({ cardNo: stored, cardSafetyCode: '123', eduPassword: 'pw1' })).toEqual({
      cardSafetyCode: '123',
      eduPassword: 'pw1',
    });
  });
});
