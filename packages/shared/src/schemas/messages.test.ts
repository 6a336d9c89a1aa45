import { describe, expect, it } from 'vitest';
import { translateMessage } from '../messages';
import { addLeaveMsgBody, messageLength, messageText, readLeaveMsgBody } from './messages';
import { noticeListBody, noticeReadBody } from './notices';
import { noticeMail, noticeText } from '../notices';

const fileId = 'a'.repeat(32);
const issuesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}:${translateMessage(i.message, 'cn')}`);

describe('addLeaveMsgBody', () => {
  it('a thread needs its type (请选择留言类型); a reply does not', () => {
    expect(issuesOf(addLeaveMsgBody.safeParse({ stuId: 1, msgContext: '<p>hi</p>' }))).toEqual(['msgType:请选择留言类型']);
    expect(addLeaveMsgBody.safeParse({ stuId: 1, msgContext: '<p>hi</p>', parentId: 3 }).success).toBe(true);
    const r = addLeaveMsgBody.parse({ stuId: '1', msgType: 2, msgContext: '<p>hi</p>', msgRole: '0', isStu: 0 });
    expect(r).toMatchObject({ stuId: 1, msgType: '2', parentId: null, msgFiles: [] });
  });

  it('content required, its text at most 1,000 characters (tags and entities aside)', () => {
    expect(issuesOf(addLeaveMsgBody.safeParse({ stuId: 1, msgType: '1', msgContext: '<p> &nbsp;</p><p><br></p>' }))).toEqual([
      'msgContext:请输入留言内容',
    ]);
    const ok = `<p><strong>${'字'.repeat(990)}</strong>&amp;${'a'.repeat(9)}</p>`;
    expect(messageLength(ok)).toBe(1000);
    expect(addLeaveMsgBody.safeParse({ stuId: 1, msgType: '1', msgContext: ok }).success).toBe(true);
    expect(issuesOf(addLeaveMsgBody.safeParse({ stuId: 1, msgType: '1', msgContext: ok.replace('&amp;', '&amp;x') }))).toEqual([
      'msgContext:超出字符限制',
    ]);
    // A character written as two UTF-16 units counts once.
    expect(messageLength('😀'.repeat(1000))).toBe(1000);
    expect(messageText('a&lt;b&#x4e2d;&#25991;')).toBe('a<b中文');
  });

  it('at most 5 files, of the message formats, case-insensitive', () => {
    const f = (name: string) => ({ fileNameAfter: `${fileId}.${name.split('.').pop()!.toLowerCase()}`, fileName: name });
    const body = (files: object[]) => ({ stuId: 1, msgType: '1', msgContext: 'x', msgFiles: files });
    expect(addLeaveMsgBody.safeParse(body(['a.PDF', 'b.Docx', 'c.XLSX', 'd.jpeg', 'e.webp'].map(f))).success).toBe(true);
    expect(issuesOf(addLeaveMsgBody.safeParse(body(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'e.pdf', 'f.pdf'].map(f))))).toEqual([
      'msgFiles:上传文件数量不能超过5个',
    ]);
    expect(issuesOf(addLeaveMsgBody.safeParse(body([{ fileNameAfter: fileId, fileName: 'x.exe' }])))).toEqual([
      'msgFiles.0.fileName:请上传规定格式的文件',
    ]);
    expect(issuesOf(addLeaveMsgBody.safeParse(body([{ fileNameAfter: '../etc/passwd', fileName: 'x.pdf' }])))).toEqual([
      'msgFiles.0.fileNameAfter:上传文件失败，请重新上传文件',
    ]);
  });

  it('readLeaveMsg and notices bodies', () => {
    expect(readLeaveMsgBody.parse({ stuId: 2 })).toMatchObject({ stuId: 2, threadId: null });
    expect(readLeaveMsgBody.parse({ stuId: 2, threadId: '7' })).toMatchObject({ threadId: 7 });
    expect(noticeListBody.parse({})).toMatchObject({ pageNo: 1, pageSize: 10 });
    expect(noticeListBody.safeParse({ pageSize: 51 }).success).toBe(false);
    expect(noticeReadBody.parse({ all: true })).toMatchObject({ all: true });
    expect(noticeReadBody.parse({ ids: [1, 2] })).toMatchObject({ ids: [1, 2], all: false });
  });
});

describe('notice texts', () => {
  it('fill params in the language, with language-specific params first', () => {
    const p = { stuName: '张三', stuName_en: 'ZHANG SAN', status_cn: '已录取', status_en: 'Admitted' };
    expect(noticeText('status', p, 'cn').body).toBe('张三的申请状态已更新为：已录取。');
    expect(noticeText('status', p, 'en').body).toBe('The status of the application of ZHANG SAN is now Admitted.');
    expect(noticeText('reply', {}, 'cn').body).toContain('学生');
    const m = noticeMail('student_message', p, 'en', 9, 'https://x.example/');
    expect(m.body).toContain('https://x.example/console/applications/9');
  });
});
