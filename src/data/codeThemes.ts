/**
 * Code highlighting themes (prism-react-renderer format) whose every token colour
 * keeps a 4.5:1 contrast with the block background (WCAG AA); a test checks it.
 */
import type {PrismTheme} from 'prism-react-renderer';

export const lightCodeTheme: PrismTheme = {
  plain: {color: '#24292e', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['namespace'], style: {color: '#4d5560'}},
    {types: ['string', 'attr-value', 'char'], style: {color: '#a3093f'}},
    // Punctuation and operators in the plain colour (as in the dark theme): drawn as plain text, no span each.
    {types: ['punctuation', 'operator'], style: {color: '#24292e'}},
    {
      types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex', 'inserted'],
      style: {color: '#0b6563'},
    },
    {types: ['atrule', 'attr-name', 'selector'], style: {color: '#005b94'}},
    {types: ['function', 'deleted'], style: {color: '#b31d28'}},
    {types: ['function-variable', 'class-name', 'builtin'], style: {color: '#6f42c1'}},
    {types: ['keyword', 'tag'], style: {color: '#00009f'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#f8f8f2', backgroundColor: '#22232a'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#9ba5c8', fontStyle: 'italic'}},
    {types: ['namespace'], style: {color: '#c9cbd6'}},
    {types: ['string', 'attr-value', 'char'], style: {color: '#f1fa8c'}},
    {types: ['punctuation', 'operator'], style: {color: '#f8f8f2'}},
    {
      types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex', 'inserted'],
      style: {color: '#c9a8ff'},
    },
    {types: ['atrule', 'attr-name', 'selector'], style: {color: '#8be9fd'}},
    {types: ['function', 'deleted'], style: {color: '#50fa7b'}},
    {types: ['function-variable', 'class-name', 'builtin'], style: {color: '#ffb86c'}},
    {types: ['keyword', 'tag'], style: {color: '#ff79c6'}},
  ],
};
