// `tsx scripts/build/heading-font/cli.ts`: writes the Devanagari subsets (the headings' font and
// the last-resort faces), for `npm run dev` (the build writes them in its prebuild step); exits
// non-zero when a text needs a character no Devanagari font file draws.
import { describeSubset, writeDevanagariFonts } from './subset';

async function main() {
  for (const font of await writeDevanagariFonts(process.cwd())) {
    const log = font.missing.size > 0 ? console.error : console.log;
    for (const line of describeSubset(font)) log(line);
    if (font.missing.size > 0) process.exit(1);
  }
}

void main();
