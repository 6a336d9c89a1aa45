import { describe, expect, it } from 'vitest';
import { applyRefusal } from './apply-refusal';

describe('applyRefusal', () => {
  it('names a closed country first, then a school without scholarship', () => {
    expect(applyRefusal({ applyOpen: '0', stipendShow: '1' }, 'cn')).toBe('该国家暂未开放申请');
    expect(applyRefusal({ applyOpen: '0', stipendShow: '0' }, 'en')).toBe('Applications to this country are not open yet');
    expect(applyRefusal({ applyOpen: '1', stipendShow: '0' }, 'cn')).toBe('该院校暂无奖学金，请先咨询客服');
    expect(applyRefusal({ applyOpen: '1', stipendShow: '1' }, 'cn')).toBeNull();
    expect(applyRefusal({}, 'cn')).toBeNull();
  });
});
