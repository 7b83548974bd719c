import {signatureParts} from '../signatureBreaks';

describe('signatureParts', () => {
  it('splits a Management API route after each slash', () => {
    expect(signatureParts('POST /v1/projects/{ref}/database/migrations')).toEqual([
      'POST /v1/',
      'projects/',
      '{ref}/',
      'database/',
      'migrations',
    ]);
  });

  it('splits a client call after each dot and before each opening parenthesis (a space after a comma is a break already)', () => {
    expect(signatureParts('supabase.auth.admin.mfa.deleteFactor(params)')).toEqual([
      'supabase.',
      'auth.',
      'admin.',
      'mfa.',
      'deleteFactor',
      '(params)',
    ]);
    expect(signatureParts('supabase.table(table_name).select(*columns, count=None, head=None)')).toEqual([
      'supabase.',
      'table',
      '(table_name).',
      'select',
      '(*columns, count=None, head=None)',
    ]);
  });

  it('leaves a short command, and runs of punctuation, whole', () => {
    expect(signatureParts('supabase db push [flags]')).toEqual(['supabase db push [flags]']);
    expect(signatureParts('...args')).toEqual(['...args']);
    expect(signatureParts('fn()')).toEqual(['fn', '()']);
    expect(signatureParts('insert(values: [T],returning: .minimal)')).toEqual([
      'insert',
      '(values: [T],',
      'returning: .minimal)',
    ]);
  });

  it('joins back into the signature', () => {
    for (const s of ['GET /v1/projects/{ref}/functions/{function_slug}/body', 'client.From<T>().Select("a, b")'])
      expect(signatureParts(s).join('')).toBe(s);
  });
});
