// vitest-no-db: runs once, with the unit tests (it opens no database).
import { describe, expect, it } from 'vitest';
import { COLLEGE_ALIASES, UNIVERSITY_ALIASES, normaliseAliases } from './aliases';
import { COMMUNITY_COLLEGES, UNIVERSITIES } from './universities';
import { COLLEGES } from './colleges';

describe('school aliases', () => {
  it('name only schools of the seeds, so none is written nowhere', () => {
    const unis = new Set([...UNIVERSITIES.map((u) => u.uniEnName), ...COMMUNITY_COLLEGES]);
    const colleges = new Set(COLLEGES.map((c) => c.name));
    expect(Object.keys(UNIVERSITY_ALIASES).filter((k) => !unis.has(k))).toEqual([]);
    expect(Object.keys(COLLEGE_ALIASES).filter((k) => !colleges.has(k))).toEqual([]);
  });
  it('are stored lower-case, trimmed and once', () => {
    expect(normaliseAliases([' UCL ', 'ucl', '', '伦敦大学学院'])).toEqual(['ucl', '伦敦大学学院']);
  });
});
