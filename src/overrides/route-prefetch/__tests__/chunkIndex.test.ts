import {chunkNamesByRoute} from '../chunkIndex';

describe('chunkNamesByRoute', () => {
  it('keys each route by its path without the hash and lists the chunk names of its (nested) entries', () => {
    const index = chunkNamesByRoute({
      '/guides/auth-a1b': {
        component: '__comp---theme-doc-item',
        content: 'content---guides-auth-1f2',
        nested: {sidebar: 'sidebar-3c4'},
      },
      '/reference/javascript-fe9': {component: '__comp---ref'},
      '/reference/javascript-0aa': {props: 'props-7d1', list: ['x-1', 'x-2']},
    });
    expect(index.get('/guides/auth')).toEqual(['__comp---theme-doc-item', 'content---guides-auth-1f2', 'sidebar-3c4']);
    expect(index.get('/reference/javascript')).toEqual(['__comp---ref', 'props-7d1', 'x-1', 'x-2']);
    expect(index.has('/guides/auth-a1b')).toBe(false);
  });
});
