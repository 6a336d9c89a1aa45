// The web app's module boundaries as two ESLint rules, with no resolver binaries to install:
// - boundaries/zones: a file under a zone's target may not import (statically, by type or with
//   import()) a module under the zone's `from`, except under its `except` folders;
// - boundaries/no-cycle: no file reaches itself through relative imports.
// Only relative specifiers are followed: packages cannot import the app back.
import fs from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

/** The file a relative specifier names, or null when it is not a source file of the repository. */
export function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const tries = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  // `./x.js` written for `./x.ts` (NodeNext style).
  if (/\.js$/.test(base)) tries.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
  return tries.find((p) => fs.existsSync(p) && fs.statSync(p).isFile()) ?? null;
}

const inside = (file, dir) => {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};

/** Every string source of a file's imports and re-exports, with the node to report at. */
function importSources(context, visit) {
  const check = (node) => {
    const source = node.source;
    if (source && source.type === 'Literal' && typeof source.value === 'string') visit(source.value, node);
  };
  return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
}

const zones = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep modules from importing across the configured boundaries' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'string' },
                from: { type: 'string' },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = context.filename;
    const cwd = context.cwd;
    const mine = (context.options[0]?.zones ?? [])
      .map((z) => ({
        target: path.resolve(cwd, z.target),
        from: path.resolve(cwd, z.from),
        except: (z.except ?? []).map((e) => path.resolve(cwd, z.from, e)),
        message: z.message ?? '',
      }))
      .filter((z) => inside(file, z.target));
    if (mine.length === 0) return {};
    return importSources(context, (specifier, node) => {
      if (!specifier.startsWith('.')) return;
      const target = resolveRelative(file, specifier) ?? path.resolve(path.dirname(file), specifier);
      for (const z of mine) {
        if (inside(target, z.from) && !z.except.some((e) => target === e || inside(target, e))) {
          context.report({ node, message: `"${specifier}" crosses a boundary. ${z.message}`.trim() });
          return;
        }
      }
    });
  },
};

// --- cycles ------------------------------------------------------------------------------------

const SPECIFIERS = [
  /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"](\.[^'"]+)['"]/g,
  /\bimport\s*['"](\.[^'"]+)['"]/g,
  /\bimport\s*\(\s*['"](\.[^'"]+)['"]\s*\)/g,
];

/** The relative imports of a source text (comments removed first). */
export function relativeSpecifiers(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const found = new Set();
  for (const re of SPECIFIERS) for (const m of code.matchAll(re)) found.add(m[1]);
  return [...found];
}

/** Graphs by root folder, rebuilt when older than a few seconds (editors lint file by file). */
const graphs = new Map();
function graphOf(root) {
  const cached = graphs.get(root);
  if (cached && Date.now() - cached.at < 5_000) return cached.edges;
  const edges = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(p);
      } else if (EXTENSIONS.includes(path.extname(entry.name)) && !/\.test\.[a-z]+$/.test(entry.name)) {
        const targets = relativeSpecifiers(fs.readFileSync(p, 'utf8'))
          .map((s) => resolveRelative(p, s))
          .filter((t) => t && inside(t, root));
        edges.set(p, targets);
      }
    }
  };
  walk(root);
  graphs.set(root, { at: Date.now(), edges });
  return edges;
}

/** A path from `start` back to `start`, or null. */
export function findCycle(edges, start) {
  const seen = new Set();
  const trail = [];
  const visit = (node) => {
    for (const next of edges.get(node) ?? []) {
      if (next === start) return [...trail, node, start];
      if (seen.has(next)) continue;
      seen.add(next);
      trail.push(node);
      const found = visit(next);
      if (found) return found;
      trail.pop();
    }
    return null;
  };
  return visit(start);
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid a module that reaches itself through relative imports' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false }],
  },
  create(context) {
    const file = context.filename;
    const root = path.resolve(context.cwd, context.options[0].root);
    if (!inside(file, root) || /\.test\.[a-z]+$/.test(file)) return {};
    const edges = graphOf(root);
    return importSources(context, (specifier, node) => {
      if (!specifier.startsWith('.')) return;
      const next = resolveRelative(file, specifier);
      if (!next || !inside(next, root)) return;
      const back = next === file ? [file] : findCycle(new Map([...edges, [file, [next]]]), file);
      if (back) {
        const shown = back.map((p) => path.relative(root, p)).join(' → ');
        context.report({ node, message: `"${specifier}" closes an import cycle: ${shown}` });
      }
    });
  },
};

export default { meta: { name: 'boundaries' }, rules: { zones, 'no-cycle': noCycle } };
