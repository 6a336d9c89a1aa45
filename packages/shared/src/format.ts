// Display helpers shared by every screen.

/** Name display rule (spec 000 section 8): over 7 characters cut to 5 plus '...'; no name gives 'user' plus 5 characters of the contact. */
export function displayName(name: string | null | undefined, contact: string | null | undefined, userWord = 'user'): string {
  const n = (name ?? '').trim();
  if (n) return [...n].length > 7 ? `${[...n].slice(0, 5).join('')}...` : n;
  const c = (contact ?? '').trim();
  return `${userWord}${[...c].slice(0, 5).join('')}...`;
}

/** Phone number shown 3-4-4 while typing: '138 0013 8000'. */
export function formatPhone344(raw: string): string {
  const d = raw.replace(/\D/g, '').slice(0, 11);
  return [d.slice(0, 3), d.slice(3, 7), d.slice(7, 11)].filter(Boolean).join(' ');
}

export function maskPhone(p: string | null | undefined): string | null {
  if (!p) return p ?? null;
  return p.length >= 7 ? `${p.slice(0, 3)}****${p.slice(-4)}` : '****';
}

export function maskEmail(e: string | null | undefined): string | null {
  if (!e) return e ?? null;
  const [local, domain] = e.split('@');
  if (!domain) return '****';
  return `${local.slice(0, Math.min(2, local.length))}***@${domain}`;
}
