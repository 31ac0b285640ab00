// A V8 .cpuprofile folded into "frame;frame;frame count" stacks (Brendan Gregg's format), the top
// frames by self and total samples, and a plain SVG flame graph of the folded stacks.
const frameName = ({ callFrame: f }) => {
  const file = f.url ? f.url.replace(/^.*\/node_modules\//, '').replace(/^.*\/apps\/api\/dist\//, 'api/') : '';
  return `${f.functionName || '(anonymous)'}${file ? ` ${file}:${f.lineNumber + 1}` : ''}`.replace(/[; ]+/g, (m) =>
    m.includes(';') ? ',' : ' ',
  );
};

/**
 * `lastSeconds`: only the samples of the profile's last seconds (the load), not the start-up (module
 * loading, Nest's wiring) that a whole-process profile begins with.
 */
export function foldProfile(profile, { lastSeconds } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const from = lastSeconds === undefined ? -Infinity : profile.endTime - lastSeconds * 1e6;
  const selfCount = new Map();
  let time = profile.startTime;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i];
    if (time >= from) selfCount.set(id, (selfCount.get(id) ?? 0) + 1);
  });
  const folded = new Map();
  for (const [id, count] of selfCount) {
    const stack = [];
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (node.callFrame.functionName !== '(root)') stack.unshift(frameName(node).replaceAll(' ', '_'));
    }
    const key = stack.join(';');
    folded.set(key, (folded.get(key) ?? 0) + count);
  }
  return folded;
}

export function topFrames(folded, limit) {
  const total = [...folded.values()].reduce((a, b) => a + b, 0);
  const self = new Map();
  const inclusive = new Map();
  for (const [stack, count] of folded) {
    const frames = stack.split(';');
    const leaf = frames.at(-1);
    self.set(leaf, (self.get(leaf) ?? 0) + count);
    for (const frame of new Set(frames)) inclusive.set(frame, (inclusive.get(frame) ?? 0) + count);
  }
  const table = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([frame, n]) => `${((100 * n) / total).toFixed(1).padStart(5)}%  ${frame}`)
      .join('\n');
  return `${total} amostras\n\nPróprio (self):\n${table(self)}\n\nTotal (inclusive):\n${table(inclusive)}`;
}

/**
 * Each sample counted once, for the category of its deepest frame that matches one (a socket write
 * inside pg is the write; Node's own frames inside res.json are Express's), as a Markdown table
 * whose rows add up to 100 %.
 */
export function shares(folded, categories) {
  const entries = Object.entries(categories);
  const counts = new Map([...entries.map(([name]) => [name, 0]), ['outros (Node, V8, sem categoria)', 0]]);
  let total = 0;
  for (const [stack, count] of folded) {
    total += count;
    const frames = stack.split(';').reverse();
    const found = frames.map((frame) => entries.find(([, pattern]) => pattern.test(frame))).find(Boolean);
    const name = found?.[0] ?? 'outros (Node, V8, sem categoria)';
    counts.set(name, counts.get(name) + count);
  }
  const rows = [...counts].map(([name, n]) => `| ${name} | ${((100 * n) / total).toFixed(1)} |`);
  return ['| O que | % das amostras |', '| --- | --- |', ...rows].join('\n');
}

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function flameSvg(folded, title, width = 1600) {
  const tree = { name: 'all', value: 0, children: new Map() };
  for (const [stack, count] of folded) {
    tree.value += count;
    let node = tree;
    for (const frame of stack.split(';')) {
      if (!node.children.has(frame)) node.children.set(frame, { name: frame, value: 0, children: new Map() });
      node = node.children.get(frame);
      node.value += count;
    }
  }
  const rowHeight = 16;
  const rects = [];
  let depthMax = 0;
  const walk = (node, x, depth) => {
    const w = (node.value / tree.value) * width;
    if (w < 0.3) return;
    depthMax = Math.max(depthMax, depth);
    rects.push({ node, x, w, depth });
    let offset = x;
    for (const child of [...node.children.values()].sort((a, b) => a.name.localeCompare(b.name))) {
      walk(child, offset, depth + 1);
      offset += (child.value / tree.value) * width;
    }
  };
  walk(tree, 0, 0);
  const height = (depthMax + 1) * rowHeight + 40;
  const hue = (name) => (name.includes('node_modules') || !name.includes('api/') ? 20 : 200) + (name.length % 30);
  const body = rects
    .map(({ node, x, w, depth }) => {
      const y = height - (depth + 1) * rowHeight;
      const pct = ((100 * node.value) / tree.value).toFixed(1);
      const label = w > 40 ? escape(node.name.slice(0, Math.floor(w / 6.5))) : '';
      return (
        `<g><title>${escape(node.name)} (${node.value} amostras, ${pct}%)</title>` +
        `<rect x="${x.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="${rowHeight - 1}" fill="hsl(${hue(node.name)},70%,60%)"/>` +
        `<text x="${(x + 3).toFixed(1)}" y="${y + 12}" font-size="11" font-family="monospace">${label}</text></g>`
      );
    })
    .join('\n');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">\n` +
    `<text x="10" y="20" font-size="14" font-family="sans-serif">${escape(title)}</text>\n${body}\n</svg>\n`
  );
}
