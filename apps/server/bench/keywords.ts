// The keywords of the benches' varied searches (run.ts, search-index.ts): each English name cut
// short, and with two letters swapped as a typo, so that the answer cache cannot help.
export function variedKeywords(enNames: readonly string[]): string[] {
  return enNames.flatMap((n) => {
    const cut = n.slice(0, Math.max(4, n.length - 3));
    const i = Math.min(5, n.length - 2);
    const typo = n.slice(0, i) + n[i + 1] + n[i] + n.slice(i + 2);
    return [cut, typo];
  });
}
