import { defineNestedType } from 'contentlayer2/source-files/schema';
import { urlField } from './url';

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
    logoUrl: urlField,
    /** Label of the primary button, which links to `getStartedLink`. */
    getStartedButtonText: { type: 'string', required: true },
    /** Target of the primary button, a site path without version or language prefix. */
    getStartedLink: { ...urlField, required: true },
    /** Label of the secondary button when no `githubURL` is given. */
    learnMoreButtonText: { type: 'string' },
    /** Target of the learn-more button. */
    learnMoreLink: urlField,
    /** Repository URL; when set, the secondary button links there and reads "GitHub". */
    githubURL: urlField,
    /** Decorative stars behind the logo. */
    showStars: { type: 'boolean', default: false },
    /** Decorative oval glow behind the logo. */
    showOvalBg: { type: 'boolean', default: false },
  },
}));
