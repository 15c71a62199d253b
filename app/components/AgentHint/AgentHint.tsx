import { useTranslation } from 'react-i18next';
import { absoluteUrl, llmsIndexPathOf, markdownPathOf } from '~/lib/markdown-copy';
import { splitRoute } from '~/lib/routes';

/**
 * A line for AI agents that read the page's HTML, first in its body: where
 * the page's Markdown copy is, and the llms.txt of its version and language.
 * `hidden` keeps it from sight and from assistive technology; it holds no
 * link, so nothing in it can take focus, and it is still in the HTML's text.
 */
export function AgentHint({ routePath }: { routePath: string }) {
  const { t } = useTranslation();
  const { version, lang } = splitRoute(routePath);
  return (
    <div hidden>
      {t('agentHint.text', {
        markdown: absoluteUrl(markdownPathOf(routePath)),
        llms: absoluteUrl(llmsIndexPathOf(version, lang)),
        version,
      })}
    </div>
  );
}
