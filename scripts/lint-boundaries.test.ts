// The import boundaries of CONVENTIONS.md are lint rules: each forbidden import below must fail lint
// in the file it is written in, also where a narrower block (core, web features, shared web code)
// adds a boundary of its own to the wider one's.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

async function ruleIdsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('forbidden imports fail lint', () => {
  test.each([
    ['packages/analyzer/src/latin/x.ts', "import { FastifyInstance } from 'fastify';"],
    ['packages/analyzer/src/core/x.ts', "import { FastifyInstance } from 'fastify';"],
    ['packages/analyzer/src/core/x.ts', "import { Kysely } from 'kysely';"],
    ['packages/analyzer/src/core/x.ts', "import { tokenize } from '../latin/tokenize';"],
    ['packages/analyzer/src/core/tagger/x.ts', "import { readings } from '../../greek/readings';"],
    ['packages/analyzer/src/core/x.ts', "import { buildApp } from '@versio/server';"],
    ['packages/analyzer/src/greek/x.ts', "import { buildApp } from '../../../../apps/server/src/app';"],
    ['apps/server/src/features/x.ts', "import { tokenize } from '@versio/analyzer/src/latin/tokenize';"],
    ['apps/server/src/features/x.ts', "import { App } from '@versio/web';"],
    ['apps/web/src/features/translate/x.ts', "import { createLatinAnalyzer } from '@versio/analyzer';"],
    ['apps/web/src/features/translate/x.ts', "import { buildApp } from '@versio/server';"],
    ['apps/web/src/features/translate/x.ts', "import { App } from '../../app/app';"],
    ['apps/web/src/lib/x.ts', "import { createLatinAnalyzer } from '@versio/analyzer';"],
    ['apps/web/src/lib/x.ts', "import { TranslatePage } from '../features/translate/page';"],
    ['apps/web/src/components/x.tsx', "import { App } from '../app/app';"],
  ])('%s: %s', async (file, code) => {
    expect(await ruleIdsOf(file, `${code}\nexport {};\n`)).toContain('no-restricted-imports');
  });

  test.each([
    ['packages/analyzer/src/latin/x.ts'],
    ['packages/analyzer/scripts/x.ts'],
    ['apps/server/src/features/x.ts'],
  ])('%s may not read process.env (only its configuration module does)', async (file) => {
    expect(await ruleIdsOf(file, 'export const dir = process.env.VERSIO_DATA_DIR;\n')).toContain('no-restricted-syntax');
  });
});

describe('allowed imports pass', () => {
  test.each([
    ['packages/analyzer/src/core/x.ts', "import type { Thing } from './types';"],
    ['packages/analyzer/src/latin/x.ts', "import type { Thing } from '../core/types';"],
    ['apps/server/src/features/x.ts', "import type { Thing } from '@versio/analyzer';"],
    ['apps/web/src/features/translate/x.ts', "import type { Thing } from '@versio/server';"],
    ['apps/web/src/app/x.ts', "import type { Thing } from '../features/translate/thing';"],
  ])('%s: %s', async (file, code) => {
    expect(await ruleIdsOf(file, `${code}\nexport type Used = Thing;\n`)).toEqual([]);
  });

  test('the configuration module reads the environment', async () => {
    expect(await ruleIdsOf('packages/analyzer/src/core/config.ts', 'export const dir = process.env.VERSIO_DATA_DIR;\n')).toEqual([]);
  });
});
