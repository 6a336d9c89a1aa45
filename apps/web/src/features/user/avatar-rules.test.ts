import { describe, expect, it } from 'vitest';
import { avatarProblem } from './avatar-rules';

describe('avatarProblem', () => {
  it('accepts jpeg, jpg, png and webp up to 10240 KB', () => {
    for (const name of ['a.jpeg', 'a.JPG', 'a.png', 'a.webp']) expect(avatarProblem({ name, size: 1024 })).toBeUndefined();
    expect(avatarProblem({ name: 'a.png', size: 10240 * 1024 })).toBeUndefined();
  });
  it('refuses other types and larger files', () => {
    expect(avatarProblem({ name: 'a.gif', size: 10 })).toBe('type');
    expect(avatarProblem({ name: 'png', size: 10 })).toBe('type');
    expect(avatarProblem({ name: 'a.png', size: 10240 * 1024 + 1 })).toBe('size');
  });
});
