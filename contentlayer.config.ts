// Contentlayer looks for its config at the project root; the schemas live in content-schema/.
export { default } from './content-schema/index';
