import fs from 'node:fs';
import path from 'node:path';
import type { AbstractIntlMessages } from 'next-intl';
import en from '@/messages/en.json';
import { LAYOUT_NAMESPACES, pickMessages } from '@/lib/i18n/client-messages';

const messages = { a: { x: 'X', y: { z: 'Z' } }, b: { w: 'W' }, c: 'C' };

describe('pickMessages', () => {
  it.each([
    ['whole namespaces', ['a', 'c'], { a: messages.a, c: 'C' }],
    ['a nested path, in the same nesting', ['a.y'], { a: { y: { z: 'Z' } } }],
    ['two paths under one namespace', ['a.x', 'a.y.z'], { a: { x: 'X', y: { z: 'Z' } } }],
    ['a path that does not exist', ['d', 'a.q'], { a: {} }],
    ['nothing', [], {}],
  ])('%s', (_, paths, expected) => {
    expect(pickMessages(messages, paths)).toEqual(expected);
  });

  it('leaves out the server-only namespaces and the words server components print', () => {
    const picked = pickMessages(en as unknown as AbstractIntlMessages, LAYOUT_NAMESPACES) as Record<string, Record<string, unknown>>;
    expect(picked).not.toHaveProperty('policies');
    expect(picked).not.toHaveProperty('checkout');
    expect(picked.footer).not.toHaveProperty('copyright');
    expect(picked.product).not.toHaveProperty('description');
    expect(picked.product).toHaveProperty('addToCart');
  });
});

/** Source files that run in the browser: client components, and the shared components they import. */
function browserSources(): string[] {
  const files = ['components', 'app', 'lib'].flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => path.join(dir, name)),
  );
  const client = files.filter((file) => /^['"]use client['"]/m.test(fs.readFileSync(file, 'utf8')));
  const imported = client.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/from '@\/(components\/[^']+)'/g)].map((match) => `${match[1]}.tsx`).filter((candidate) => fs.existsSync(candidate)),
  );
  return [...new Set([...client, ...imported])];
}

describe('LAYOUT_NAMESPACES', () => {
  const layoutNamespaces = new Set(LAYOUT_NAMESPACES.map((entry) => entry.split('.')[0]));
  const read = browserSources().flatMap((file) => {
    const source = fs.readFileSync(file, 'utf8');
    return [...source.matchAll(/const (\w+) = useTranslations\('([\w.]+)'\)/g)].flatMap(([, name, namespace]) =>
      [...source.matchAll(new RegExp(`\\b${name}(?:\\.rich|\\.raw|\\.has)?\\('([\\w.]+)'`, 'g'))].map((call) => ({ file, key: `${namespace}.${call[1]}` })),
    );
  });

  it('finds the keys the browser reads', () => {
    expect(read.length).toBeGreaterThan(100);
  });

  it('holds every key of its namespaces that a component in the browser reads by name', () => {
    const missing = read.filter(({ key }) => layoutNamespaces.has(key.split('.')[0]) && !LAYOUT_NAMESPACES.some((entry) => key === entry || key.startsWith(`${entry}.`)));
    expect(missing).toEqual([]);
  });
});
