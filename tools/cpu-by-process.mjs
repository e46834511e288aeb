// `npm run measure:cpu -- <command…>`: runs a command (`npm test` on a fresh clone, say) and
// prints the CPU time its processes used, by kind (Chromium's renderers, the test workers, the
// editor, each build's steps…) and the processes that used most, beside the machine's busy time
// over the same run. Linux only: it reads /proc every half second. A process that lives less than
// that is counted as what its parent waited for from it ('short-lived processes started by …');
// one that leaves the command's tree of processes is missed (the machine's total, from
// /proc/stat, still counts it).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Clock ticks a second, as /proc counts CPU time (USER_HZ: 100 on Linux). */
const TICKS = 100;
const SAMPLE_MS = 500;

/** Kinds by what a process's command line holds, the first that matches. */
const KINDS = [
  [
    /chrom(e|ium)|headless/,
    (command) => `Chromium ${/--type=(\S+)/.exec(command)?.[1] ?? 'browser'}`,
  ],
  [/next\/dist\/compiled\/jest-worker/, () => 'Next.js build workers'],
  [
    /next\/dist\/server\/lib\/start-server|next dev|preview-process/,
    () => 'the preview (next dev)',
  ],
  [/\bnext build\b|\.bin\/next build/, () => 'next build'],
  [/typescript\/bin\/tsc/, () => 'type check (tsc)'],
  [/playwright\/lib\/worker/, () => 'Playwright test workers'],
  [/playwright/, () => 'Playwright runner'],
  [/jest/, () => 'Jest'],
  [/eslint/, () => 'ESLint'],
  [/prettier/, () => 'Prettier'],
  [/html-validate/, () => 'html-validate'],
  [/scripts\/editor\/edit\.ts/, () => 'npm run edit (its check threads included)'],
  [/scripts\/build\/prebuild\.ts/, () => 'prebuild (content check, images, PDF pages)'],
  [/scripts\/postbuild\/postbuild\.mjs/, () => 'postbuild (policies, search index, compression)'],
  [/serve\/build\/main\.js/, () => 'static server'],
  [/nginx/, () => 'nginx'],
  [/--test\b/, () => 'script tests (node --test)'],
  [/^\S*\bgit\b/, () => 'git'],
];

/** The kind of a process, from its command line. */
export function kindOf(command) {
  for (const [pattern, name] of KINDS) if (pattern.test(command)) return name(command);
  const script = command.split(' ').find((part) => /\.(m?[jt]s|cjs|mts)$/.test(part));
  return script ? `node ${script.split('/').slice(-2).join('/')}` : command.split(' ')[0] || '?';
}

/**
 * Seconds of CPU a process has used, user and system, from its /proc stat line; those of its
 * children that ended and that it waited for (`waited`); its parent, and when it started.
 */
export function cpuOf(stat) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    seconds: (Number(fields[11]) + Number(fields[12])) / TICKS,
    waited: (Number(fields[13]) + Number(fields[14])) / TICKS,
    parent: fields[1],
    started: fields[19],
  };
}

/** The machine's busy CPU-seconds so far, every core's. */
function machineBusy() {
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) / TICKS;
}

/**
 * The CPU of processes too short-lived to be sampled (a git command lives milliseconds), by the
 * kind of the process that started them: what each process waited for from its ended children,
 * less what those children handed it as far as the sampler saw (`handedOn`), since that is
 * counted under their own kinds. Each process: `{ pid, parent, kind, used, waited, last }`,
 * `last` the number of the sample that saw it last.
 */
export function unsampledChildren(processes) {
  const lastSample = processes.reduce((latest, { last }) => Math.max(latest, last), 0);
  const childrenOf = new Map();
  for (const sampled of processes) {
    const siblings = childrenOf.get(sampled.parent);
    if (siblings) siblings.push(sampled);
    else childrenOf.set(sampled.parent, [sampled]);
  }
  const handed = new Map();
  // What an ended process added to its parent's `waited` when the parent waited for it: its own
  // CPU and what it had waited for when last seen, and what its children that were still
  // running then handed it after (a browser closing reaps its last pages' renderers after it was
  // last seen: their CPU, sampled while they ran, must not count twice as never sampled).
  const handedOn = (sampled) => {
    if (!handed.has(sampled)) {
      const later = (childrenOf.get(sampled.pid) ?? []).filter(
        (child) => child.last >= sampled.last && child.last < lastSample,
      );
      handed.set(
        sampled,
        sampled.used + sampled.waited + later.reduce((sum, child) => sum + handedOn(child), 0),
      );
    }
    return handed.get(sampled);
  };
  const byKind = new Map();
  for (const sampled of processes) {
    const sampledChildren = (childrenOf.get(sampled.pid) ?? [])
      .filter((child) => child.last < sampled.last)
      .reduce((sum, child) => sum + handedOn(child), 0);
    const unsampled = sampled.waited - sampledChildren;
    if (unsampled <= 0) continue;
    const kind = `short-lived processes started by ${sampled.kind}`;
    byKind.set(kind, (byKind.get(kind) ?? 0) + unsampled);
  }
  return byKind;
}

/** Every process `root` started, and theirs: its kind, command, and the CPU it used. */
function sampler(root) {
  const seen = new Map();
  let samples = 0;
  const sample = () => {
    samples += 1;
    const stats = new Map();
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        stats.set(pid, cpuOf(readFileSync(`/proc/${pid}/stat`, 'utf8')));
      } catch {
        // Gone between the listing and the read.
      }
    }
    const ours = (pid) => {
      for (let at = pid, steps = 0; at && steps < 64; at = stats.get(at)?.parent, steps++) {
        if (at === root) return true;
      }
      return false;
    };
    for (const [pid, { seconds, waited, parent, started }] of stats) {
      const key = `${pid} ${started}`;
      let seenProcess = seen.get(key);
      if (!seenProcess) {
        if (!ours(pid)) continue;
        try {
          const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
          seenProcess = { pid, command, kind: kindOf(command) };
        } catch {
          continue;
        }
        seen.set(key, seenProcess);
      }
      Object.assign(seenProcess, { parent, used: seconds, waited, last: samples });
    }
  };
  const timer = setInterval(sample, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      return [...seen.values()];
    },
  };
}

async function main(command) {
  if (command.length === 0) throw new Error('usage: npm run measure:cpu -- <command…>');
  const started = performance.now();
  const busyBefore = machineBusy();
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
  const processes = sampler(String(child.pid));
  const code = await new Promise((resolve) => child.on('close', resolve));
  const all = processes.stop();
  // A process whose command line could not be read (one ending as it was read) is not listed, but
  // its CPU is still subtracted from what its parent waited for.
  const seen = all.filter(({ command }) => command !== '');
  const wall = (performance.now() - started) / 1000;
  const busy = machineBusy() - busyBefore;
  const byKind = new Map();
  for (const { kind, used } of seen) byKind.set(kind, (byKind.get(kind) ?? 0) + used);
  for (const [kind, used] of unsampledChildren(all)) byKind.set(kind, used);
  const row = (seconds, what) => `${seconds.toFixed(0).padStart(7)}  ${what}`;
  console.log(
    `\n${command.join(' ')}: ${wall.toFixed(0)} s, the machine busy ${busy.toFixed(0)} CPU-seconds`,
  );
  console.log('\nCPU-seconds by kind of process:');
  for (const [kind, used] of [...byKind].sort((a, b) => b[1] - a[1]).filter(([, s]) => s >= 1)) {
    console.log(row(used, kind));
  }
  console.log('\nThe processes that used most:');
  for (const { used, command: line } of seen.sort((a, b) => b.used - a.used).slice(0, 20)) {
    console.log(row(used, line.slice(0, 140)));
  }
  process.exitCode = code ?? 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [first, ...rest] = process.argv.slice(2);
  await main(first === '--' ? rest : [first, ...rest].filter((part) => part !== undefined));
}
