// Swizzled (replaced): the not-found text, then search and the portal's main destinations instead of "contact the site owner"; see src/theme/README.md.
import React from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import NotFoundHelp from '@site/src/components/NotFoundHelp';

export default function NotFoundContent({className}: Props): React.ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>There is no page at this address: it may have moved, or the link that brought you here is mistyped.</p>
          <NotFoundHelp />
        </div>
      </div>
    </main>
  );
}
