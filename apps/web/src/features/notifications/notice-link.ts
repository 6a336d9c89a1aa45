// Where a notice leads and how its time reads. The link is a path of the portal the server wrote
// (/applyDetail?id=..&comment=1, /console/applications/..): anything else (another site, a
// script URL) leads nowhere.

export function noticeTarget(link: string | null | undefined): string | null {
  const v = (link ?? '').trim();
  if (!v.startsWith('/') || v.startsWith('//') || v.startsWith('/\\')) return null;
  return v;
}

/** 'yyyy-MM-dd HH:mm:ss' → 'yyyy-MM-dd HH:mm' (Beijing time, as the server writes it). */
export const noticeTime = (createTime: string) => createTime.slice(0, 16);
