// `tsx scripts/build/heading-font/cli.ts`: writes the heading font's Devanagari subset, for
// `npm run dev` (the build writes it in its prebuild step); exits non-zero when a text needs a
// character no heading font file draws.
import { describeSubset, writeHeadingFontSubset } from './subset';

async function main() {
  const subset = await writeHeadingFontSubset(process.cwd());
  const log = subset.missing.size > 0 ? console.error : console.log;
  for (const line of describeSubset(subset)) log(line);
  if (subset.missing.size > 0) process.exit(1);
}

void main();
