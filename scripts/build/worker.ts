/**
 * The build pool's worker (content-schema/shared/worker-pool.ts): the
 * prerender's tasks, by name. A worker takes one task after another and
 * keeps what it loaded (the server build, the content index) between them.
 */
import { siteSettings } from '../../content-schema/shared/settings';
import { writeCrawlerFiles, type CrawlerJob } from './crawler/index';
import { renderNotFound, renderRoutes, type RenderJob } from './render';

export const render = ({ job, routes }: { job: RenderJob; routes: string[] }) =>
  renderRoutes(siteSettings(), job, routes);

export const notFound = () => renderNotFound(siteSettings());

export const crawlerFiles = (job: CrawlerJob) => writeCrawlerFiles(siteSettings(), job);
