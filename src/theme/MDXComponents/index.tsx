// Swizzled (wrapper): markdown tables scroll inside a focusable, labelled group; links to the JavaScript reference follow the reader's language tab; see src/theme/README.md.
import React, {type ComponentProps, type ComponentType} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import GuideReferenceLink from '@site/src/components/GuideReferenceLink';

/** A group, not a region: a guide with several tables would otherwise list as many landmarks named "Table". */
function Table(props: ComponentProps<'table'>): React.ReactNode {
  return (
    <div className="table-scroll" tabIndex={0} role="group" aria-label="Table">
      <table {...props} />
    </div>
  );
}

const OriginalA = MDXComponents.a as ComponentType<ComponentProps<'a'>>;

function A(props: ComponentProps<'a'>): React.ReactNode {
  const {href} = props;
  if (href?.startsWith('/reference/javascript/'))
    return <GuideReferenceLink {...props} href={href} Anchor={OriginalA} />;
  return <OriginalA {...props} />;
}

export default {...MDXComponents, table: Table, a: A};
