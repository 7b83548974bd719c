import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readSpecDocument} from '../sources';

describe('readSpecDocument', () => {
  it('stops with the file named when a version has no spec document', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-'));
    try {
      expect(() => readSpecDocument(root, 'reference/ruby/_spec.yml')).toThrow(
        /reference\/ruby\/_spec\.yml:\n {2}- the spec document is missing/,
      );
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });
});
