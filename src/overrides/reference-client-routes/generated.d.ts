/** Written by ./index.ts: each reference version's data file URL by the version's base path. */
declare module '@generated/reference-client-routes/dataFiles.json' {
  const fileByVersion: Readonly<Record<string, string>>;
  export default fileByVersion;
}
