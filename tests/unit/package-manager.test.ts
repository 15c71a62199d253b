import { describe, expect, it } from 'vitest';
import { PACKAGE_MANAGERS, packageManagerCommand } from '../../content-schema/shared/package-manager';

const all = (command: string, run = false) =>
  PACKAGE_MANAGERS.map((pm) => packageManagerCommand(pm, command, run));

describe('packageManagerCommand', () => {
  it('turns an install into each tool’s add, with bun’s own dev flag', () => {
    expect(all('add @rslib/core -D')).toEqual([
      'npm add @rslib/core -D',
      'yarn add @rslib/core -D',
      'pnpm add @rslib/core -D',
      'bun add @rslib/core -d',
    ]);
    expect(all('install --save-dev typescript')).toEqual([
      'npm install --save-dev typescript',
      'yarn add -D typescript',
      'pnpm add -D typescript',
      'bun add -d typescript',
    ]);
    expect(all('install')).toEqual(['npm install', 'yarn install', 'pnpm install', 'bun install']);
  });
  it('creates projects the way each tool does', () => {
    expect(all('create rslib@latest')).toEqual([
      'npm create rslib@latest',
      'yarn create rslib',
      'pnpm create rslib@latest',
      'bun create rslib@latest',
    ]);
  });
  it('runs package binaries with npx and its equivalents', () => {
    expect(all('rslib build', true)).toEqual([
      'npx rslib build',
      'yarn dlx rslib build',
      'pnpm dlx rslib build',
      'bunx rslib build',
    ]);
  });
  it('runs scripts without the run keyword where the tool allows it (not bun, whose `bun build` bundles)', () => {
    expect(all('run build')).toEqual(['npm run build', 'yarn build', 'pnpm build', 'bun run build']);
  });
});
