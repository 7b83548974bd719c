/**
 * Where a long signature may wrap on a narrow screen (a phone shows about 36 characters of code a line): after a
 * `/` of a path, after the `.` between names, after a `,` with no space after it, and before a `(`, each only
 * right after a name or a closing bracket (so `...args` and `.minimal` stay whole). A signature is
 * split into parts at those places; the page puts a line-break opportunity (`<wbr>`) between them, so
 * `POST /v1/projects/{ref}/database/migrations` wraps at a slash instead of inside `migrations`. The text is
 * unchanged (the parts join back into it). A part longer than a line can still break anywhere (the CSS fallback).
 */
export function signatureParts(signature: string): string[] {
  return signature.split(/(?<=[\w}\])>'"][/.,])(?=[^\s/.,])|(?<=[\w\]>])(?=\()/);
}
