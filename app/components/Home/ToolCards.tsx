import type { RstackSection } from '~/lib/types';

/** "Rstack": the six tools of the family, each opening its site in a new tab. */
export function ToolCards({ section }: { section: RstackSection }) {
  return (
    <section className="rs-tools" aria-labelledby="rs-tools-title">
      <h2 id="rs-tools-title" className="rs-tools__title">
        {section.title}
      </h2>
      <p className="rs-tools__tagline">{section.tagline}</p>
      <ul className="rs-tools__grid">
        {section.cards.map((tool) => (
          <li key={tool.name}>
            <a className="rs-tool-card" href={tool.url} target="_blank" rel="noopener noreferrer">
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
              <span className="rs-tool-card__desc">{tool.desc}</span>
              <span className="rs-tool-card__link">{tool.urlText}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
