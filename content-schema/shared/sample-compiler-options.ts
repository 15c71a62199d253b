/**
 * The TypeScript options code samples are read with, by the sample check of
 * `content:check` and by the twoslash hovers of the content build (see
 * sample-environment.ts).
 */
import ts from 'typescript';

/** Strict mode, modules as a bundler resolves them, Node's types: a config file as Rslib loads it. */
export const SAMPLE_COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ['lib.es2023.d.ts'],
  types: ['node'],
  jsx: ts.JsxEmit.ReactJSX,
  allowJs: true,
  checkJs: true,
  resolveJsonModule: true,
  esModuleInterop: true,
  skipLibCheck: true,
};
