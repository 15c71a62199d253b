/**
 * The Rstack family, written once: each tool's name, logo and site. The
 * navbar's tools menu (below) and the landing page's cards
 * (`tool-cards.server.ts`) list them in their own order with their own
 * descriptions.
 */
import type { Lang } from '~/lib/routes';

export interface RstackTool {
  logo: string;
  url: string;
}

export const RSTACK_TOOLS = {
  Rspack: { logo: 'https://assets.rspack.rs/rspack/rspack-logo.svg', url: 'https://rspack.rs' },
  Rsbuild: { logo: 'https://assets.rspack.rs/rsbuild/rsbuild-logo.svg', url: 'https://rsbuild.rs' },
  Rspress: { logo: 'https://assets.rspack.rs/rspress/rspress-logo-480x480.png', url: 'https://rspress.rs' },
  Rslib: { logo: 'https://assets.rspack.rs/rslib/rslib-logo.svg', url: 'https://rslib.rs' },
  Rsdoctor: {
    logo: 'https://assets.rspack.rs/rsdoctor/rsdoctor-logo-480x480.png',
    url: 'https://rsdoctor.rs',
  },
  Rstest: { logo: 'https://assets.rspack.rs/rstest/rstest-logo.svg', url: 'https://rstest.rs' },
  'Awesome Rspack': {
    logo: 'https://assets.rspack.rs/others/assets/awesome-rspack.png',
    url: 'https://github.com/web-infra-dev/awesome-rspack',
  },
} satisfies Record<string, RstackTool>;

export type RstackToolName = keyof typeof RSTACK_TOOLS;

export interface ToolMenuEntry extends RstackTool {
  name: RstackToolName;
  /** One line under the name, per language. */
  desc: Record<Lang, string>;
  /** Scale applied to the logo so that the marks look the same size. */
  logoScale?: number;
}

const entry = (name: RstackToolName, desc: Record<Lang, string>, logoScale?: number): ToolMenuEntry => ({
  name,
  ...RSTACK_TOOLS[name],
  desc,
  ...(logoScale ? { logoScale } : {}),
});

/** The navbar's tools menu. */
export const toolsMenu = {
  title: 'Rstack',
  logo: 'https://assets.rspack.rs/web-infra/web-infra-logo.svg',
  url: 'https://github.com/web-infra-dev',
  entries: [
    entry('Rspack', { en: 'High-performance bundler', zh: '高性能打包工具' }),
    entry('Rsbuild', { en: 'Out-of-the-box build tool', zh: '开箱即用的构建工具' }),
    entry('Rspress', { en: 'Static site generator', zh: '静态站点生成器' }),
    entry('Rslib', { en: 'Library development tool', zh: '库开发工具' }),
    entry('Rsdoctor', { en: 'Build analyzer', zh: '构建分析工具' }, 0.95),
    entry('Rstest', { en: 'Testing framework', zh: '测试框架' }, 0.95),
    entry('Awesome Rspack', { en: 'Explore Rspack ecosystem', zh: '探索 Rspack 生态' }),
  ],
};

/** The landing page's Rstack section in one language, as the home page's loader data carries it. */
export interface RstackSection {
  title: string;
  tagline: string;
  cards: { name: string; desc: string; logo: string; url: string; urlText: string }[];
}
