// The published API document per reader: operations limited to roles (x-roles) are listed only to
// a signed-in reader holding one of those roles, so anonymous readers do not learn the staff calls,
// and the schemas only those operations use are left out with them.
export interface OpenApiDoc {
  paths?: Record<string, Record<string, { 'x-roles'?: readonly string[] } & Record<string, unknown>>>;
  components?: { schemas?: Record<string, unknown> } & Record<string, unknown>;
  [k: string]: unknown;
}

const REF = /"#\/components\/schemas\/([^"]+)"/g;

/** Names of the component schemas `value` refers to, followed through the components themselves. */
function referencedSchemas(value: unknown, schemas: Record<string, unknown>): Set<string> {
  const seen = new Set<string>();
  const queue = [JSON.stringify(value)];
  while (queue.length) {
    for (const m of queue.pop()!.matchAll(REF)) {
      const name = decodeURIComponent(m[1]);
      if (seen.has(name) || !(name in schemas)) continue;
      seen.add(name);
      queue.push(JSON.stringify(schemas[name]));
    }
  }
  return seen;
}

export function documentFor(doc: OpenApiDoc, roles: readonly string[]): OpenApiDoc {
  const paths: NonNullable<OpenApiDoc['paths']> = {};
  let hidden = false;
  for (const [p, ops] of Object.entries(doc.paths ?? {})) {
    const kept = Object.fromEntries(
      Object.entries(ops).filter(([, op]) => {
        const need = op && typeof op === 'object' ? op['x-roles'] : undefined;
        const visible = !need?.length || need.some((r) => roles.includes(r));
        if (!visible) hidden = true;
        return visible;
      }),
    );
    if (Object.keys(kept).length) paths[p] = kept;
  }
  if (!hidden || !doc.components?.schemas) return { ...doc, paths };
  const all = doc.components.schemas;
  const used = referencedSchemas(paths, all);
  const schemas = Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name)));
  return { ...doc, paths, components: { ...doc.components, schemas } };
}
