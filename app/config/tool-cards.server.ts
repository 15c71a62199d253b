/**
 * The Rstack section of the landing page: its heading and tagline, and the six
 * tool cards with their longer descriptions. Names, logos and sites come from
 * `rstack.ts`. Sent as the home page's loader data, so no other page (and no
 * browser bundle) carries these texts.
 */
import type { Lang } from '~/lib/routes';
import { RSTACK_TOOLS, type RstackSection, type RstackToolName } from './rstack';

const SECTION = {
  title: 'Rstack',
  tagline: {
    en: 'A unified JavaScript toolchain built around Rspack, with high performance and consistent architecture',
    zh: '围绕 Rspack 打造的 JavaScript 统一工具链，具有优秀的性能和一致的架构',
  },
};

/** The cards, in the order the page shows them. */
const CARDS: [RstackToolName, Record<Lang, string>][] = [
  [
    'Rspack',
    {
      en: 'A high performance JavaScript bundler written in Rust, with webpack-compatible API',
      zh: '基于 Rust 编写的高性能 JavaScript 打包工具，具备与 webpack 兼容的 API',
    },
  ],
  [
    'Rsbuild',
    {
      en: 'An Rspack-based build tool that provides out-of-the-box setup',
      zh: '基于 Rspack 的构建工具，包含开箱即用的预设配置，带来愉悦的开发体验',
    },
  ],
  [
    'Rslib',
    {
      en: 'A Rsbuild-based library development tool for creating libraries and UI components',
      zh: '基于 Rsbuild 的库开发工具，以简单的方式创建 JavaScript 库和 UI 组件库',
    },
  ],
  [
    'Rspress',
    {
      en: 'An Rsbuild-based static site generator for creating documentation sites',
      zh: '基于 Rsbuild 的静态站点生成器，用于创建优雅的文档站点',
    },
  ],
  [
    'Rsdoctor',
    {
      en: 'A one-stop build analyzer that makes the build process transparent',
      zh: '一站式的构建分析工具，使构建流程变得透明、可预测和可优化',
    },
  ],
  [
    'Rstest',
    {
      en: 'A testing framework that provides first-class support for the Rspack ecosystem',
      zh: '基于 Rspack 的测试框架，为 Rspack 生态提供全面、一流的支持',
    },
  ],
];

/** The landing page's Rstack section in one language. */
export function rstackFor(lang: Lang): RstackSection {
  return {
    title: SECTION.title,
    tagline: SECTION.tagline[lang],
    cards: CARDS.map(([name, desc]) => {
      const { logo, url } = RSTACK_TOOLS[name];
      return { name, desc: desc[lang], logo, url, urlText: new URL(url).host };
    }),
  };
}
