// Node module hooks: a component's `import './X.css'` loads as an empty
// module, so that scripts can render the site's components outside the
// Remix build (the bench times react-markdown on the real pages this way).
export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
}
