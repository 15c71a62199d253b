// React DOM's web-streams server renderer, which @types/react-dom types only as part of `react-dom/server`.
declare module 'react-dom/server.browser' {
  export { renderToReadableStream } from 'react-dom/server';
}
