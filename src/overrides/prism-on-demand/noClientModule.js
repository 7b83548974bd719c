// Stands in for @docusaurus/theme-classic/lib/prism-include-languages.js (see index.ts): nothing to run at startup.
export {};
