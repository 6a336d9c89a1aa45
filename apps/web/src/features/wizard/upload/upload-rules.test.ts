import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS, translateMessage } from '@portal/shared';
import {
  acceptOf,
  attachmentCountError,
  checkAttachment,
  checkFile,
  fileRecordsOf,
  readUploadAnswer,
  toFileRecord,
  uploadFailureText,
  uploadHintParams,
} from './upload-rules';

const cn = (k: string | null) => (k ? translateMessage(k, 'cn') : null);
const MB = 1024 * 1024;

describe('checks before an upload', () => {
  it('asks for the attachment type first', () => {
    expect(cn(checkAttachment({ name: 'a.pdf', size: 10 }, null))).toBe('请选择附件类型');
    expect(cn(checkAttachment({ name: 'a.pdf', size: 10 }, ''))).toBe('请选择附件类型');
    expect(checkAttachment({ name: 'a.pdf', size: 10 }, '1')).toBeNull();
  });
  it('accepts every format the label lists (any case), the Word templates and macro documents included', () => {
    for (const n of ['a.pdf', 'b.DOC', 'c.docx', 'd.dot', 'e.png', 'f.JPG', 'g.jpeg', 'h.webp', 'i.dotx', 'j.DOCM', 'k.dotm'])
      expect(checkFile({ name: n, size: 1 }, 'attachment')).toBeNull();
    for (const n of ['a.exe', 'b.xlsx', 'c.svg', 'noext'])
      expect(cn(checkFile({ name: n, size: 1 }, 'attachment'))).toBe('请上传规定格式的文件');
  });
  it('refuses files over 15 MB', () => {
    expect(checkFile({ name: 'a.pdf', size: 15 * MB }, 'attachment')).toBeNull();
    expect(cn(checkFile({ name: 'a.pdf', size: 15 * MB + 1 }, 'attachment'))).toBe('上传文件大小不能超过 15 MB!');
  });
  it('letters take jpg, jpeg, png, webp, pdf only, with their own message', () => {
    expect(checkFile({ name: 'r.webp', size: 1 }, 'visa')).toBeNull();
    expect(cn(checkFile({ name: 'r.docx', size: 1 }, 'visa'))).toBe('请上传格式为jpg、jpeg、png、webp、pdf的文件');
  });
  it("the hint, the file input and the check read one list: the server's (UPLOAD_LIMITS)", () => {
    expect(acceptOf('attachment')).toBe('.pdf,.doc,.docx,.dot,.dotx,.docm,.dotm,.png,.jpg,.jpeg,.webp');
    for (const use of ['attachment', 'visa'] as const) {
      const hint = uploadHintParams(use);
      expect(hint.extensions).toEqual(UPLOAD_LIMITS[use].extensions);
      expect(hint.maxMb).toBe(15);
      for (const ext of hint.extensions) expect(checkFile({ name: `x.${ext}`, size: 1 }, use), ext).toBeNull();
    }
    expect(uploadHintParams('visa').extensions).toEqual(['jpg', 'jpeg', 'png', 'webp', 'pdf']);
  });
});

describe('attachment count', () => {
  it('needs at least one file per selected type', () => {
    expect(cn(attachmentCountError(['1', '2', '3'], [{}]))).toBe('您少上传了2个附件，请继续上传');
    expect(attachmentCountError(['1', '2'], [{}, {}])).toBeNull();
    expect(attachmentCountError(['1'], [{}, {}])).toBeNull();
  });
  it('leaves "no file at all" to the required message', () => {
    expect(attachmentCountError(['1', '2'], [])).toBeNull();
    expect(attachmentCountError(undefined, undefined)).toBeNull();
  });
});

describe('upload answers', () => {
  const entry = { oldName: 'passport.pdf', newName: 'abc.pdf', imgPath: '/api/file/abc.pdf' };
  it('maps an entry to a FileRecord with the type it was uploaded for', () => {
    expect(toFileRecord(entry, '2')).toEqual({
      fileName: 'passport.pdf',
      fileNameAfter: 'abc.pdf',
      fileRoute: '/api/file/abc.pdf',
      name: 'passport.pdf',
      url: '/api/file/abc.pdf',
      annexType: '2',
    });
    expect(toFileRecord(entry)).not.toHaveProperty('annexType');
  });
  it("accepts code '000' only", () => {
    expect(readUploadAnswer({ code: '000', data: [entry] }, '1')).toEqual({ ok: true, records: [toFileRecord(entry, '1')] });
    expect(readUploadAnswer({ code: '70007', msg: 'x', data: null })).toMatchObject({ ok: false, reason: 'failed' });
    expect(readUploadAnswer(undefined)).toMatchObject({ ok: false, reason: 'failed' });
  });
  it('reports the session codes apart, so the abort dialog shows', () => {
    expect(readUploadAnswer({ code: '014', msg: 'gone' })).toMatchObject({ ok: false, reason: 'session', code: '014' });
  });
  it('an entry without a route is the "check the attachments" case', () => {
    expect(readUploadAnswer({ code: '000', data: [{ ...entry, imgPath: '' }] })).toMatchObject({ ok: false, reason: 'noRoute' });
    expect(readUploadAnswer({ code: '000', data: [] })).toMatchObject({ ok: false, reason: 'noRoute' });
  });
  it("shows the server's refusal (a .pdf that is not a PDF), and the general text without one", () => {
    const fallback = '上传文件失败，请重新上传文件';
    expect(uploadFailureText(readUploadAnswer({ code: '020', msg: '请上传规定格式的文件', data: null }), fallback)).toBe(
      '请上传规定格式的文件',
    );
    expect(
      uploadFailureText(readUploadAnswer({ code: '020', msg: 'Please upload a file of an allowed format', data: null }), fallback),
    ).toBe('Please upload a file of an allowed format');
    expect(uploadFailureText(readUploadAnswer({ code: '020', msg: ' ', data: null }), fallback)).toBe(fallback);
    expect(uploadFailureText(readUploadAnswer(undefined), fallback)).toBe(fallback);
  });
  it('form values keep only records with a route', () => {
    expect(fileRecordsOf([{ fileRoute: '/api/file/a.pdf' }, { fileRoute: '' }, null, 'x'])).toEqual([{ fileRoute: '/api/file/a.pdf' }]);
    expect(fileRecordsOf(null)).toEqual([]);
  });
});
