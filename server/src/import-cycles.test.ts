import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// No import cycles in the server (issue 30): a lower layer (shared, db, graphql, the app's module
// contract) never imports upward, so a module's code can be read, loaded and tested from the bottom up.
// Type-only imports count too: they are the first step of a runtime cycle and tie the layers together
// just the same. Parsed from the sources with no dependency (relative specifiers only).

const ROOT = path.resolve(__dirname);

/** Every TypeScript source under `dir` (tests and declaration files left out). */
function sources(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The relative specifiers a file imports or re-exports from (static imports, `export … from`, `import()`). */
function specifiers(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const m of code.matchAll(/(?:^|[\s;}])(?:import|export)\s[^'";]*?\sfrom\s*['"]([^'"]+)['"]/g)) found.push(m[1]);
  for (const m of code.matchAll(/(?:^|[\s;])import\s*['"]([^'"]+)['"]/g)) found.push(m[1]);
  for (const m of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1]);
  return found.filter((s) => s.startsWith('.'));
}

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (candidate.endsWith('.ts') && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The strongly connected components of more than one file, or a file importing itself (Tarjan). */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, indices.get(w) as number));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return cycles;
}

describe('server imports', () => {
  it('the detector finds a cycle, a self-import and nothing in a chain', () => {
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['d']],
          ['e', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c'], ['d']]);
    expect(
      specifiers(`import type { X } from '../app/module';\nexport { Y } from './y';\nimport './side';\nconst z = await import('./lazy');`),
    ).toEqual(['../app/module', './y', './side', './lazy']);
  });

  it('form no cycle in server/src', () => {
    const files = sources(ROOT);
    expect(files.length).toBeGreaterThan(100);
    const graph = new Map<string, string[]>();
    for (const file of files) {
      const targets = specifiers(fs.readFileSync(file, 'utf8'))
        .map((s) => resolve(file, s))
        .filter((t): t is string => t !== null && !t.endsWith('.test.ts'));
      graph.set(path.relative(ROOT, file), [...new Set(targets.map((t) => path.relative(ROOT, t)))]);
    }
    expect(findCycles(graph)).toEqual([]);
  });
});
