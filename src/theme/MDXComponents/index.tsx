// Swizzled (wrapper): markdown tables scroll inside a focusable, labelled region; see src/theme/README.md.
import React, {type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function Table(props: ComponentProps<'table'>): React.ReactNode {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Table">
      <table {...props} />
    </div>
  );
}

export default {...MDXComponents, table: Table};
