import {sectionRegionNames} from '../sectionRegionNames';

const section = (slug: string, title: string, category?: string, parent?: string) => ({
  id: slug,
  slug,
  title,
  category,
  parent,
});

describe('sectionRegionNames', () => {
  it('names a section sharing its title with another by its parent section, else by its category', () => {
    const names = sectionRegionNames([
      section('auth-api', 'Overview', 'Auth'),
      section('auth-getuser', 'Retrieve a user', 'Auth'),
      section('auth-admin-api', 'Auth Admin', 'Auth'),
      section('auth-admin-getuserbyid', 'Retrieve a user', 'Auth', 'auth-admin-api'),
      section('realtime-api', 'Overview', 'Realtime'),
    ]);
    expect([...names]).toEqual([
      ['auth-api', 'Overview (Auth)'],
      ['auth-getuser', 'Retrieve a user (Auth)'],
      ['auth-admin-getuserbyid', 'Retrieve a user (Auth Admin)'],
      ['realtime-api', 'Overview (Realtime)'],
    ]);
  });

  it('leaves a section with a title of its own to its heading', () => {
    expect(
      sectionRegionNames([section('select', 'Fetch data', 'Database'), section('insert', 'Insert data')]).size,
    ).toBe(0);
  });

  it('leaves a repeated title with no group to tell it apart to its heading', () => {
    expect([...sectionRegionNames([section('a', 'Notes'), section('b', 'Notes', 'Storage')])]).toEqual([
      ['b', 'Notes (Storage)'],
    ]);
  });
});
