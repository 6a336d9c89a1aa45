// Ids in page queries (?uniId=, ?majorId=, ?stuId=, ?articleId=): positive integers only.
export function idParam(v: string | null | undefined): number | undefined {
  if (!v || !/^\d+$/.test(v.trim())) return undefined;
  const n = Number(v.trim());
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
