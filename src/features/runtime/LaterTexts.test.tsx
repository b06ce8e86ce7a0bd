import { act, render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, isFirstNamespace } from '../../i18n';
import { createRuntime, memoryStorage } from '../../store';
import { LaterTexts } from './LaterTexts';
import { RuntimeProvider } from './RuntimeContext';

function MyBetsTitle() {
  const { t } = useTranslation('myBets');
  return <h2>{t('title')}</h2>;
}

describe('LaterTexts (issue 19: a part needing texts that have not arrived)', () => {
  it('shows nothing until its later texts are in, never their keys, and what is around it stays', async () => {
    const runtime = createRuntime({}, { storage: memoryStorage(), reload: () => undefined });
    await runtime.i18n.ready;
    render(
      <RuntimeProvider runtime={runtime}>
        <p>Around</p>
        <LaterTexts>
          <MyBetsTitle />
        </LaterTexts>
      </RuntimeProvider>,
    );
    expect(screen.getByText('Around')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    expect((await screen.findByRole('heading')).textContent).toBe('My Bets');
    await act(() => runtime.i18n.loadLaterTexts());
    runtime.dispose();
  });
});

/** Every source file of the folders whose components render texts. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.testing\.tsx?$|TestRuntime\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const quoted = (text: string) => [...text.matchAll(/'([^']+)'/g)].map((match) => match[1] as string);

describe('a later text is read only where react-i18next waits for it', () => {
  // react-i18next suspends a component until the namespaces of its useTranslation() are in;
  // a key read from another namespace ('jackpot:title', getFixedT(null, 'jackpot')) is not
  // waited for, and before the later part arrives it would show as its key. So such a read
  // must name a first namespace, or one the same file's hook names.
  it('every namespace prefix and getFixedT namespace in src/features and elements is first, or named by the file’s useTranslation', () => {
    const root = join(__dirname, '../../..');
    const unwaited: string[] = [];
    for (const file of [...sourceFiles(join(root, 'src/features')), ...sourceFiles(join(root, 'elements'))]) {
      const source = readFileSync(file, 'utf8');
      const hooked = new Set([...source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g)].flatMap((match) => quoted(match[1] as string)));
      const prefixed = [...source.matchAll(/['`]([A-Za-z]+):/g)].map((match) => match[1] as string).filter((name) => (NAMESPACES as readonly string[]).includes(name));
      const fixed = [...source.matchAll(/getFixedT\([^,]*,\s*'([^']+)'/g)].map((match) => match[1] as string);
      for (const namespace of prefixed) if (!isFirstNamespace(namespace) && !hooked.has(namespace)) unwaited.push(`${relative(root, file)}: ${namespace}`);
      for (const namespace of fixed) if (!isFirstNamespace(namespace)) unwaited.push(`${relative(root, file)}: getFixedT ${namespace}`);
    }
    expect(unwaited).toEqual([]);
  });
});
