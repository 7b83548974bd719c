// Before Prism's core runs (./prism.ts imports this first): never highlight the page's own <code> elements, and
// never listen for worker messages. React renders every highlighted block.
const scope = globalThis as {Prism?: {manual?: boolean; disableWorkerMessageHandler?: boolean}};
scope.Prism = {...scope.Prism, manual: true, disableWorkerMessageHandler: true};
