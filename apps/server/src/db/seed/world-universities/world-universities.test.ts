// The world-universities load: the exclusion rule (unit), and the load through the import on the demo
// catalogue: the count, a demo university merged by its website domain keeping its Chinese name and
// rank, English-only new ones that search finds, and a second load that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { rows } from '../../../lib/sql';
import { importFile } from '../../../modules/imports/service';
import { WORLD_SOURCE, WORLD_TAKEN_ON, excludedReason, knownDomains, seedWorldUniversities, worldImportFile, worldUniversities } from '.';

const web = (host: string) => [`http://www.${host}/`];

describe('the exclusion rule', () => {
  it('leaves out what is plainly not a university', () => {
    expect(excludedReason({ name: "Académie d'Aix-Marseille", webPages: web('ac-aix-marseille.fr') })).toBe('education authority');
    expect(excludedReason({ name: 'Bishop McNamara High School', webPages: web('bmhs.org') })).toBe('not higher education');
    expect(excludedReason({ name: 'Ojai Unified School District', webPages: web('ojaiusd.org') })).toBe('not higher education');
    expect(excludedReason({ name: 'Karl-Schiller-Berufskolleg (KSBK)', webPages: web('ksbk-do.de') })).toBe('not higher education');
    expect(excludedReason({ name: 'University Hospital Zurich', webPages: web('unispital.ch') })).toBe('hospital or laboratory');
    expect(excludedReason({ name: 'Mayo Clinic', webPages: web('mayo.edu') })).toBe('hospital or laboratory');
    expect(excludedReason({ name: 'Wake Forest Baptist Health', webPages: web('wakehealth.edu') })).toBe('hospital or laboratory');
    expect(excludedReason({ name: 'Cold Spring Harbor Laboratory', webPages: web('cshl.edu') })).toBe('hospital or laboratory');
    expect(excludedReason({ name: '42 US', webPages: web('42.us.org') })).toBe('coding school');
    expect(excludedReason({ name: 'Purdue Global University (Student email)', webPages: web('purdueglobal.edu') })).toBe('second copy');
    expect(excludedReason({ name: 'Batchelor Institute of Indigenous Tertiary Education', webPages: web('nt.gov.au') })).toBe(
      'government website',
    );
  });

  it('keeps universities, colleges and schools of higher education, health sciences included', () => {
    for (const [name, host] of [
      ['University of Oxford', 'ox.ac.uk'],
      ['EPFL - EPF Lausanne', 'epfl.ch'],
      ['INSEAD', 'insead.edu'],
      ['Oregon Health Sciences University', 'ohsu.edu'],
      ['Royal Free Hospital School of Medicine, University of London', 'rfhsm.ac.uk'],
      ['Southeast Missouri Hospital College of Nursing and Health Sciences', 'southeastmissourihospitalcollege.edu'],
      ['Uniformed Services University of the Health Sciences', 'usuhs.mil'],
      ['Blue Mountains Hotel School', 'bluemountains.edu.au'],
      ['Hochschule für Musik Detmold', 'hfm-detmold.de'],
    ])
      expect(excludedReason({ name, webPages: web(host) }), name).toBeNull();
  });

  it('leaves out few rows of the data set', () => {
    const { excluded, file } = worldImportFile();
    expect(worldUniversities().length).toBe(3793);
    expect(excluded).toBeGreaterThan(20);
    expect(excluded).toBeLessThan(80);
    expect(file.rows.length).toBe(3793 - excluded);
  });
});

describe('the load through the import', () => {
  let t: TestApp;
  const q = <T = any>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);
  beforeAll(async () => {
    t = await createTestApp({}, { catalogue: true });
  }, 180_000);
  afterAll(async () => t?.close());

  it('loads at least 1,000 universities, merges the demo ones by domain, and a second load changes nothing', async () => {
    const [{ n: demo }] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM universities`);
    const [ox] = await q<any>(sql`SELECT id, uni_name, qs_rank, website_domain FROM universities WHERE website_domain = 'ox.ac.uk'`);
    expect(ox.uni_name).toBe('牛津大学');
    const majorsBefore = await q(sql`SELECT count(*)::int AS n FROM majors`);

    const started = Date.now();
    const load = await seedWorldUniversities(t.database.db);
    const ms = Date.now() - started;
    expect(ms).toBeLessThan(30_000);
    expect(load).not.toBeNull();
    const [{ n: after }] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM universities`);
    expect(after).toBe(demo + load!.created);
    expect(after).toBeGreaterThanOrEqual(1000);
    expect(load!.created).toBeGreaterThan(3000);
    // Most demo universities are in the data set and were merged, not created again.
    expect(load!.merged).toBeGreaterThan(demo * 0.6);

    const [merged] = await q<any>(
      sql`SELECT id, uni_name, qs_rank, source, to_char(checked_at, 'YYYY-MM-DD') AS checked FROM universities WHERE website_domain = 'ox.ac.uk'`,
    );
    expect(merged).toEqual({ id: ox.id, uni_name: '牛津大学', qs_rank: ox.qs_rank, source: WORLD_SOURCE, checked: WORLD_TAKEN_ON });
    expect(await q(sql`SELECT count(*)::int AS n FROM majors`)).toEqual(majorsBefore);

    const [acu] = await q<any>(
      sql`SELECT uni_name, uni_en_name, country_id, uni_logo, uni_info, ai_show, source_url FROM universities WHERE website_domain = 'acu.edu.au'`,
    );
    if (acu.uni_name !== '澳大利亚天主教大学')
      expect(acu).toMatchObject({
        uni_name: 'Australian Catholic University',
        uni_en_name: 'Australian Catholic University',
        country_id: '35',
      });
    expect((await q(sql`SELECT 1 FROM universities WHERE website_domain = 'mayo.edu'`)).length).toBe(0);

    // Search finds an English-only one by its name and by the word of its domain.
    await t.app.changes.publish('catalogue');
    const byName = await t.post('/api/uni/school-university/getPartnerUniList', { pageNo: 1, pageSize: 5, uniName: 'Avondale University' });
    expect(byName.data.list[0].uniEnName).toBe('Avondale University');
    expect(byName.data.list[0].uniName).toBe('Avondale University');
    const byDomain = await t.post('/api/uni/school-university/listUniByKeyWords', { uniNameLike: 'avondale' });
    expect(byDomain.data.list.map((u: any) => u.uniEnName ?? u.uniName).join()).toContain('Avondale');

    // Started again: skipped at once; the same rows imported again: all the same.
    expect(await seedWorldUniversities(t.database.db)).toBeNull();
    const snapshot = await q(sql`SELECT * FROM universities ORDER BY id`);
    const again = await importFile(
      t.database.db,
      { kind: 'universities', fileName: 'again.json', source: WORLD_SOURCE, checkedAt: WORLD_TAKEN_ON, mode: 'fill' },
      worldImportFile(worldUniversities(), await knownDomains(t.database.db)).file,
    );
    expect(again.applied).toMatchObject({ create: 0, change: 0 });
    expect(await q(sql`SELECT * FROM universities ORDER BY id`)).toEqual(snapshot);
  }, 120_000);
});
