// The npm registry these machines reach lacks some platform-specific optional packages (Next's
// SWC, Tailwind's oxide, pdf.js's canvas, Pagefind's indexer for macOS/Windows/Android…). `npm install` then leaves
// them out of package-lock.json, and `npm ci` refuses the lock ("Missing: … from lock file").
// This adds a stub entry (version, os/cpu/libc from the package name) for each: npm ci skips
// them on Linux x64 as it would any other platform's binary. Run after `npm install`.
// Usage: node scripts/dev/restore-lockfile-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';
const OS = ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openharmony'];
const CPU = ['arm64', 'x64', 'arm', 'riscv64', 'ia32', 'loong64', 'ppc64', 's390x'];
const PLATFORM_PACKAGE =
  /^@(napi-rs\/canvas-|tailwindcss\/oxide-|next\/swc-|unrs\/resolver-binding-|pagefind\/)/;
/** Package names that spell an OS another way than Node does. */
const OS_ALIASES = { windows: 'win32' };

const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const entry of Object.values({ ...packages })) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key] || !PLATFORM_PACKAGE.test(name)) continue;
    const parts = name
      .split('/')[1]
      .split('-')
      .map((part) => OS_ALIASES[part] ?? part);
    const stub = { version, optional: true };
    if (parts.includes('wasm32')) {
      stub.cpu = ['wasm32'];
    } else {
      stub.os = [parts.find((p) => OS.includes(p))];
      stub.cpu = [parts.find((p) => CPU.includes(p))];
      if (!stub.os[0] || !stub.cpu[0]) throw new Error(`cannot tell the platform of ${name}`);
      if (stub.os[0] === 'linux')
        stub.libc = [parts.some((p) => p.startsWith('musl')) ? 'musl' : 'glibc'];
    }
    packages[key] = stub;
    added += 1;
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(LOCK, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(`${added} platform package(s) added to ${LOCK}.`);
