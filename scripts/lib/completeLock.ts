/**
 * Adds the lock entries of other platforms' optional binaries that npm leaves out when the registry it resolves
 * against does not serve them (this workplace's mirror answers 404 for e.g. @supabase/cli-darwin-arm64). Without
 * them `npm ci` refuses the lock ("Missing: … from lock file"). Each added entry names only what npm needs to skip
 * or fetch it: version, os, cpu, libc (read from the package name), optional, dev. `scripts/complete-lock.ts` runs it.
 */
interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}

export interface Lock {
  packages: Record<string, LockEntry>;
  [field: string]: unknown;
}

const OS: Record<string, string> = {
  darwin: 'darwin',
  linux: 'linux',
  win32: 'win32',
  windows: 'win32',
  freebsd: 'freebsd',
  android: 'android',
};
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64'];

/** The platform a binary package's name stands for, e.g. `cli-linux-arm64-musl` → linux, arm64, musl. */
export function platformOf(name: string): {os: string; cpu: string; libc?: string} | undefined {
  const parts = (name.split('/').pop() ?? name).split('-');
  const os = parts.map((p) => OS[p]).find(Boolean);
  const cpu = parts.find((p) => CPU.includes(p));
  if (!os || !cpu) return undefined;
  // As the published packages say it: `-musl` → musl, `-gnu` → glibc, anything else (e.g. `-gnueabihf`) no libc field.
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') ? 'glibc' : undefined;
  return {os, cpu, libc};
}

/** Returns the lock with the missing platform entries added, and the names it added. */
export function completeLock(lock: Lock): {lock: Lock; added: string[]} {
  const packages: Record<string, LockEntry> = {...lock.packages};
  const added: string[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!key.startsWith('node_modules/') || !entry.optionalDependencies) continue;
    const base = key.slice(0, key.lastIndexOf('node_modules/') + 'node_modules/'.length);
    for (const [dep, version] of Object.entries(entry.optionalDependencies)) {
      const depKey = base + dep;
      if (packages[depKey] || packages[`node_modules/${dep}`]) continue;
      const platform = platformOf(dep);
      if (!platform) continue;
      packages[depKey] = {
        version,
        cpu: [platform.cpu],
        ...(entry.dev ? {dev: true} : {}),
        ...(platform.libc ? {libc: [platform.libc]} : {}),
        optional: true,
        os: [platform.os],
      };
      added.push(`${dep}@${version}`);
    }
  }
  // Keep npm's order (keys compared with localeCompare 'en'); new keys go before the first larger existing key.
  const newKeys = Object.keys(packages)
    .filter((k) => !(k in lock.packages))
    .sort((a, b) => a.localeCompare(b, 'en'));
  const ordered: Record<string, LockEntry> = {};
  for (const key of Object.keys(lock.packages)) {
    while (newKeys.length && key !== '' && newKeys[0].localeCompare(key, 'en') < 0) {
      const next = newKeys.shift()!;
      ordered[next] = packages[next];
    }
    ordered[key] = packages[key];
  }
  for (const key of newKeys) ordered[key] = packages[key];
  return {lock: {...lock, packages: ordered}, added};
}
