export { buildContentInScratch as buildFixtureContent } from '../../scripts/lib/build-content-in-scratch';
