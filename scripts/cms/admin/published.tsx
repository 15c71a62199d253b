/**
 * The editor a deployer publishes at `/admin/` of the built site
 * (CMS_GITHUB_REPO, scripts/build/published-editor.ts): Decap CMS on its
 * GitHub backend with the configuration the build generated beside this
 * file (scripts/cms/published-config.ts), and the site's formats, blocks
 * and preview. Files are found next to the script, so the editor works
 * under a base path too.
 */
import { startDecap, type EditorConfig } from './register';

const here = (name: string) => new URL(`./${name}`, import.meta.url).href;
const config = (await fetch(here('config.json')).then((r) => r.json())) as EditorConfig;
startDecap(config, here('published.css'));
