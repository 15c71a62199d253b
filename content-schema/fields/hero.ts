import { defineNestedType } from 'contentlayer2/source-files/schema';

/** The landing page's hero block (used with `pageType: home`). */
export const Hero = defineNestedType(() => ({
  name: 'Hero',
  fields: {
    /** Big product name. */
    title: { type: 'string', required: true },
    /** Line under the title. */
    subTitle: { type: 'string' },
    /** The slogan. */
    description: { type: 'string' },
    /** Logo shown beside the texts. */
    logoUrl: { type: 'string' },
    /** Label of the primary button, which links to `getStartedLink`. */
    getStartedButtonText: { type: 'string', required: true },
    /** Target of the primary button, a site path without version or language prefix. */
    getStartedLink: { type: 'string', required: true },
    /** Label of the secondary button when no `githubURL` is given. */
    learnMoreButtonText: { type: 'string' },
    /** Target of the learn-more button. */
    learnMoreLink: { type: 'string' },
    /** Repository URL; when set, the secondary button links there and reads "GitHub". */
    githubURL: { type: 'string' },
    /** Decorative stars behind the logo. */
    showStars: { type: 'boolean', default: false },
    /** Decorative oval glow behind the logo. */
    showOvalBg: { type: 'boolean', default: false },
  },
}));
