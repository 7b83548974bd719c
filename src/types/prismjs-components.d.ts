// Prism's grammar files (prismjs/components/prism-<id>.js) have no types: they run for their effect on the
// global Prism and export nothing.
declare module 'prismjs/components/prism-*';
