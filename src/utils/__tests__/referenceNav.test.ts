import {scrollBehaviorFor, sectionInView, sectionUrl, slugForPath} from '../referenceNav';

describe('scrollBehaviorFor', () => {
  it('scrolls smoothly unless the reader prefers reduced motion', () => {
    expect(scrollBehaviorFor(false)).toBe('smooth');
    expect(scrollBehaviorFor(true)).toBe('instant');
  });
});

describe('sectionUrl', () => {
  it('joins the version path and the slug, with or without a trailing slash', () => {
    expect(sectionUrl('/reference/javascript', 'select')).toBe('/reference/javascript/select');
    expect(sectionUrl('/reference/javascript/v1/', 'select')).toBe('/reference/javascript/v1/select');
  });
});

describe('slugForPath', () => {
  const slugs = ['introduction', 'select', 'insert'];
  it('finds the slug of a section route of this version, ignoring query, hash and trailing slash', () => {
    expect(slugForPath('/reference/javascript', '/reference/javascript/insert', slugs)).toBe('insert');
    expect(slugForPath('/reference/javascript', '/reference/javascript/select/?x=1#eq', slugs)).toBe('select');
  });
  it('reads start as the first section', () => {
    expect(slugForPath('/reference/javascript', '/reference/javascript/start', slugs)).toBe('introduction');
  });
  it('is undefined for another version, another page or an unknown slug', () => {
    expect(slugForPath('/reference/javascript', '/reference/javascript/v1/select', slugs)).toBeUndefined();
    expect(slugForPath('/reference/javascript', '/guides/auth', slugs)).toBeUndefined();
    expect(slugForPath('/reference/javascript', '/reference/javascript/upsert', slugs)).toBeUndefined();
  });
});

describe('sectionInView', () => {
  const linear = (tops: number[], line: number): number | undefined => {
    if (tops.length === 0) return undefined;
    let current = 0;
    for (let i = 0; i < tops.length && tops[i] <= line; i++) current = i;
    return current;
  };

  it('is the last section whose top has passed the reading line', () => {
    const tops = [-900, -300, 40, 92, 700];
    expect(sectionInView(tops.length, (i) => tops[i], 92)).toBe(3);
    expect(sectionInView(tops.length, (i) => tops[i], 91)).toBe(2);
  });

  it('is the first section when none has passed it, the last at the bottom, none without sections', () => {
    const tops = [200, 900, 1600];
    expect(sectionInView(tops.length, (i) => tops[i], 92)).toBe(0);
    expect(sectionInView(tops.length, (i) => tops[i] - 5000, 92)).toBe(2);
    expect(sectionInView(0, () => 0, 92)).toBeUndefined();
  });

  it('agrees with a walk through every section, reading only a few positions', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let run = 0; run < 200; run++) {
      const count = Math.floor(random() * 300);
      const tops: number[] = [];
      let top = -20000 * random();
      for (let i = 0; i < count; i++) {
        tops.push(top);
        // Empty sections share a top with the next one.
        top += random() < 0.1 ? 0 : Math.round(random() * 2000);
      }
      const line = Math.round(random() * 20000 - 10000);
      let reads = 0;
      const found = sectionInView(count, (i) => (reads++, tops[i]), line);
      expect(found).toBe(linear(tops, line));
      expect(reads).toBeLessThanOrEqual(Math.ceil(Math.log2(count + 1)));
    }
  });
});
