// Placeholder artwork for images that have no original photo yet: one flat illustration style,
// drawn as SVG in code (nothing is downloaded) and seeded by the image's path, so a drawing never
// changes between runs. scripts/build/images/pipeline.ts rasterises it like a photo. What each image
// shows (motifs, hue, mood) and its alternative text are content: content/images.ts.

const FONT = 'DejaVu Sans, sans-serif';
const C = { ink: '#1e1b4b', indigo: '#312e81', amber: '#f59e0b', gold: '#fcd34d', white: '#fff' };

// Seeded PRNG (FNV-1a hash of the path feeding mulberry32): layouts vary per image, never per run.
function rng(key) {
  let a = 2166136261;
  for (const ch of key) a = Math.imul(a ^ ch.charCodeAt(0), 16777619);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Small SVG helpers for the procedural parts; `xa` carries extra attributes. Text is inserted
// unescaped: every label here is plain text without & or <.
const hsl = (h, s, l) => `hsl(${Math.round(((h % 360) + 360) % 360)}, ${s}%, ${l}%)`;
const n = (v) => +v.toFixed(1); // short, stable numbers in the SVG text
const rect = (x, y, w, h, fill, xa = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${xa}/>`;
const circ = (cx, cy, r, fill, xa = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${xa}/>`;
const path = (d, fill, xa = '') => `<path d="${d}" fill="${fill}" ${xa}/>`;
const text = (x, y, size, fill, s, xa = '') =>
  `<text x="${n(x)}" y="${n(y)}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${xa}>${s}</text>`;
const rays = (cx, cy, r1, r2, degrees) =>
  degrees
    .map((d) => [Math.cos((d * Math.PI) / 180), Math.sin((d * Math.PI) / 180)])
    .map(([c, s]) => `M${n(cx + r1 * c)} ${n(cy + r1 * s)}L${n(cx + r2 * c)} ${n(cy + r2 * s)}`)
    .join('');
// A standing figure with feet at (x, y); s is its shoulder half-width.
const person = (x, y, s, fill) =>
  circ(x, y - 2.75 * s, 0.58 * s, fill) +
  path(`M${x - s} ${y}V${y - 1.4 * s}a${s} ${0.8 * s} 0 0 1 ${2 * s} 0V${y}z`, fill);
const chalkboard = (s) => `<rect x="4" y="14" width="92" height="62" rx="3" fill="#92400e"/>
  <rect x="9" y="19" width="82" height="52" fill="#166534"/>
  ${text(50, 52, 20, '#f8fafc', s, 'text-anchor="middle" font-weight="bold"')}
  <path d="M20 62h24M52 62h14" stroke="#bbf7d0" stroke-width="2"/>
  <path d="M22 76 14 100M78 76l8 24" stroke="#92400e" stroke-width="5"/>`;
// Racket strings: chords of the ellipse at fixed fractions of its radii.
const strings = (cx, cy, rx, ry) =>
  [-0.6, -0.3, 0, 0.3, 0.6]
    .map((k) => [k, Math.sqrt(1 - k * k)])
    .map(
      ([k, q]) =>
        `M${n(cx + k * rx)} ${n(cy - ry * q)}V${n(cy + ry * q)}` +
        `M${n(cx - rx * q)} ${n(cy + k * ry)}H${n(cx + rx * q)}`,
    )
    .join('');

// Motifs: SVG drawn in a 100x100 box, standing on its bottom edge; `a` is the accent colour.
const M = {
  sun: () => `<circle cx="50" cy="50" r="22" fill="#f59e0b"/>
    <path d="${rays(50, 50, 30, 42, [0, 45, 90, 135, 180, 225, 270, 315])}" stroke="#fcd34d" stroke-width="5"/>`,
  star: () => `<path d="M50 8l12 26 28 3-21 19 6 28-25-14-25 14 6-28-21-19 28-3z" fill="#fcd34d"/>`,
  plane: () => `<path fill="#fff" d="M12 46h66a9 5 0 0 1 0 10H12zM44 46 32 18h10l22 28z
    M44 56 32 84h10l22-28zM14 46 8 30h8l12 16z"/>`,
  tree: () => `<rect x="45" y="56" width="10" height="44" fill="#92400e"/>
    <circle cx="50" cy="36" r="26" fill="#16a34a"/><circle cx="31" cy="52" r="18" fill="#22c55e"/>
    <circle cx="69" cy="52" r="18" fill="#15803d"/>`,
  plant: () => `<path d="M50 64V30" stroke="#15803d" stroke-width="4"/>
    <ellipse cx="50" cy="32" rx="9" ry="24" fill="#16a34a"/>
    <ellipse cx="50" cy="36" rx="8" ry="22" fill="#22c55e" transform="rotate(-40 50 62)"/>
    <ellipse cx="50" cy="36" rx="8" ry="22" fill="#15803d" transform="rotate(40 50 62)"/>
    <path d="M30 66h40l-6 32H36z" fill="#c2410c"/><rect x="26" y="62" width="48" height="8" rx="2" fill="#ea580c"/>`,
  board: () => chalkboard('A b c'),
  maths: () => chalkboard('a²+b²'),
  books: (a) => `<rect x="12" y="84" width="76" height="16" rx="3" fill="#312e81"/>
    <rect x="18" y="68" width="66" height="16" rx="3" fill="${a}"/>
    <rect x="10" y="52" width="72" height="16" rx="3" fill="#f59e0b"/>
    <path d="M16 60h60M24 76h54M18 92h64" stroke="#fff" stroke-opacity="0.5" stroke-width="2"/>
    <rect x="22" y="18" width="12" height="34" rx="2" fill="#0ea5e9"/>
    <rect x="36" y="24" width="12" height="28" rx="2" fill="#ef4444"/>
    <rect x="52" y="20" width="12" height="32" rx="2" fill="#10b981" transform="rotate(18 64 52)"/>`,
  people: (a) =>
    person(24, 100, 17, a) + person(76, 100, 17, C.amber) + person(50, 100, 21, C.indigo),
  flask: (a) => `<rect x="38" y="8" width="24" height="6" rx="2" fill="#1e1b4b"/>
    <path d="M42 14h16v26l24 52q2 6-6 6H24q-8 0-6-6l24-52z" fill="#fff" fill-opacity="0.85"
      stroke="#1e1b4b" stroke-width="3"/>
    <path d="M28 72h44l8 18q2 5-5 5H25q-7 0-5-5z" fill="${a}"/>
    <circle cx="44" cy="60" r="4" fill="${a}"/><circle cx="54" cy="48" r="3" fill="${a}"/>
    <circle cx="50" cy="84" r="5" fill="#fff" fill-opacity="0.6"/>`,
  atom: (
    a,
  ) => `<g fill="none" stroke="${a}" stroke-width="4"><ellipse cx="50" cy="56" rx="42" ry="14"/>
    <ellipse cx="50" cy="56" rx="42" ry="14" transform="rotate(60 50 56)"/>
    <ellipse cx="50" cy="56" rx="42" ry="14" transform="rotate(120 50 56)"/></g>
    <circle cx="50" cy="56" r="9" fill="#f59e0b"/><circle cx="92" cy="56" r="4" fill="#312e81"/>
    <circle cx="29" cy="20" r="4" fill="#312e81"/>`,
  football: () => `<circle cx="50" cy="58" r="38" fill="#fff" stroke="#1e1b4b" stroke-width="3"/>
    <path d="M50 45l12 9-5 15H43l-5-15z" fill="#1e1b4b"/>
    <path d="M50 45V22M62 54l22-7M57 69l13 19M43 69 30 88M38 54l-22-7" stroke="#1e1b4b" stroke-width="3"/>`,
  basketball: () => `<circle cx="50" cy="58" r="38" fill="#ea580c"/>
    <path d="M50 20v76M12 58h76M24 30q20 28 0 56M76 30q-20 28 0 56" fill="none" stroke="#1e1b4b" stroke-width="3"/>`,
  hoop: () => `<rect x="47" y="40" width="6" height="60" fill="#64748b"/>
    <rect x="18" y="6" width="64" height="40" rx="3" fill="#fff" stroke="#1e1b4b" stroke-width="3"/>
    <rect x="38" y="22" width="24" height="16" fill="none" stroke="#ea580c" stroke-width="3"/>
    <path d="M36 48l4 20M44 48l2 20M56 48l-2 20M64 48l-4 20M38 58h24" stroke="#fff" stroke-width="2"/>
    <ellipse cx="50" cy="48" rx="16" ry="4" fill="none" stroke="#ea580c" stroke-width="4"/>
    <circle cx="82" cy="84" r="14" fill="#ea580c"/>`,
  note: () => `<g fill="#1e1b4b"><ellipse cx="30" cy="82" rx="12" ry="9" transform="rotate(-20 30 82)"/>
    <ellipse cx="70" cy="72" rx="12" ry="9" transform="rotate(-20 70 72)"/>
    <rect x="38" y="22" width="5" height="60"/><rect x="78" y="12" width="5" height="60"/>
    <path d="M38 22 83 12v12L38 34z"/></g>`,
  mic: () => `<rect x="36" y="6" width="28" height="40" rx="14" fill="#94a3b8"/>
    <path d="M40 18h20M40 26h20M40 34h20" stroke="#64748b" stroke-width="2"/>
    <path d="M28 34v6a22 22 0 0 0 44 0v-6M50 62v30" fill="none" stroke="#1e1b4b" stroke-width="4"/>
    <ellipse cx="50" cy="95" rx="20" ry="4" fill="#1e1b4b"/>`,
  easel: (a) => `<path d="M30 96 46 16M70 96 54 16M50 16v80" stroke="#92400e" stroke-width="5"/>
    <rect x="20" y="18" width="60" height="46" fill="#fff" stroke="#92400e" stroke-width="3"/>
    <circle cx="64" cy="32" r="6" fill="#f59e0b"/><path d="M24 60l18-22 12 14 8-8 14 16z" fill="${a}"/>
    <rect x="18" y="64" width="64" height="5" fill="#92400e"/>`,
  palette: () => `<path d="M50 20c28 0 46 18 44 38-2 18-20 28-34 22-8-4-4-12-12-14-10-2-14 12-26 8
      C8 70 6 50 14 38c8-12 20-18 36-18z" fill="#fde68a" stroke="#b45309" stroke-width="2"/>
    <circle cx="30" cy="42" r="7" fill="#ef4444"/><circle cx="48" cy="33" r="7" fill="#3b82f6"/>
    <circle cx="68" cy="36" r="7" fill="#22c55e"/><circle cx="81" cy="54" r="7" fill="#312e81"/>
    <circle cx="24" cy="58" r="6" fill="#a855f7"/><path d="M64 98l30-40" stroke="#92400e" stroke-width="5"/>`,
  robot: (
    a,
  ) => `<path d="M50 6v12" stroke="#1e1b4b" stroke-width="3"/><circle cx="50" cy="6" r="4" fill="#f59e0b"/>
    <rect x="28" y="18" width="44" height="30" rx="8" fill="#cbd5e1"/>
    <circle cx="40" cy="32" r="5" fill="${a}"/><circle cx="60" cy="32" r="5" fill="${a}"/>
    <rect x="42" y="40" width="16" height="3" fill="#1e1b4b"/>
    <rect x="22" y="52" width="56" height="40" rx="8" fill="#94a3b8"/><circle cx="50" cy="70" r="8" fill="#f59e0b"/>
    <rect x="10" y="56" width="10" height="26" rx="4" fill="#64748b"/>
    <rect x="80" y="56" width="10" height="26" rx="4" fill="#64748b"/>
    <rect x="32" y="92" width="12" height="8" fill="#1e1b4b"/><rect x="56" y="92" width="12" height="8" fill="#1e1b4b"/>`,
  monitor: (a) => `<rect x="8" y="10" width="84" height="58" rx="4" fill="#1e1b4b"/>
    <rect x="13" y="15" width="74" height="48" fill="#0f172a"/>
    <rect x="18" y="22" width="30" height="4" fill="${a}"/><rect x="24" y="30" width="40" height="4" fill="#f59e0b"/>
    <rect x="24" y="38" width="26" height="4" fill="#22c55e"/><rect x="18" y="46" width="20" height="4" fill="${a}"/>
    <rect x="18" y="54" width="36" height="4" fill="#94a3b8"/><path d="M42 68l-4 22h24l-4-22z" fill="#64748b"/>
    <rect x="28" y="90" width="44" height="7" rx="3" fill="#475569"/>`,
  flag: () => `<rect x="16" y="4" width="4" height="92" fill="#64748b"/>
    <rect x="20" y="8" width="60" height="12" fill="#f97316"/><rect x="20" y="20" width="60" height="12" fill="#fff"/>
    <rect x="20" y="32" width="60" height="12" fill="#16a34a"/>
    <circle cx="50" cy="26" r="4.5" fill="none" stroke="#1e3a8a" stroke-width="1.5"/>
    <rect x="8" y="94" width="20" height="6" fill="#475569"/>`,
  trophy: () => `<path d="M28 18H16v8a12 12 0 0 0 14 14M72 18h12v8a12 12 0 0 1-14 14" fill="none"
      stroke="#f59e0b" stroke-width="4"/>
    <path d="M28 12h44v22a22 22 0 0 1-44 0z" fill="#f59e0b"/><rect x="36" y="18" width="5" height="24" rx="2" fill="#fde68a"/>
    <rect x="46" y="56" width="8" height="18" fill="#d97706"/><rect x="30" y="74" width="40" height="8" rx="2" fill="#d97706"/>
    <rect x="24" y="82" width="52" height="16" rx="3" fill="#1e1b4b"/>`,
  chess: () => `<rect x="14" y="64" width="72" height="36" fill="#f1f5f9"/>
    <path d="M14 64h18v9H14zM50 64h18v9H50zM32 73h18v9H32zM68 73h18v9H68zM14 82h18v9H14zM50 82h18v9H50z
      M32 91h18v9H32zM68 91h18v9H68z" fill="#1e1b4b"/>
    <g fill="#1e1b4b"><path d="M28 72q2-22 10-28 8 6 10 28z"/><circle cx="38" cy="38" r="8"/>
    <rect x="36" y="18" width="4" height="14"/><rect x="32" y="22" width="12" height="4"/></g>
    <g fill="#fff" stroke="#1e1b4b" stroke-width="2"><path d="M56 74q2-14 8-16 6 2 8 16z"/>
    <circle cx="64" cy="52" r="7"/></g>`,
  yoga: (a) => `<rect x="6" y="92" width="88" height="6" rx="3" fill="${a}"/>
    <g fill="#1e1b4b"><circle cx="50" cy="28" r="9"/><path d="M38 74q0-28 12-30 12 2 12 30z"/>
    <ellipse cx="50" cy="84" rx="32" ry="9"/></g>
    <path d="M40 52q-12 12-18 26M60 52q12 12 18 26" fill="none" stroke="#1e1b4b" stroke-width="6"/>`,
  bus: () => `<rect x="4" y="38" width="92" height="48" rx="8" fill="#facc15"/>
    <path d="M12 46h14v16H12zM30 46h14v16H30zM48 46h14v16H48zM66 46h14v16H66zM82 46h10v22H82z" fill="#bae6fd"/>
    <rect x="4" y="70" width="92" height="4" fill="#1e1b4b"/>
    <circle cx="24" cy="88" r="9" fill="#1e1b4b"/><circle cx="76" cy="88" r="9" fill="#1e1b4b"/>
    <circle cx="24" cy="88" r="4" fill="#94a3b8"/><circle cx="76" cy="88" r="4" fill="#94a3b8"/>`,
  curtain:
    () => `<path d="M50 12 30 96h40z" fill="#fef3c7" opacity="0.6"/>${person(50, 94, 8, C.ink)}
    <path d="M0 8h36q-8 44 4 92H0zM100 8H64q8 44-4 92h40z" fill="#dc2626"/>
    <rect width="100" height="12" fill="#991b1b"/><rect y="94" width="100" height="6" fill="#92400e"/>`,
  pool: () => `<rect y="40" width="100" height="60" rx="6" fill="#0284c7"/>
    <path d="M4 62h92M4 82h92" stroke="#facc15" stroke-width="3"/>
    <path d="M6 52q8-6 16 0t16 0 16 0 16 0 16 0M6 72q8-6 16 0t16 0 16 0 16 0 16 0" fill="none"
      stroke="#e0f2fe" stroke-width="2"/>
    <circle cx="40" cy="72" r="6" fill="#fde68a"/><path d="M46 70q8-12 16-4" fill="none" stroke="#fde68a" stroke-width="4"/>`,
  cricket: () => `<path d="M60 40h5v58h-5zM70 40h5v58h-5zM80 40h5v58h-5z" fill="#fde68a"/>
    <rect x="58" y="37" width="29" height="4" fill="#b45309"/><g transform="rotate(-30 30 70)">
    <rect x="24" y="34" width="13" height="58" rx="5" fill="#fcd34d"/>
    <rect x="27" y="12" width="7" height="24" rx="2" fill="#1e1b4b"/></g><circle cx="46" cy="30" r="7" fill="#dc2626"/>`,
  racket: () => `<g transform="rotate(25 44 60)">
    <ellipse cx="44" cy="38" rx="24" ry="30" fill="#fff" fill-opacity="0.3" stroke="#1e1b4b" stroke-width="5"/>
    <path d="${strings(44, 38, 24, 30)}" stroke="#1e1b4b" stroke-width="1"/>
    <rect x="41" y="68" width="6" height="30" rx="2" fill="#1e1b4b"/></g><circle cx="80" cy="86" r="9" fill="#bef264"/>`,
  shuttle: () => `<g transform="rotate(20 50 50)">
    <path d="M34 20h32l-8 50H42z" fill="#fff" stroke="#94a3b8" stroke-width="2"/>
    <path d="M42 20l4 50M58 20l-4 50M34 40h32" stroke="#cbd5e1" stroke-width="1.5"/>
    <path d="M42 70h16v6a8 8 0 0 1-16 0z" fill="#dc2626"/></g>`,
  cap: () => `<path d="M26 46v20q24 14 48 0V46L50 56z" fill="#312e81"/><path d="M50 20l44 18-44 18L6 38z" fill="#1e1b4b"/>
    <path d="M50 38l32 6v26" fill="none" stroke="#f59e0b" stroke-width="3"/><circle cx="82" cy="72" r="4" fill="#f59e0b"/>
    <rect x="20" y="84" width="60" height="12" rx="6" fill="#fff"/><rect x="46" y="84" width="8" height="12" fill="#dc2626"/>`,
  vase: () => `<ellipse cx="50" cy="97" rx="44" ry="4" fill="#64748b"/>
    <path d="M38 20h24v8q18 16 14 40-4 26-26 28-22-2-26-28-4-24 14-40z" fill="#c2410c"/>
    <rect x="24" y="58" width="52" height="6" fill="#fed7aa"/>`,
  blocks: () => `<rect x="14" y="64" width="32" height="33" rx="3" fill="#ef4444"/>
    <rect x="50" y="64" width="32" height="33" rx="3" fill="#3b82f6"/><rect x="32" y="30" width="32" height="33" rx="3" fill="#22c55e"/>
    <g font-family="${FONT}" font-size="22" font-weight="bold" fill="#fff" text-anchor="middle">
    <text x="30" y="89">A</text><text x="66" y="89">B</text><text x="48" y="55">C</text></g>`,
  apple:
    () => `<circle cx="50" cy="64" r="32" fill="#dc2626"/><rect x="48" y="22" width="4" height="14" fill="#92400e"/>
    <ellipse cx="62" cy="26" rx="10" ry="5" fill="#16a34a" transform="rotate(-30 62 26)"/>
    <ellipse cx="38" cy="52" rx="6" ry="10" fill="#fff" fill-opacity="0.3"/>`,
  camera: () => `<rect x="30" y="22" width="24" height="14" rx="3" fill="#1e1b4b"/>
    <rect x="10" y="32" width="80" height="58" rx="8" fill="#1e1b4b"/><circle cx="50" cy="61" r="21" fill="#475569"/>
    <circle cx="50" cy="61" r="13" fill="#0ea5e9"/><circle cx="45" cy="56" r="4" fill="#fff" fill-opacity="0.7"/>
    <rect x="70" y="40" width="12" height="8" rx="2" fill="#f59e0b"/>`,
  globe: () => `<path d="M16 46a34 34 0 0 0 68 0" fill="none" stroke="#64748b" stroke-width="4"/>
    <rect x="47" y="80" width="6" height="12" fill="#64748b"/><ellipse cx="50" cy="95" rx="22" ry="5" fill="#475569"/>
    <circle cx="50" cy="46" r="30" fill="#0ea5e9"/>
    <path d="M34 28q10-6 16 2t-4 14-12 4q-8-10 0-20zM58 50q12-4 14 6t-10 12q-8-8-4-18z" fill="#22c55e"/>
    <ellipse cx="50" cy="46" rx="13" ry="30" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="1.5"/>`,
};
const SKY = new Set(['sun', 'star', 'plane']);
const BUILDINGS = new Set(['campus', 'tower', 'modern']);

// Soft hills: a smooth wave (one Q then T segments) around height y, filled to the bottom.
function hills(w, h, y, amp, fill, r) {
  const count = 3 + Math.floor(r() * 3);
  const step = w / count;
  let d = `M0 ${h}V${y}Q${n(step / 2)} ${n(y - amp * (0.5 + r()))} ${n(step)} ${y}`;
  for (let i = 2; i <= count; i++) d += `T${n(i * step)} ${y}`;
  return path(`${d}V${h}z`, fill);
}

// The school in one of three shapes, so no two campuses look alike: 'campus' (main block with
// pediment and flag, two lower wings), 'tower' (a clock tower between two wings) and 'modern'
// (flat glass blocks with window bands). At dawn some windows glow.
function campus(w, h, g, hue, dawn, r, shape = 'campus') {
  const bw = w * 0.4; // main block size and position
  const bh = h * 0.32;
  const x0 = (w - bw) / 2;
  const top = g - bh;
  let s = '';
  const block = (x, y, bwidth, bheight, cols, rows) => {
    s += rect(x, y, bwidth, bheight, '#f8fafc') + rect(x, y, bwidth, bheight * 0.07, C.indigo);
    const cw = bwidth / cols; // window cell size
    const ch = (bheight * 0.66) / rows;
    for (let i = 0; i < cols * rows; i++) {
      const fill = dawn && r() < 0.45 ? C.gold : hsl(hue, 45, dawn ? 35 : 72);
      const wx = x + ((i % cols) + 0.2) * cw;
      const wy = y + bheight * 0.14 + Math.floor(i / cols) * ch;
      s += rect(wx, wy, cw * 0.6, ch * 0.6, fill, 'rx="2"');
    }
  };
  if (shape === 'modern') {
    const glass = dawn ? hsl(hue, 40, 30) : hsl(hue, 55, 78);
    const slab = (x, y, sw, sh, bands) => {
      s += rect(x, y, sw, sh, '#f1f5f9', 'rx="4"');
      for (let i = 0; i < bands; i++) {
        const lit = dawn && r() < 0.5 ? C.gold : glass;
        s += rect(
          x + sw * 0.06,
          y + sh * (0.12 + (i * 0.8) / bands),
          sw * 0.88,
          (sh * 0.5) / bands,
          lit,
          'rx="2"',
        );
      }
    };
    slab(x0 - bw * 0.28, g - bh * 0.7, bw * 0.5, bh * 0.7, 3);
    slab(x0 + bw * 0.2, top - bh * 0.18, bw * 0.6, bh * 1.18, 5);
    slab(x0 + bw * 0.78, g - bh * 0.5, bw * 0.5, bh * 0.5, 2);
    s += path(
      `M${n(x0 + bw * 0.1)} ${n(g - bh * 0.26)}q${n(bw * 0.4)} ${n(-bh * 0.2)} ${n(bw * 0.8)} 0`,
      'none',
      `stroke="${C.amber}" stroke-width="${n(w / 300)}"`,
    );
    return s + rect(w / 2 - bw * 0.07, g - bh * 0.24, bw * 0.14, bh * 0.24, C.indigo, 'rx="3"');
  }
  block(x0 - bw * 0.32, g - bh * 0.62, bw * 0.36, bh * 0.62, 4, 2);
  block(x0 + bw * 0.96, g - bh * 0.62, bw * 0.36, bh * 0.62, 4, 2);
  if (shape === 'tower') {
    const tw = bw * 0.28;
    block(x0, g - bh * 0.8, bw, bh * 0.8, 8, 2);
    block(w / 2 - tw / 2, top - bh * 0.55, tw, bh * 1.55, 2, 5);
    const cy = top - bh * 0.36;
    s += circ(w / 2, cy, tw * 0.3, '#fff', `stroke="${C.indigo}" stroke-width="${n(w / 400)}"`);
    s += path(
      `M${n(w / 2)} ${n(cy)}v${n(-tw * 0.2)}M${n(w / 2)} ${n(cy)}h${n(tw * 0.14)}`,
      'none',
      `stroke="${C.ink}" stroke-width="${n(w / 500)}"`,
    );
    s += path(
      `M${n(w / 2 - tw * 0.6)} ${n(top - bh * 0.55)}L${w / 2} ${n(top - bh * 0.9)}L${n(w / 2 + tw * 0.6)} ${n(top - bh * 0.55)}z`,
      C.amber,
    );
    return s + rect(w / 2 - bw * 0.06, g - bh * 0.26, bw * 0.12, bh * 0.26, C.indigo);
  }
  block(x0, top, bw, bh, 8, 3);
  const peak = top - bh * 0.22;
  s += path(
    `M${n(x0 + bw * 0.3)} ${n(top)}L${w / 2} ${n(peak)}L${n(x0 + bw * 0.7)} ${n(top)}z`,
    C.amber,
  );
  s += rect(w / 2 - 1, peak - bh * 0.3, Math.max(2, w / 600), bh * 0.3, '#475569');
  s += rect(w / 2, peak - bh * 0.3, bw * 0.09, bh * 0.12, C.amber);
  return s + rect(w / 2 - bw * 0.06, g - bh * 0.26, bw * 0.12, bh * 0.26, C.indigo);
}

function background(w, h, stops) {
  const st = stops.map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`);
  const grad = `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">${st.join('')}</linearGradient>`;
  return `<defs>${grad}</defs>${rect(0, 0, w, h, 'url(#bg)')}`;
}

// Landscape scene: sky, soft bokeh, sky motifs, hills, then the school and/or ground motifs.
function scene(w, h, hue, drawing, mood, r) {
  const dawn = mood === 'dawn';
  const tokens = drawing.split(' ');
  const g = h * 0.76; // ground line
  const u = Math.min(h * 0.56, w * 0.36); // size of the main motif
  const place = (t, cx, bottom, size, tilt = 0) => {
    const tf = `translate(${n(cx - size / 2)} ${n(bottom - size)}) scale(${n(size / 100) || 0.1})`;
    const rot = tilt ? ` rotate(${tilt} 50 50)` : '';
    const g0 = `<g transform="${tf}${rot}" stroke-linecap="round" stroke-linejoin="round">`;
    return `${g0}${M[t](hsl(hue, 65, 48))}</g>`;
  };
  const sky = dawn
    ? [hsl(hue, 50, 18), hsl(hue + 30, 45, 42), hsl(30, 90, 72)]
    : [hsl(hue, 65, 80), hsl(hue + 25, 75, 93)];
  let s = background(w, h, sky);
  for (let i = 0; i < 6; i++) {
    const o = `opacity="${(0.06 + r() * 0.1).toFixed(2)}"`;
    s += circ(r() * w, r() * g * 0.8, (0.04 + r() * 0.1) * h, C.white, o);
  }
  // Sky: the sun sits top right (with a soft glow at dawn), a plane on the other side of it.
  for (const t of tokens.filter((t) => SKY.has(t))) {
    if (t === 'star') {
      for (let k = 0; k < 3; k++)
        s += place(t, w * (0.1 + r() * 0.8), h * (0.1 + r() * 0.2), u * (0.12 + r() * 0.1));
    } else if (t === 'sun') {
      const [cx, cy, size] = [
        w * (0.77 + r() * 0.06),
        h * (dawn ? 0.24 : 0.2),
        u * (dawn ? 0.6 : 0.42),
      ];
      if (dawn) s += circ(cx, cy, u * 0.5, C.amber, 'opacity="0.08"');
      if (dawn) s += circ(cx, cy, u * 0.34, C.amber, 'opacity="0.12"');
      s += place(t, cx, cy + size / 2, size);
    } else {
      s += place(t, w * (tokens.includes('sun') ? 0.22 : 0.78), h * 0.3, u * 0.5, -12);
    }
  }
  if (tokens.includes('skyline')) {
    for (let x = 0; x < w; x += w * (0.04 + r() * 0.05))
      s += rect(x, g - h * (0.25 + r() * 0.28), w * 0.045, h, hsl(hue, 25, dawn ? 24 : 74));
  }
  // Campus scenes stand on grass, others on a playful hue-shifted ground; dawn keeps it dark.
  const building = tokens.find((t) => BUILDINGS.has(t));
  const hasCampus = building !== undefined;
  const gh = hasCampus ? 125 + (hue % 30) : hue + 100;
  s += hills(w, h, g - h * 0.1, h * 0.12, dawn ? hsl(hue + 30, 30, 26) : hsl(gh - 30, 35, 70), r);
  s += hills(w, h, g, h * 0.03, dawn ? hsl(hue + 10, 35, 16) : hsl(gh, 38, 55), r);
  if (building) s += campus(w, h, g + h * 0.02, hue, dawn, r, building);
  const ground = tokens.filter((t) => !SKY.has(t) && t !== 'skyline' && !BUILDINGS.has(t));
  ground.forEach((t, i) => {
    const main = i === 0 && !hasCampus;
    const size = main ? u : u * (hasCampus ? 0.42 : 0.55);
    const slot = main ? 0.5 : [0.82, 0.18, 0.93, 0.07][hasCampus ? i : i - 1];
    const cx = w * slot + (r() - 0.5) * w * 0.04;
    const bottom = g + h * (main ? 0.06 : 0.04);
    s += `<ellipse cx="${n(cx)}" cy="${n(bottom - size * 0.02)}" rx="${n(size * 0.4)}"
      ry="${n(size * 0.05)}" opacity="0.12"/>${place(t, cx, bottom, size)}`;
  });
  return s;
}

// A friendly head-and-shoulders figure on a halo (leader photos): skin tone, hair and clothes
// vary with the seed, so each leader's drawing is its own.
const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524'];
const HAIR = ['#1f2937', '#3f2a1d', '#111827', '#4b5563'];
function portrait(w, h, hue, r) {
  let s = background(w, h, [hsl(hue, 50, 86), hsl(hue + 30, 55, 70)]);
  for (let i = 0; i < 4; i++) {
    const o = `stroke="#fff" stroke-width="${w * 0.012}" opacity="0.25"`;
    s += circ(w * 0.5, h * 1.1, w * (0.5 + i * 0.16 + r() * 0.04), 'none', o);
  }
  s += circ(w / 2, h * 0.44, w * 0.34, hsl(hue, 45, 94));
  const skin = SKIN[Math.floor(r() * SKIN.length)];
  const hair = HAIR[Math.floor(r() * HAIR.length)];
  const [l, rt, mid] = [w * 0.18, w * 0.82, w / 2];
  const body = `M${l} ${h}C${l} ${h * 0.72} ${w * 0.32} ${h * 0.63} ${mid} ${h * 0.63}S${rt} ${h * 0.72} ${rt} ${h}z`;
  s += rect(w * 0.455, h * 0.5, w * 0.09, h * 0.16, skin) + path(body, hsl(hue, 40, 30));
  s += path(`M${w * 0.44} ${h * 0.635}L${mid} ${h * 0.74}L${w * 0.56} ${h * 0.635}z`, '#fff');
  const [hx, hy, hr] = [mid, h * 0.42, w * 0.14];
  // Long hair falls behind the face on some seeds.
  if (r() < 0.5)
    s += rect(hx - hr * 1.08, hy - hr * 0.4, hr * 2.16, hr * 1.3, hair, `rx="${n(hr * 0.5)}"`);
  s += circ(hx, hy, hr, skin);
  s += path(
    `M${n(hx - hr * 1.02)} ${n(hy - hr * 0.05)}a${n(hr * 1.02)} ${n(hr * 1.02)} 0 0 1 ${n(hr * 2.04)} 0q${n(-hr * 0.9)} ${n(-hr * 0.6)} ${n(-hr * 2.04)} 0z`,
    hair,
  );
  s +=
    circ(hx - hr * 0.36, hy + hr * 0.12, hr * 0.09, C.ink) +
    circ(hx + hr * 0.36, hy + hr * 0.12, hr * 0.09, C.ink);
  return (
    s +
    path(
      `M${n(hx - hr * 0.32)} ${n(hy + hr * 0.45)}q${n(hr * 0.32)} ${n(hr * 0.28)} ${n(hr * 0.64)} 0`,
      'none',
      `stroke="${C.ink}" stroke-width="${n(hr * 0.08)}" stroke-linecap="round"`,
    )
  );
}

// Brand emblem (shield, rising sun with rays under an aurora arc), shared by logo.svg and OG.
const EMBLEM = `<path d="M28 3 51 10v20c0 15-10 26-23 31C15 56 5 45 5 30V10z" fill="#312e81"/>
<path d="M28 7.5 47 13.2V30c0 12.5-8.2 21.6-19 26.2C17.2 51.6 9 42.5 9 30V13.2z" fill="#1e1b4b"/>
<path d="M13 25q15-12 30 0" fill="none" stroke="#fcd34d" stroke-width="1.6" stroke-linecap="round"/>
<path d="${rays(28, 40, 13, 17, [-150, -120, -90, -60, -30])}" stroke="#f59e0b" stroke-width="2.2" stroke-linecap="round"/>
<path d="M18 40a10 10 0 0 1 20 0z" fill="#f59e0b"/>
<path d="M14 44h28M18 48.5h20" stroke="#f59e0b" stroke-width="2.2" stroke-linecap="round"/>`;
// The wordmark stays live text (no font files to outline); textLength pins both lines to the
// width DejaVu Sans gives them, so browsers using another font keep the same layout.
const LOGO_FONT = 'DejaVu Sans, Segoe UI, Helvetica, Arial, sans-serif';
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" width="240" height="64" role="img">
<title>Aurora Global School</title>
${EMBLEM}
<text x="63" y="38" font-family="${LOGO_FONT}" font-size="42" font-weight="700" fill="#1e1b4b" textLength="157" lengthAdjust="spacingAndGlyphs">Aurora</text>
<text x="63.5" y="57" font-family="${LOGO_FONT}" font-size="13.5" font-weight="700" letter-spacing="2.6" fill="#312e81" textLength="157" lengthAdjust="spacing">GLOBAL SCHOOL</text>
</svg>
`;
const PLACEHOLDER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img">
<title>Image placeholder</title>
<rect width="400" height="400" fill="#e5e7eb"/>
<g fill="none" stroke="#9ca3af" stroke-width="12" stroke-linejoin="round" stroke-linecap="round">
<rect x="120" y="130" width="160" height="140" rx="16"/><path d="M132 252l46-54 34 38 22-22 34 38"/></g>
<circle cx="236" cy="176" r="15" fill="#9ca3af"/>
</svg>
`;
// Open Graph card: emblem, name and tagline over aurora arcs. The tagline names no campus: the
// campuses are the folders, and a drawing is not re-drawn when one opens.
const OG = `${background(1200, 630, [C.ink, C.indigo, hsl(275, 45, 38)])}
<g fill="none"><circle cx="1032" cy="788" r="441" stroke="#fcd34d" stroke-width="14" opacity="0.5"/>
<circle cx="1032" cy="788" r="548" stroke="#f59e0b" stroke-width="10" opacity="0.38"/>
<circle cx="1032" cy="788" r="655" stroke="#fb923c" stroke-width="6" opacity="0.26"/></g>
<g transform="translate(80 110) scale(3.2)">${EMBLEM}</g>
${text(80, 390, 76, C.white, 'Aurora Global School', 'font-weight="bold"')}
${text(82, 462, 36, C.gold, 'CBSE · Olympiad and exam coaching')}`;

const svgDoc = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** Drawings that are a whole picture of their own rather than a scene of motifs. */
const SPECIAL = {
  logo: () => LOGO,
  'image-placeholder': () => PLACEHOLDER,
  'social-card': (w, h) => svgDoc(w, h, OG),
};

/** Every word a drawing may use. */
export const MOTIFS = [
  ...Object.keys(M),
  ...SKY,
  ...BUILDINGS,
  'skyline',
  'portrait',
  ...Object.keys(SPECIAL),
];

/**
 * The SVG document of one placeholder: `key` (the image's site path) seeds its layout.
 * Throws, naming the word, on a drawing word that has no motif.
 */
export function drawPlaceholder(key, { drawing, hue, mood }, w, h) {
  const unknown = drawing.split(' ').filter((t) => !MOTIFS.includes(t));
  if (unknown.length > 0)
    throw new Error(`unknown drawing word "${unknown[0]}" (known: ${MOTIFS.join(', ')})`);
  if (SPECIAL[drawing]) return SPECIAL[drawing](w, h);
  const r = rng(key);
  const body = drawing === 'portrait' ? portrait(w, h, hue, r) : scene(w, h, hue, drawing, mood, r);
  return svgDoc(w, h, body);
}
