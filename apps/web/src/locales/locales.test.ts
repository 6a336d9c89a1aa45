import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function keys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('locales', () => {
  const namespaces = Object.keys(files)
    .filter((p) => p.startsWith('./zh-CN/'))
    .map((p) => p.slice('./zh-CN/'.length));
  it.each(namespaces)('zh-CN and en hold the same keys in %s', (ns) => {
    const cn = files[`./zh-CN/${ns}`];
    const en = files[`./en/${ns}`];
    expect(en).toBeDefined();
    expect(keys(en).sort()).toEqual(keys(cn).sort());
  });
  it.each(namespaces)('no text in %s announces a feature as coming (features not built are hidden, config/features.ts)', (ns) => {
    for (const lang of ['zh-CN', 'en']) {
      const obj = files[`./${lang}/${ns}`];
      for (const k of keys(obj)) {
        const v = k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], obj);
        expect(String(v), `${lang}/${ns}: ${k}`).not.toMatch(/即将|敬请期待|coming soon/i);
      }
    }
  });
  it.each(namespaces)('no empty texts in %s', (ns) => {
    for (const lang of ['zh-CN', 'en']) {
      const obj = files[`./${lang}/${ns}`];
      const flat = keys(obj);
      for (const k of flat) {
        const v = k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], obj);
        expect(typeof v === 'string' && v.trim().length > 0, `${lang}/${ns}: ${k}`).toBe(true);
      }
    }
  });
});
