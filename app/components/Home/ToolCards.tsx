import { rstackSection, toolCards } from '~/config/rstack';
import type { Lang } from '~/lib/routes';

/** "Rstack": the six tools of the family, each opening its site in a new tab. */
export function ToolCards({ lang }: { lang: Lang }) {
  const zh = lang === 'zh';
  return (
    <section className="rs-tools" aria-labelledby="rs-tools-title">
      <h2 id="rs-tools-title" className="rs-tools__title">
        {rstackSection.title}
      </h2>
      <p className="rs-tools__tagline">{zh ? rstackSection.tagline : rstackSection.taglineEn}</p>
      <ul className="rs-tools__grid">
        {toolCards.map((tool) => (
          <li key={tool.name}>
            <a className="rs-tool-card" href={zh ? tool.url : (tool.urlEn ?? tool.url)} target="_blank" rel="noopener noreferrer">
              <img
                className="rs-tool-card__logo"
                src={tool.logo}
                alt=""
                width="64"
                height="64"
                loading="lazy"
                style={tool.logoScale ? { transform: `scale(${tool.logoScale})` } : undefined}
              />
              <span className="rs-tool-card__name">{tool.name}</span>
              <span className="rs-tool-card__desc">{zh ? tool.desc : tool.descEn}</span>
              <span className="rs-tool-card__link">{tool.urlText}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
