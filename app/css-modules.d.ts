// The Remix classic compiler turns a default import of a stylesheet into its
// emitted, hashed URL (side-effect imports go into the CSS bundle instead).
declare module '*.css' {
  const href: string;
  export default href;
}
