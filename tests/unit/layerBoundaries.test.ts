// @vitest-environment node
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves the lint run enforces docs/architecture.md's one-way layers: each forbidden import
 * below must be reported, each allowed one must pass. The files need not exist; ESLint
 * picks the rules by path.
 */
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint();
});

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-globals')
    .map((message) => message.message);
}

describe('layer boundaries', () => {
  it.each([
    ['src/core/odds/bad.ts', "import { useState } from 'react';\nexport const x = useState;", /src\/core may not depend on react/],
    ['src/core/odds/bad.ts', "import { createRoot } from 'react-dom/client';\nexport const x = createRoot;", /src\/core may not depend on/],
    ['src/core/odds/bad.ts', "import ky from 'ky';\nexport const x = ky;", /src\/core may not depend on/],
    ['src/core/odds/bad.ts', "import i18next from 'i18next';\nexport const x = i18next;", /src\/core may not depend on/],
    ['src/core/odds/bad.ts', "import { createRuntime } from '../../store';\nexport const x = createRuntime;", /src\/core may not import/],
    ['src/core/odds/bad.ts', "import { x } from '../../api/client';\nexport const y = x;", /src\/core may not import/],
    ['src/core/odds/bad.ts', 'export const width = window.innerWidth;', /src\/core is pure/],
    ['src/core/odds/bad.ts', 'export const here = document.title;', /src\/core is pure/],
    ['src/features/betslip/bad.tsx', "import { placeBet } from '../../api/betslips';\nexport const x = placeBet;", /src\/features may not import api/],
    ['src/features/betslip/bad.tsx', "import ky from 'ky';\nexport const x = ky;", /src\/features may not depend on ky/],
    ['src/store/bad.ts', "import { AppShell } from '../features/shell/AppShell';\nexport const x = AppShell;", /src\/store may not import/],
    ['src/store/bad.ts', "import { useState } from 'react';\nexport const x = useState;", /src\/store may not depend on react/],
    ['src/ui/bad.tsx', "import { createRuntime } from '../store';\nexport const x = createRuntime;", /src\/ui may not import/],
  ])('reports %s importing across a boundary', async (filePath, code, message) => {
    const messages = await restrictedImports(filePath, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it.each([
    ['src/core/odds/good.ts', "import { withSelection } from '../betslip/selectionOrder';\nexport const x = withSelection;"],
    ['src/store/good.ts', "import { withSelection } from '../core';\nexport const x = withSelection;"],
    ['src/features/betslip/good.tsx', "import { createRuntime } from '../../store';\nimport { useState } from 'react';\nexport const x = [createRuntime, useState];"],
    ['elements/good.ts', "import { createHostBridge } from '../src/host';\nimport { AppShell } from '../src/features/shell/AppShell';\nexport const x = [createHostBridge, AppShell];"],
  ])('allows %s to import what its layer may', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});
