import { markdownRenderTime } from './scripts/lib/markdown-render-time';
console.log(await markdownRenderTime());
