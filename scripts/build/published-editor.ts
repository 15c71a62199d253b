/**
 * The editor published at `/admin/` when the deployer opts in
 * (CMS_GITHUB_REPO; README, "Publish the editor"): Decap CMS on its GitHub
 * backend, every save a pull request. Without the opt-in the build writes
 * none of it, and nothing of it is ever linked from a reader's page.
 *
 * The page carries a policy of its own. Decap needs what reader pages are
 * refused: `'unsafe-eval'` (it validates its configuration with Ajv, which
 * compiles each schema into a function), inline styles (its CSS-in-JS),
 * GitHub's API and the avatars and images it shows. Reader pages keep
 * theirs, which this stage never sees; the editor holds no reader content
 * in its page, and its scripts are only the bundle beside it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PublishedEditor, Settings } from '../../content-schema/shared/settings';
import { bundleEditor } from '../cms/admin-bundle';
import { publishedDecapConfig } from '../cms/published-config';

/** The folder of the editor inside the output, and so its path under the site's base. */
const EDITOR_FOLDER = 'admin';

/** The editor page's Content-Security-Policy. */
export function editorPolicy(editor: PublishedEditor): string {
  const github = 'https://api.github.com';
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src 'self' ${github}${editor.authBaseUrl ? ` ${new URL(editor.authBaseUrl).origin}` : ''}`,
    // Decap's preview pane is a frame of the page's own.
    "frame-src 'self' about: blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const page = (editor: PublishedEditor) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${editorPolicy(editor)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>Content editor · Rslib docs</title>
</head>
<body>
<script type="module" src="published.js"></script>
</body>
</html>
`;

/** Writes the editor into `outDir/admin/` when the settings opt in; returns whether it did. */
export async function writePublishedEditor(settings: Settings, outDir: string): Promise<boolean> {
  const editor = settings.publishedEditor;
  if (!editor) return false;
  const dir = path.join(outDir, EDITOR_FOLDER);
  mkdirSync(dir, { recursive: true });
  await bundleEditor(settings.root, 'published', dir);
  writeFileSync(
    path.join(dir, 'config.json'),
    JSON.stringify(publishedDecapConfig(settings, editor), null, 2),
  );
  writeFileSync(path.join(dir, 'index.html'), page(editor));
  return true;
}
