import './Layout.css';

/** The footer under the landing page. */
export function SiteFooter() {
  return (
    <footer className="rs-site-footer">
      <p>Rslib is free and open source software released under the MIT license.</p>
      <p>© 2024-present ByteDance Inc.</p>
    </footer>
  );
}
