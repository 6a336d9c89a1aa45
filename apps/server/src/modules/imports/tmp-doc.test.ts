import { it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
it('doc', async () => {
  const t = await createTestApp();
  const r = await t.call({ method: 'GET', url: '/api/docs/json' });
  console.log('DOC', r.status, JSON.stringify(r.body).slice(0, 300));
  await t.close();
}, 120000);
