import {useBrowser} from './support/browser';
import {pageStateTests, REFERENCE_PAGES_2} from './support/a11yStates';

const {withPage} = useBrowser();

/**
 * The C#, Kotlin, CLI, Management API and self-hosting reference start pages (filled: every deferred section on
 * them), and any reference added later, in each state; the other half is in e2e/a11yReference.e2e.ts. The tests keep
 * the describe block and names they had in a11y.e2e.ts.
 */
describe('accessibility: no serious or critical axe-core violation', () => {
  pageStateTests(REFERENCE_PAGES_2, withPage);
});
