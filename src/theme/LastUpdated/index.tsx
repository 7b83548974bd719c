// Swizzled (ejected): formats the date without Intl.DateTimeFormat, whose start-up cost ~70 ms of a guide's first render at 4x CPU; see src/theme/README.md.
import React from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {formatDay} from '@site/src/utils/dates';

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): React.ReactNode {
  if (!lastUpdatedAt && !lastUpdatedBy) return null;
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      Last updated
      {lastUpdatedAt ? (
        <>
          {' on '}
          <b>
            <time dateTime={new Date(lastUpdatedAt).toISOString()} itemProp="dateModified">
              {formatDay(lastUpdatedAt)}
            </time>
          </b>
        </>
      ) : null}
      {lastUpdatedBy ? (
        <>
          {' by '}
          <b>{lastUpdatedBy}</b>
        </>
      ) : null}
    </span>
  );
}
