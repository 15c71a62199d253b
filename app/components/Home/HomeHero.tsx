import { Link } from '@remix-run/react';
import type { HeroProps } from '~/lib/types';
import './Home.css';

/** Title, subtitle, slogan, logo and the two buttons of the landing page. */
export function HomeHero({ hero }: { hero: HeroProps }) {
  return (
    <section className="rs-hero">
      <div className="rs-hero__text">
        <h1 className="rs-hero__title">{hero.title}</h1>
        {hero.subTitle ? <p className="rs-hero__subtitle">{hero.subTitle}</p> : null}
        {hero.description ? <p className="rs-hero__description">{hero.description}</p> : null}
        <div className="rs-hero__actions">
          <Link className="rs-button rs-button--primary" to={hero.getStartedLink} prefetch="intent">
            {hero.getStartedButtonText}
          </Link>
          {hero.githubURL ? (
            <a className="rs-button" href={hero.githubURL} target="_blank" rel="noopener noreferrer">
              GitHub
            </a>
          ) : hero.learnMoreButtonText && hero.learnMoreLink ? (
            <Link className="rs-button" to={hero.learnMoreLink} prefetch="intent">
              {hero.learnMoreButtonText}
            </Link>
          ) : null}
        </div>
      </div>
      {hero.logoUrl ? (
        <div className="rs-hero__logo">
          {hero.showOvalBg ? <div className="rs-hero__oval" aria-hidden="true" /> : null}
          {hero.showStars ? <div className="rs-hero__stars" aria-hidden="true" /> : null}
          <img src={hero.logoUrl} alt={hero.title} width="280" height="280" />
        </div>
      ) : null}
    </section>
  );
}
