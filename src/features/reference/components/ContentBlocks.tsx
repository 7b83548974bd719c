import React from 'react';
import Code from './Code';
import type {ContentBlock} from '@site/src/features/reference/engine/types';

/**
 * Renders build-time markdown. The HTML comes from the generator's markdown-it
 * with raw HTML disabled, so it holds only markup the generator produced itself.
 */
export default function ContentBlocks({blocks}: {blocks: readonly ContentBlock[]}): React.ReactNode {
  return blocks.map((block, i) =>
    block.type === 'code' ? (
      <Code key={i} language={block.language} code={block.code} tokens={block.tokens} />
    ) : (
      <div key={i} className="ref-markdown" dangerouslySetInnerHTML={{__html: block.html}} />
    ),
  );
}
