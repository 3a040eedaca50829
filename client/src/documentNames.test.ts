import { describe, expect, it } from 'vitest';

// Client conventions (docs/platform.md): each GraphQL document sits beside the component or hook that
// uses it (or in its feature's queries.ts when several of its components share it) and is named
// `<Component>_<Action>`, so a name in the trusted-documents manifest, a server log or the network panel
// says which screen sent it. Fragments a feature's components share live in its `fragments.ts`.

const SOURCES = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./gql/**', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

interface Definition {
  file: string;
  kind: string;
  name: string;
}

function definitions(): Definition[] {
  const found: Definition[] = [];
  for (const [file, text] of Object.entries(SOURCES)) {
    for (const doc of text.matchAll(/graphql\(`([\s\S]*?)`\)/g)) {
      for (const def of (doc[1] ?? '').matchAll(/\b(query|mutation|subscription|fragment)\s+([A-Za-z0-9_]+)/g)) {
        found.push({ file, kind: def[1] ?? '', name: def[2] ?? '' });
      }
    }
  }
  return found;
}

describe('GraphQL document names', () => {
  it('finds the documents', () => {
    expect(definitions().length).toBeGreaterThan(80);
  });

  it("are `<Component>_<Action>` (fragments shared in a feature's fragments.ts aside)", () => {
    const wrong = definitions()
      .filter((d) => !(d.kind === 'fragment' && d.file.endsWith('/fragments.ts')))
      .filter((d) => !/^[A-Z][A-Za-z0-9]*_[A-Z][A-Za-z0-9]*$/.test(d.name))
      .map((d) => `${d.file}: ${d.kind} ${d.name}`);
    expect(wrong).toEqual([]);
  });

  it('are unique across the client', () => {
    const seen = new Map<string, string>();
    const dupes: string[] = [];
    for (const d of definitions()) {
      const other = seen.get(d.name);
      if (other) dupes.push(`${d.name}: ${other} and ${d.file}`);
      seen.set(d.name, d.file);
    }
    expect(dupes).toEqual([]);
  });
});
