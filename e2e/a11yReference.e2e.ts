import {useBrowser} from './support/browser';
import {pageStateTests, REFERENCE_PAGES} from './support/a11yStates';

const {withPage} = useBrowser();

/**
 * Every reference start page (filled: every deferred section on it) and one JavaScript section, in each state; a
 * file of its own so that jest's second worker takes it beside e2e/a11y.e2e.ts (the filled pages are most of axe's
 * time). The tests keep the describe block and names they had in a11y.e2e.ts.
 */
describe('accessibility: no serious or critical axe-core violation', () => {
  pageStateTests(REFERENCE_PAGES, withPage);
});
