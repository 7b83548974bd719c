/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {REFERENCES} from '../../../../data/references';
import {docusaurusVersionProblems, docusaurusVersionsFile} from '../registryCheck';

describe("the registry's versions and Docusaurus' <pluginId>_versions.json", () => {
  it('agree in this repository', () => {
    expect(docusaurusVersionProblems()).toEqual([]);
  });

  describe('in a copy', () => {
    let root: string;
    beforeEach(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-'));
      for (const ref of REFERENCES) {
        if (ref.kind === 'client-library')
          fs.writeFileSync(path.join(root, docusaurusVersionsFile(ref)), JSON.stringify(ref.versions.slice(1)));
      }
    });
    afterEach(() => fs.rmSync(root, {recursive: true, force: true}));

    it('agree when each file lists the older versions', () => {
      expect(docusaurusVersionProblems(root)).toEqual([]);
    });

    it('disagree, naming the library and both files, when Docusaurus knows a version the registry does not', () => {
      fs.writeFileSync(path.join(root, 'reference_javascript_versions.json'), JSON.stringify(['v42']));
      const js = REFERENCES.find((r) => r.slug === 'javascript')!;
      expect(docusaurusVersionProblems(root)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^javascript: src/data/reference-registry.json lists versions ${js.versions.join(', ')} .*but reference_javascript_versions.json lists v42`,
          ),
        ),
      ]);
    });

    it('disagree when a version was retired from one file only', () => {
      fs.rmSync(path.join(root, 'reference_dart_versions.json'));
      expect(docusaurusVersionProblems(root)).toEqual([
        expect.stringContaining('reference_dart_versions.json lists none'),
      ]);
    });
  });
});
