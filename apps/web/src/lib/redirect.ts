// The `redirect` query of the login flow: only paths inside this site are followed.
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}
