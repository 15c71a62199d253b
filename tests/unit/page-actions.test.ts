import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/i18n';
import { addPageActionStrings } from '~/i18n/page-actions-strings';
import { chatLinks, chatUrl, type PromptFacts } from '~/lib/chat-links';
import { absoluteUrl, llmsIndexPathOf, markdownPathOf, offersMarkdown } from '~/lib/markdown-copy';
import type { Lang } from '~/lib/routes';

describe('where the Markdown copies are', () => {
  it('puts a page at <route>.md and a section index at index.md, in every version and language', () => {
    expect(markdownPathOf('/guide/start/quick-start')).toBe('/guide/start/quick-start.md');
    expect(markdownPathOf('/guide/start/')).toBe('/guide/start/index.md');
    expect(markdownPathOf('/v0.11/zh/config/lib/format')).toBe('/v0.11/zh/config/lib/format.md');
  });
  it("names each version's language's llms.txt", () => {
    expect(llmsIndexPathOf('1.0', 'en')).toBe('/llms.txt');
    expect(llmsIndexPathOf('1.0', 'zh')).toBe('/zh/llms.txt');
    expect(llmsIndexPathOf('0.11', 'en')).toBe('/v0.11/llms.txt');
    expect(llmsIndexPathOf('0.11', 'zh')).toBe('/v0.11/zh/llms.txt');
  });
  it("is absolute on the site's public origin, as canonical URLs are", () => {
    expect(absoluteUrl('/v0.11/zh/guide/start/index.md')).toBe(
      'https://rslib.rs/v0.11/zh/guide/start/index.md',
    );
  });
  it('is offered by doc pages, overviews and blog posts only', () => {
    expect((['doc', 'overview', 'blogPost'] as const).map(offersMarkdown)).toEqual([true, true, true]);
    expect((['home', 'blogIndex', 'custom', 'blank', 'notFound'] as const).map(offersMarkdown)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('chat links', () => {
  it('start a new conversation with the prompt as `q`, encoded whole', () => {
    const prompt = 'Read https://rslib.rs/x.md?a=1&b=2 #now, 请阅读';
    for (const [chat, start] of [
      ['chatgpt', 'https://chatgpt.com/?q='],
      ['claude', 'https://claude.ai/new?q='],
    ] as const) {
      const url = chatUrl(chat, prompt);
      expect(url.startsWith(start)).toBe(true);
      expect(new URL(url).searchParams.get('q')).toBe(prompt);
      expect([...new URL(url).searchParams.keys()]).toEqual(['q']);
    }
  });

  // The prompts as a reader gets them: the catalog's words around the page's facts.
  const promptOf = (lang: Lang, key: 'pageActions.prompt' | 'pageActions.promptBlog') => {
    const i18n = i18nFor(lang);
    addPageActionStrings(i18n, lang);
    return (facts: PromptFacts) => i18n.t(key, { ns: 'pageActions', ...facts });
  };
  const promptIn = (links: Record<string, string>) => new URL(links.claude).searchParams.get('q');

  it('ask in the page language and name the version read, linking its copy', () => {
    const current = {
      url: 'https://rslib.rs/guide/start/quick-start.md',
      title: 'Quick start',
      version: '1.0',
    };
    const archived = {
      url: 'https://rslib.rs/v0.11/zh/guide/start/quick-start.md',
      title: '快速上手',
      version: '0.11',
    };
    expect(promptIn(chatLinks(current, promptOf('en', 'pageActions.prompt')))).toBe(
      'Read https://rslib.rs/guide/start/quick-start.md, the Markdown version of “Quick start” from the Rslib 1.0 documentation, and help me with my questions about it.',
    );
    const zh = promptIn(chatLinks(archived, promptOf('zh', 'pageActions.prompt')));
    expect(zh).toBe(
      '请阅读 https://rslib.rs/v0.11/zh/guide/start/quick-start.md，这是 Rslib 0.11 文档中「快速上手」页面的 Markdown 版本，然后回答我关于它的问题。',
    );
    // Both chat apps get the same prompt.
    const links = chatLinks(archived, promptOf('zh', 'pageActions.prompt'));
    expect(new URL(links.chatgpt).searchParams.get('q')).toBe(zh);
  });
  it('speak of a blog post as a post, not as documentation of a version', () => {
    const post = {
      url: 'https://rslib.rs/blog/introducing-rslib.md',
      title: 'Introducing Rslib',
      version: '1.0',
    };
    const prompt = promptIn(chatLinks(post, promptOf('en', 'pageActions.promptBlog')));
    expect(prompt).toContain('the Rslib blog post “Introducing Rslib”');
    expect(prompt).not.toContain('1.0');
  });
});
