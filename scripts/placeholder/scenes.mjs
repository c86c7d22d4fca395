// Simple SVG scenes for the placeholder photos: flat shapes and warm gradients
// that hint at a room, a plate, a cup... Each scene draws into a w × h box and
// returns SVG markup; `rnd` is a seeded random generator (deterministic output).

const range = (n) => Array.from({ length: n }, (_, i) => i);

function lamps(w, rnd, count, y = 0) {
  return range(count)
    .map((i) => {
      const x = ((i + 0.5) * w) / count + (rnd() - 0.5) * 30;
      const drop = 90 + rnd() * 60;
      return `<line x1="${x}" y1="${y}" x2="${x}" y2="${y + drop}" stroke="#2a1a12" stroke-width="3"/>
        <circle cx="${x}" cy="${y + drop + 40}" r="150" fill="url(#glow)"/>
        <path d="M${x - 38} ${y + drop + 34} Q${x} ${y + drop - 14} ${x + 38} ${y + drop + 34} Z" fill="#3b2418"/>`;
    })
    .join('');
}

function table(x, y, s, cloth, round) {
  const top = round
    ? `<ellipse cx="${x}" cy="${y}" rx="${70 * s}" ry="${20 * s}" fill="${cloth}"/>`
    : `<rect x="${x - 80 * s}" y="${y - 12 * s}" width="${160 * s}" height="${22 * s}" rx="${4 * s}" fill="${cloth}"/>`;
  const legs = `<rect x="${x - 4 * s}" y="${y}" width="${8 * s}" height="${60 * s}" fill="#2a1a12"/>`;
  const chairs = [-1, 1]
    .map(
      (side) =>
        `<rect x="${x + side * 95 * s - 14 * s}" y="${y - 30 * s}" width="${28 * s}" height="${75 * s}" rx="${6 * s}" fill="#4a2c1d"/>`,
    )
    .join('');
  const glasses = [-0.4, 0.3]
    .map(
      (dx) =>
        `<rect x="${x + dx * 100 * s}" y="${y - 30 * s}" width="${7 * s}" height="${18 * s}" rx="${2 * s}" fill="#fff" opacity=".55"/>`,
    )
    .join('');
  return chairs + legs + top + glasses;
}

/** A dining room in perspective: wall, floor, lamps and rows of tables. */
export function room(w, h, rnd, p, opts = {}) {
  const horizon = h * 0.52;
  let svg = `<rect width="${w}" height="${horizon}" fill="url(#wall)"/>
    <rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#floor)"/>`;
  svg += range(5)
    .map(
      (i) =>
        `<rect x="${(i * w) / 5 + 30}" y="${h * 0.12}" width="${w / 5 - 60}" height="${h * 0.3}" rx="10" fill="${p.light}" opacity=".16"/>`,
    )
    .join('');
  if (opts.screen) {
    svg += `<rect x="${w * 0.3}" y="${h * 0.1}" width="${w * 0.4}" height="${h * 0.3}" fill="#f6efe4"/>
      <rect x="${w * 0.33}" y="${h * 0.14}" width="${w * 0.18}" height="${h * 0.03}" fill="${p.accent}" opacity=".7"/>
      <rect x="${w * 0.33}" y="${h * 0.2}" width="${w * 0.3}" height="${h * 0.015}" fill="#9b8b7a" opacity=".6"/>
      <rect x="${w * 0.33}" y="${h * 0.24}" width="${w * 0.26}" height="${h * 0.015}" fill="#9b8b7a" opacity=".6"/>`;
  } else {
    svg += lamps(w, rnd, opts.lamps ?? 4);
  }
  const rows = opts.rows ?? 3;
  for (const r of range(rows)) {
    const s = 0.7 + r * 0.45;
    const y = horizon + 40 + r * ((h - horizon) / rows) * 0.9;
    const perRow = Math.max(2, Math.round(w / (260 * s)));
    for (const c of range(perRow)) {
      const x = ((c + 0.5) * w) / perRow + (rnd() - 0.5) * 20;
      svg += table(x, y, s, p.cloth, opts.round);
    }
  }
  if (opts.candles) {
    svg += range(9)
      .map(
        () =>
          `<circle cx="${rnd() * w}" cy="${horizon + rnd() * (h - horizon)}" r="${40 + rnd() * 40}" fill="url(#glow)"/>`,
      )
      .join('');
  }
  return svg;
}

/** Bar shelves with bottles and a counter. */
export function bar(w, h, rnd, p, opts = {}) {
  let svg = `<rect width="${w}" height="${h}" fill="url(#wall)"/>`;
  for (const shelf of range(3)) {
    const y = h * (0.2 + shelf * 0.17);
    svg += `<rect x="${w * 0.08}" y="${y + 70}" width="${w * 0.84}" height="10" fill="#2a1a12"/>`;
    let x = w * 0.1;
    while (x < w * 0.88) {
      const bw = 18 + rnd() * 16;
      const bh = 45 + rnd() * 25;
      const colour = p.bottles[Math.floor(rnd() * p.bottles.length)];
      svg += `<rect x="${x}" y="${y + 70 - bh}" width="${bw}" height="${bh}" rx="5" fill="${colour}" opacity=".9"/>
        <rect x="${x + bw / 2 - 3}" y="${y + 70 - bh - 16}" width="6" height="18" fill="${colour}"/>`;
      x += bw + 8 + rnd() * 10;
    }
  }
  if (opts.machine) {
    svg += `<rect x="${w * 0.35}" y="${h * 0.58}" width="${w * 0.3}" height="${h * 0.14}" rx="12" fill="#c9c2b8"/>
      <rect x="${w * 0.4}" y="${h * 0.66}" width="${w * 0.04}" height="${h * 0.05}" fill="#2a1a12"/>
      <rect x="${w * 0.56}" y="${h * 0.66}" width="${w * 0.04}" height="${h * 0.05}" fill="#2a1a12"/>`;
  }
  svg += `<rect y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="url(#floor)"/>
    <rect y="${h * 0.72}" width="${w}" height="16" fill="${p.accent}" opacity=".8"/>`;
  return svg + lamps(w, rnd, 3);
}

/** Top-down view of a plate (or soup bowl) on a wooden table. */
export function plate(w, h, rnd, p, opts = {}) {
  const cx = w / 2;
  const cy = h / 2;
  const r = Math.min(w, h) * 0.33;
  let svg = `<rect width="${w}" height="${h}" fill="url(#floor)"/>`;
  svg += range(8)
    .map((i) => `<rect y="${(i * h) / 8}" width="${w}" height="2" fill="#2a1a12" opacity=".18"/>`)
    .join('');
  svg += `<ellipse cx="${cx + 12}" cy="${cy + 16}" rx="${r * 1.02}" ry="${r * 1.02}" fill="#000" opacity=".25"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="#f7f2ea"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.74}" fill="#efe6d8"/>`;
  for (const [i, colour] of (opts.food ?? []).entries()) {
    const angle = (i / opts.food.length) * Math.PI * 2 + rnd();
    const fx = cx + Math.cos(angle) * r * 0.3;
    const fy = cy + Math.sin(angle) * r * 0.3;
    svg += `<ellipse cx="${fx}" cy="${fy}" rx="${r * (0.22 + rnd() * 0.1)}" ry="${r * (0.16 + rnd() * 0.08)}" fill="${colour}" transform="rotate(${rnd() * 90} ${fx} ${fy})"/>`;
  }
  svg += `<rect x="${cx - r * 1.35}" y="${cy - r * 0.6}" width="14" height="${r * 1.2}" rx="7" fill="#c9c2b8"/>
    <rect x="${cx + r * 1.3}" y="${cy - r * 0.6}" width="14" height="${r * 1.2}" rx="7" fill="#c9c2b8"/>`;
  if (opts.glass)
    svg += `<circle cx="${cx + r * 1.35}" cy="${cy - r * 0.95}" r="${r * 0.22}" fill="${opts.glass}" opacity=".75"/>`;
  return svg;
}

/** A cup on a saucer from above, with a latte-art heart. */
export function cup(w, h, rnd, p, opts = {}) {
  const cx = w * (0.42 + rnd() * 0.16);
  const cy = h / 2;
  const r = Math.min(w, h) * (opts.small ? 0.18 : 0.25);
  return `<rect width="${w}" height="${h}" fill="url(#floor)"/>
    ${opts.window ? `<rect x="${w * 0.62}" width="${w * 0.38}" height="${h}" fill="${p.light}" opacity=".35"/>` : ''}
    <circle cx="${cx + 10}" cy="${cy + 14}" r="${r * 1.55}" fill="#000" opacity=".2"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 1.55}" fill="#f7f2ea"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="#fbf8f3"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.84}" fill="#8a5a35"/>
    ${opts.small ? '' : `<path d="M${cx} ${cy + r * 0.45} C${cx - r * 0.7} ${cy - r * 0.05} ${cx - r * 0.3} ${cy - r * 0.55} ${cx} ${cy - r * 0.2} C${cx + r * 0.3} ${cy - r * 0.55} ${cx + r * 0.7} ${cy - r * 0.05} ${cx} ${cy + r * 0.45} Z" fill="#f1e1c8"/>`}
    <rect x="${cx + r * 1.05}" y="${cy - r * 0.12}" width="${r * 0.55}" height="${r * 0.24}" rx="${r * 0.12}" fill="#fbf8f3"/>
    ${opts.side ? `<circle cx="${cx - r * 2.6}" cy="${cy + r * 0.4}" r="${r * 0.9}" fill="#f7f2ea"/><path d="M${cx - r * 3} ${cy + r * 0.5} l${r * 0.8} -${r * 0.5} l0 ${r * 0.7} Z" fill="${opts.side}"/>` : ''}`;
}

/** Large windows with daylight, small tables as silhouettes. */
export function windows(w, h, rnd, p, opts = {}) {
  let svg = `<rect width="${w}" height="${h}" fill="url(#wall)"/>`;
  svg += range(3)
    .map(
      (
        i,
      ) => `<rect x="${w * (0.06 + i * 0.31)}" y="${h * 0.1}" width="${w * 0.26}" height="${h * 0.55}" rx="6" fill="${p.light}" opacity=".55"/>
    <rect x="${w * (0.19 + i * 0.31) - 3}" y="${h * 0.1}" width="6" height="${h * 0.55}" fill="#2a1a12" opacity=".4"/>`,
    )
    .join('');
  svg += `<rect y="${h * 0.68}" width="${w}" height="${h * 0.32}" fill="url(#floor)"/>`;
  svg += range(opts.armchairs ? 3 : 4)
    .map((i) => {
      const x = ((i + 0.5) * w) / (opts.armchairs ? 3 : 4);
      return opts.armchairs
        ? `<rect x="${x - 110}" y="${h * 0.6}" width="90" height="110" rx="28" fill="${p.accent}"/><rect x="${x + 20}" y="${h * 0.6}" width="90" height="110" rx="28" fill="${p.accent}"/>${table(x, h * 0.74, 0.5, p.cloth, true)}`
        : table(x, h * 0.76, 0.8, p.cloth, true);
    })
    .join('');
  return svg;
}

/** A terrace: sky, parasols, tables. */
export function terrace(w, h, rnd, p) {
  let svg = `<rect width="${w}" height="${h}" fill="url(#sky)"/>
    <rect y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="#b88a5e"/>
    <rect y="${h * 0.5}" width="${w}" height="${h * 0.12}" fill="#6f8a4f" opacity=".8"/>`;
  svg += range(3)
    .map((i) => {
      const x = ((i + 0.5) * w) / 3;
      return `<rect x="${x - 4}" y="${h * 0.3}" width="8" height="${h * 0.45}" fill="#3b2418"/>
      <path d="M${x - 190} ${h * 0.36} Q${x} ${h * 0.12} ${x + 190} ${h * 0.36} Z" fill="${i % 2 ? '#f3ead9' : p.accent}"/>
      ${table(x, h * 0.76, 0.9, '#f3ead9', true)}`;
    })
    .join('');
  return svg;
}

/** A glass (beer or wine) in front of a warm, blurred background. */
export function glass(w, h, rnd, p, opts = {}) {
  const cx = w / 2;
  let svg = `<rect width="${w}" height="${h}" fill="url(#wall)"/>`;
  svg += range(14)
    .map(() => `<circle cx="${rnd() * w}" cy="${rnd() * h * 0.7}" r="${30 + rnd() * 70}" fill="url(#glow)"/>`)
    .join('');
  svg += `<rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="url(#floor)"/>`;
  if (opts.wine) {
    svg += `<path d="M${cx - 80} ${h * 0.3} Q${cx - 90} ${h * 0.55} ${cx} ${h * 0.57} Q${cx + 90} ${h * 0.55} ${cx + 80} ${h * 0.3} Z" fill="#f3ead9" opacity=".35"/>
      <path d="M${cx - 85} ${h * 0.44} Q${cx - 80} ${h * 0.56} ${cx} ${h * 0.57} Q${cx + 80} ${h * 0.56} ${cx + 85} ${h * 0.44} Z" fill="#6e1423"/>
      <rect x="${cx - 5}" y="${h * 0.57}" width="10" height="${h * 0.2}" fill="#f3ead9" opacity=".5"/>
      <ellipse cx="${cx}" cy="${h * 0.78}" rx="60" ry="10" fill="#f3ead9" opacity=".5"/>
      <rect x="${cx + 160}" y="${h * 0.52}" width="${w * 0.18}" height="${h * 0.26}" rx="6" fill="#f7f2ea" transform="rotate(-8 ${cx + 160} ${h * 0.52})"/>`;
  } else {
    svg += `<path d="M${cx - 90} ${h * 0.3} L${cx - 70} ${h * 0.78} L${cx + 70} ${h * 0.78} L${cx + 90} ${h * 0.3} Z" fill="#d99a2b" opacity=".92"/>
      <path d="M${cx - 92} ${h * 0.24} L${cx - 90} ${h * 0.32} L${cx + 90} ${h * 0.32} L${cx + 92} ${h * 0.24} Z" fill="#fbf4e6"/>
      <rect x="${cx - 60}" y="${h * 0.36}" width="14" height="${h * 0.36}" rx="7" fill="#fff" opacity=".25"/>`;
  }
  return svg;
}

/** A display case with cakes, or a vase of flowers on a table. */
export function still(w, h, rnd, p, opts = {}) {
  let svg = `<rect width="${w}" height="${h}" fill="url(#wall)"/><rect y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="url(#floor)"/>`;
  if (opts.flowers) {
    const cx = w / 2;
    svg += `<rect x="${cx - 50}" y="${h * 0.42}" width="100" height="${h * 0.22}" rx="30" fill="#cfd8d4" opacity=".8"/>`;
    svg += range(16)
      .map(
        () =>
          `<circle cx="${cx + (rnd() - 0.5) * 320}" cy="${h * 0.22 + rnd() * h * 0.2}" r="${24 + rnd() * 26}" fill="${p.bottles[Math.floor(rnd() * p.bottles.length)]}"/>`,
      )
      .join('');
    return svg + table(cx, h * 0.7, 1.6, p.cloth, false);
  }
  svg += `<rect x="${w * 0.08}" y="${h * 0.2}" width="${w * 0.84}" height="${h * 0.42}" fill="${p.light}" opacity=".25"/>`;
  for (const row of range(2)) {
    svg += range(5)
      .map((i) => {
        const x = w * (0.14 + i * 0.16);
        const y = h * (0.3 + row * 0.18);
        const colour = p.bottles[Math.floor(rnd() * p.bottles.length)];
        return `<path d="M${x} ${y + 60} L${x + 110} ${y + 60} L${x + 110} ${y + 10} Z" fill="${colour}"/><path d="M${x} ${y + 60} L${x + 110} ${y + 10} L${x + 110} ${y} Z" fill="#fbf4e6"/>`;
      })
      .join('');
  }
  return svg;
}
