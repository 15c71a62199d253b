import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
    {
      // React recovers from these by re-rendering on the client; the page
      // works, so the reader gets no error, the developer a warning.
      onRecoverableError: (error) => console.warn('Recoverable hydration error:', error),
    },
  );
});
