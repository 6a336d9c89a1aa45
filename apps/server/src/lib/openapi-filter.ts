// The published API document per reader: operations limited to roles (x-roles) are listed only to
// a signed-in reader holding one of those roles, so anonymous readers do not learn the staff calls.
export interface OpenApiDoc {
  paths?: Record<string, Record<string, { 'x-roles'?: readonly string[] } & Record<string, unknown>>>;
  [k: string]: unknown;
}

export function documentFor(doc: OpenApiDoc, roles: readonly string[]): OpenApiDoc {
  const paths: NonNullable<OpenApiDoc['paths']> = {};
  for (const [p, ops] of Object.entries(doc.paths ?? {})) {
    const kept = Object.fromEntries(
      Object.entries(ops).filter(([, op]) => {
        const need = op && typeof op === 'object' ? op['x-roles'] : undefined;
        return !need?.length || need.some((r) => roles.includes(r));
      }),
    );
    if (Object.keys(kept).length) paths[p] = kept;
  }
  return { ...doc, paths };
}
