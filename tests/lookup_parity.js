// The page's matcher under node, for test_lookup_parity.py: one JSON request on stdin, one JSON answer on stdout.
//   request: {index, limit, texts: [...], regexes: [[js source, text], ...]}
//   answer:  {matches: [[{id, score, tier, guess, matched}, ...], ...], key_lines: [...], tokens: [[of key lines, of text]],
//             regexes: [[every match found, in order], ...], timed: [milliseconds per request.timed text]}
"use strict";
const path = require("path");
const { mskbLookup: lookup } = require(path.join(__dirname, "..", "docs", "javascripts", "mskb-lookup.js"));

function allMatches(src, text) {
  const rx = lookup.compileSignature(src), out = [];
  let m;
  while ((m = rx.exec(text))) {
    out.push(m[0]);
    if (m[0] === "") rx.lastIndex = m.index + 1;
  }
  return out;
}

let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => { input += chunk; });
process.stdin.on("end", () => {
  const request = JSON.parse(input);
  const matcher = new lookup.Matcher(request.index), rules = matcher.rules;
  const keyLines = request.texts.map((t) => rules.keyLines(t));
  process.stdout.write(JSON.stringify({
    matches: request.texts.map((t) => matcher.match(t, request.limit).map(
      (r) => ({ id: r.id, score: r.score, tier: r.tier, guess: r.guess, matched: r.matched }))),
    key_lines: keyLines,
    tokens: request.texts.map((t, i) => [rules.tokens(keyLines[i].join("\n")), rules.tokens(t)]),
    regexes: request.regexes.map(([src, text]) => allMatches(src, text)),
    // milliseconds per text, the fastest of 3 matches (for the hostile-paste test)
    timed: (request.timed || []).map((t) => {
      let best = Infinity;
      for (let k = 0; k < 3; k++) {
        const t0 = process.hrtime.bigint();
        matcher.match(t, request.limit);
        best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1e6);
      }
      return best;
    }),
  }));
});
