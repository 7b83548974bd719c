import {useBrowser} from './support/browser';
import {pageStateTests, REFERENCE_PAGES_1} from './support/a11yStates';

const {withPage} = useBrowser();

/**
 * The JavaScript, Dart, Swift and Python reference start pages (filled: every deferred section on them) and one
 * JavaScript section, in each state; the other references are in e2e/a11yReference2.e2e.ts. Files of their own so
 * that jest's two workers share the filled pages (most of axe's time). The tests keep the describe block and names
 * they had in a11y.e2e.ts.
 */
describe('accessibility: no serious or critical axe-core violation', () => {
  pageStateTests(REFERENCE_PAGES_1, withPage);
});
