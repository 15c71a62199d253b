/** The Rstack family on the landing page: the section heading and the six tool cards (Rspack, Rsbuild, Rslib, Rspress, Rsdoctor, Rstest). Sent as the home page's loader data, so no other page carries it. */
import type { RstackSection } from '~/lib/types';

interface ToolCard {
  name: string;
  /** Chinese description. */
  desc: string;
  /** English description. */
  descEn: string;
  logo: string;
  /** Scale applied to the logo so that the marks look the same size. */
  logoScale?: number;
  url: string;
  /** English site when it differs from `url`. */
  urlEn?: string;
  urlText: string;
}

const toolCards: ToolCard[] = [
  {
    name: 'Rspack',
    descEn: 'A high performance JavaScript bundler written in Rust, with webpack-compatible API',
    desc: '基于 Rust 编写的高性能 JavaScript 打包工具，具备与 webpack 兼容的 API',
    logo: 'https://assets.rspack.rs/rspack/rspack-logo.svg',
    url: 'https://rspack.rs',
    urlText: 'rspack.rs',
  },
  {
    name: 'Rsbuild',
    descEn: 'An Rspack-based build tool that provides out-of-the-box setup',
    desc: '基于 Rspack 的构建工具，包含开箱即用的预设配置，带来愉悦的开发体验',
    logo: 'https://assets.rspack.rs/rsbuild/rsbuild-logo.svg',
    url: 'https://rsbuild.rs',
    urlText: 'rsbuild.rs',
  },
  {
    name: 'Rslib',
    descEn: 'A Rsbuild-based library development tool for creating libraries and UI components',
    desc: '基于 Rsbuild 的库开发工具，以简单的方式创建 JavaScript 库和 UI 组件库',
    logo: 'https://assets.rspack.rs/rslib/rslib-logo.svg',
    url: 'https://rslib.rs',
    urlText: 'rslib.rs',
  },
  {
    name: 'Rspress',
    descEn: 'An Rsbuild-based static site generator for creating documentation sites',
    desc: '基于 Rsbuild 的静态站点生成器，用于创建优雅的文档站点',
    logo: 'https://assets.rspack.rs/rspress/rspress-logo-480x480.png',
    url: 'https://rspress.rs',
    urlText: 'rspress.rs',
  },
  {
    name: 'Rsdoctor',
    descEn: 'A one-stop build analyzer that makes the build process transparent',
    desc: '一站式的构建分析工具，使构建流程变得透明、可预测和可优化',
    logo: 'https://assets.rspack.rs/rsdoctor/rsdoctor-logo-480x480.png',
    url: 'https://rsdoctor.rs',
    urlText: 'rsdoctor.rs',
  },
  {
    name: 'Rstest',
    descEn: 'A testing framework that provides first-class support for the Rspack ecosystem',
    desc: '基于 Rspack 的测试框架，为 Rspack 生态提供全面、一流的支持',
    logo: 'https://assets.rspack.rs/rstest/rstest-logo.svg',
    url: 'https://rstest.rs',
    urlText: 'rstest.rs',
  },
];

const rstackSection = {
  title: 'Rstack',
  taglineEn:
    'A unified JavaScript toolchain built around Rspack, with high performance and consistent architecture',
  tagline: '围绕 Rspack 打造的 JavaScript 统一工具链，具有优秀的性能和一致的架构',
};

/** The landing page's Rstack section in one language, as the home page's loader data carries it. */
export function rstackFor(lang: 'en' | 'zh'): RstackSection {
  const zh = lang === 'zh';
  return {
    title: rstackSection.title,
    tagline: zh ? rstackSection.tagline : rstackSection.taglineEn,
    cards: toolCards.map((tool) => ({
      name: tool.name,
      desc: zh ? tool.desc : tool.descEn,
      logo: tool.logo,
      ...(tool.logoScale ? { logoScale: tool.logoScale } : {}),
      url: zh ? tool.url : (tool.urlEn ?? tool.url),
      urlText: tool.urlText,
    })),
  };
}
