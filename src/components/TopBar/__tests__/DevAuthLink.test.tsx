import React from 'react';
import {screen} from '@testing-library/react';
import DevAuthLink from '../DevAuthLink';
import {renderAt} from '@site/test/render';

jest.mock('@docusaurus/useDocusaurusContext', () => {
  const flag = {value: undefined as unknown};
  return {
    __esModule: true,
    flag,
    default: () => {
      const real = jest.requireActual('@docusaurus/useDocusaurusContext').default();
      return {
        ...real,
        siteConfig: {...real.siteConfig, customFields: {...real.siteConfig.customFields, devAuthPageFlag: flag.value}},
      };
    },
  };
});
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {flag} = require('@docusaurus/useDocusaurusContext') as {flag: {value: unknown}};

describe('DevAuthLink: present only when the dev-auth flag equals the string "true"', () => {
  it('shows the link to /__dev-secret-auth for "true"', () => {
    flag.value = 'true';
    renderAt(<DevAuthLink />);
    expect(screen.getByRole('link', {name: 'Dev auth'})).toHaveAttribute('href', '/__dev-secret-auth');
  });

  it.each([['TRUE'], ['1'], ['yes'], [' true'], [undefined], [null], [true]])('shows nothing for %j', (value) => {
    flag.value = value;
    const {container} = renderAt(<DevAuthLink />);
    expect(container).toBeEmptyDOMElement();
  });
});
