/** The navbar's tools menu: the Rstack family. The landing page's tool cards are in tool-cards.server.ts. */

export interface ToolMenuEntry {
  name: string;
  descEn: string;
  desc: string;
  logo: string;
  logoScale?: number;
  url: string;
}

export const toolsMenu = {
  title: 'Rstack',
  logo: 'https://assets.rspack.rs/web-infra/web-infra-logo.svg',
  url: 'https://github.com/web-infra-dev',
  entries: [
    {
      name: 'Rspack',
      descEn: 'High-performance bundler',
      desc: '高性能打包工具',
      logo: 'https://assets.rspack.rs/rspack/rspack-logo.svg',
      url: 'https://rspack.rs',
    },
    {
      name: 'Rsbuild',
      descEn: 'Out-of-the-box build tool',
      desc: '开箱即用的构建工具',
      logo: 'https://assets.rspack.rs/rsbuild/rsbuild-logo.svg',
      url: 'https://rsbuild.rs',
    },
    {
      name: 'Rspress',
      descEn: 'Static site generator',
      desc: '静态站点生成器',
      logo: 'https://assets.rspack.rs/rspress/rspress-logo-480x480.png',
      url: 'https://rspress.rs',
    },
    {
      name: 'Rslib',
      descEn: 'Library development tool',
      desc: '库开发工具',
      logo: 'https://assets.rspack.rs/rslib/rslib-logo.svg',
      url: 'https://rslib.rs',
    },
    {
      name: 'Rsdoctor',
      descEn: 'Build analyzer',
      desc: '构建分析工具',
      logo: 'https://assets.rspack.rs/rsdoctor/rsdoctor-logo-480x480.png',
      logoScale: 0.95,
      url: 'https://rsdoctor.rs',
    },
    {
      name: 'Rstest',
      descEn: 'Testing framework',
      desc: '测试框架',
      logo: 'https://assets.rspack.rs/rstest/rstest-logo.svg',
      logoScale: 0.95,
      url: 'https://rstest.rs',
    },
    {
      name: 'Awesome Rspack',
      descEn: 'Explore Rspack ecosystem',
      desc: '探索 Rspack 生态',
      logo: 'https://assets.rspack.rs/others/assets/awesome-rspack.png',
      url: 'https://github.com/web-infra-dev/awesome-rspack',
    },
  ] satisfies ToolMenuEntry[],
};
