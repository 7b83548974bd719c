import '@testing-library/jest-dom';

// Docusaurus' Link prefetches routes through window.docusaurus in the browser.
Object.assign(window, {docusaurus: {prefetch: () => Promise.resolve(), preload: () => Promise.resolve()}});
