/* Error lookup in the page: the triage page and the search box (the algorithm of mskb/lookup, in JavaScript).
 *
 * The data comes from the build, so the two implementations cannot drift apart on it: the triage index
 * (window.MSKB_TRIAGE_INDEX) carries the rules (index.rules: regexes translated from Python, stop words, limits) and
 * the signatures translated for JavaScript; the search box gets the same rules with its word lists. Only the
 * algorithm is written here, and a parity test runs this file under node against the Python matcher.
 * Pasted text is only ever matched and shown as text, never evaluated or inserted as HTML.
 */
(function (root) {
  "use strict";

  var FORMAT = 3;

  function own(obj, key) { return Object.prototype.hasOwnProperty.call(obj, key); }
  function strip(s) { return s.replace(/^[ \t]+|[ \t]+$/g, ""); }
  function compileSignature(js) { return new RegExp(js, "gu"); }

  /* ---- the rules of the build: normalised text, key lines, tokens ---- */

  function Rules(data) {
    var p = data.patterns;
    this.limits = data.limits;
    this.ansi = new RegExp(p.ansi, "gu");
    this.typeHint = new RegExp(p.type_hint, "u");
    this.excLineRx = new RegExp(p.exc_line, "u");
    this.msLog = new RegExp(p.ms_log, "u");
    this.bareLog = new RegExp(p.bare_log, "u");
    this.pyWarn = new RegExp(p.py_warn, "u");
    this.notMessage = new RegExp(p.not_message, "u");
    this.newTrace = new RegExp(p.new_trace, "gu");
    this.typeColon = new RegExp(p.type_colon, "u");
    this.word = new RegExp(p.word, "gu");
    this.camel = new RegExp(p.camel, "gu");
    this.noise = data.noise.map(function (src) { return new RegExp(src, "gu"); });
    this.stopwords = new Set(data.stopwords);
    this.generic = new Set(data.generic);
    this.zhStop = new Set(data.zh_stop);
  }

  Rules.prototype.normalize = function (text) {
    return text.replace(/\r\n/g, "\n").replace(/\r/g, "\n").replace(this.ansi, "");
  };

  Rules.prototype.excLine = function (line) {
    return this.typeHint.test(line) ? this.excLineRx.exec(line) : null;
  };

  /* The part of a normalised text signatures are matched on (rules.py: MAX_WINDOWS, WINDOW_BEFORE, WINDOW_AFTER):
     bounded whatever is pasted. Returns the window text and the text's line number of each of its lines. */
  Rules.prototype.signatureWindows = function (text) {
    var lim = this.limits, lines = text.split("\n"), anchors = [], keep = [], i, a;
    for (i = 0; i < lines.length; i++)
      if (this.typeColon.test(cpSlice(lines[i], lim.max_line).text)) anchors.push(i);
    anchors = anchors.slice(-lim.max_windows);
    for (a = 0; a < anchors.length; a++) {
      var from = Math.max(anchors[a] - lim.window_before, keep.length ? keep[keep.length - 1] + 1 : 0);
      var to = Math.min(anchors[a] + lim.window_after + 1, lines.length);
      for (i = from; i < to; i++) keep.push(i);
    }
    return { text: keep.map(function (k) { return cpSlice(lines[k], lim.max_line).text; }).join("\n"), lines: keep };
  };

  Rules.prototype.cleanLine = function (line) {
    for (var i = 0; i < this.noise.length; i++) line = line.replace(this.noise[i], " ");
    return strip(line.replace(/[ \t]+/g, " "));
  };

  Rules.prototype.keyLines = function (text) { return this.keyLinesAndKind(text).lines; };

  /* The key lines, and what the text is: "error" (exception, log or warning lines) or "question". */
  Rules.prototype.keyLinesAndKind = function (text) {
    var lim = this.limits, maxLine = lim.max_line;
    var lines = this.normalize(text).split("\n");
    var exc = [], err = [], warn = [], i, j, m, line;
    for (i = 0; i < lines.length; i++) {
      line = lines[i].slice(0, maxLine);
      m = this.excLine(line);
      if (m) {
        if (/Warning$/.test(m[1])) warn.push(strip(line)); else exc.push(i);
        continue;
      }
      if (line.charAt(0) === "[") {
        m = this.msLog.exec(line);
        if (m) { (m[1] === "WARNING" ? warn : err).push(m[2]); continue; }
        m = this.bareLog.exec(line);
        if (m) { err.push(m[2]); continue; }
      }
      if (this.typeHint.test(line)) {
        m = this.pyWarn.exec(line);
        if (m) warn.push(m[1] + ": " + m[2]);
      }
    }
    var out = [];
    if (exc.length) {
      var last = exc.slice(-lim.max_key).reverse();
      for (var k = 0; k < last.length; k++) {
        i = last[k];
        out.push(strip(lines[i].slice(0, maxLine)));
        for (j = i + 1; j < Math.min(i + 1 + lim.max_cont, lines.length); j++) {
          var next = lines[j].slice(0, maxLine);
          if (this.notMessage.test(next) || this.excLine(next)) break;
          out.push(strip(next));
        }
      }
      out = out.concat(err.slice(-lim.max_err_with_exc).reverse());
    } else if (err.length) {
      out = err.slice(-lim.max_key).reverse();
    } else if (warn.length) {
      out = warn.slice(-lim.max_key).reverse();
    } else {
      for (i = 0; i < lines.length && out.length < lim.max_question_lines; i++)
        if (strip(lines[i])) out.push(lines[i].slice(0, maxLine));
    }
    var cleaned = [];
    for (i = 0; i < out.length; i++) {
      var c = this.cleanLine(out[i]);
      if (c) cleaned.push(c);
    }
    return { lines: cleaned, kind: exc.length || err.length || warn.length ? "error" : "question" };
  };

  var DIGITS = /^[0-9]+$/;

  Rules.prototype.tokens = function (text) {
    var out = [], words = text.match(this.word) || [];
    for (var n = 0; n < words.length; n++) {
      var w = words[n];
      if (w.charCodeAt(0) >= 0x3400) {   // the Han ranges of the word pattern
        if (w.length === 1) out.push(w);
        else for (var k = 0; k < w.length - 1; k++) {
          var bi = w.slice(k, k + 2);
          if (!this.zhStop.has(bi)) out.push(bi);
        }
        continue;
      }
      var low = w.toLowerCase();
      if (low.length > 1 && !this.stopwords.has(low) && !DIGITS.test(low)) out.push(low);
      var chunks = w.split("_"), parts = [];
      for (var c = 0; c < chunks.length; c++) {
        var found = chunks[c].match(this.camel) || [];
        for (var f = 0; f < found.length; f++) parts.push(found[f].toLowerCase());
      }
      if (parts.length > 1)
        for (var p = 0; p < parts.length; p++) {
          var part = parts[p];
          if (part.length > 1 && part !== low && !this.stopwords.has(part) && !DIGITS.test(part)) out.push(part);
        }
    }
    return out;
  };

  /* ---- matching ---- */

  function Lines(text) {
    var starts = [0], i = text.indexOf("\n");
    while (i !== -1) { starts.push(i + 1); i = text.indexOf("\n", i + 1); }
    this.starts = starts;
  }
  function bisectRight(arr, x) {
    var lo = 0, hi = arr.length;
    while (lo < hi) { var mid = (lo + hi) >> 1; if (x < arr[mid]) hi = mid; else lo = mid + 1; }
    return lo;
  }
  Lines.prototype.of = function (offset) { return bisectRight(this.starts, offset) - 1; };

  /* Code points of s, counted up to cap, and the first cap of them (Python slices code points). */
  function cpSlice(s, cap) {
    var n = 0, i = 0;
    while (i < s.length && n < cap) {
      var c = s.charCodeAt(i);
      i += (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) ? 2 : 1;
      n++;
    }
    return { text: s.slice(0, i), length: n };
  }

  function allStarts(rx, text) {
    var out = [], m;
    rx.lastIndex = 0;
    while ((m = rx.exec(text))) {
      out.push(m.index);
      if (m[0] === "") rx.lastIndex = m.index + 1;
    }
    return out;
  }

  function hitKeyGreater(a, b) {
    if (a.wrapper !== b.wrapper) return !a.wrapper;   // a specific signature outranks a wrapper-line one
    if (a.coherent !== b.coherent) return a.coherent;
    if (a.at !== b.at) return a.at > b.at;
    if (a.spec !== b.spec) return a.spec > b.spec;
    return a.length > b.length;
  }

  function Matcher(index) {
    if (!index || index.format !== FORMAT) throw new Error("triage index format " + (index && index.format));
    this.index = index;
    this.articles = index.articles;
    this.rules = new Rules(index.rules);
    this.sigs = index.signatures.map(function (s) {
      return { sig: s, rx: compileSignature(s.match_js), typeRx: compileSignature(s.type_js),
               spec: 1.0 / (s.spread || 1) };
    });
    this.codes = index.codes || {};
    this.codeRx = new RegExp(index.rules.patterns.cann_code, "gu");
    var gap = "[^\\n]{0," + index.rules.limits.template_gap + "}?";
    this.templates = [];
    for (var code in this.codes) {
      if (!own(this.codes, code) || !this.codes[code].template) continue;
      var parts = this.codes[code].template.split("%s");
      var literal = parts.reduce(function (a, b) { return b.length > a.length ? b : a; }, "");
      this.templates.push({ code: code, literal: strip(literal),
                            rx: new RegExp(parts.map(escapeRegExp).join(gap), "u") });
    }
  }

  // Syntax characters only: a "u" regex rejects other escapes (\-).
  function escapeRegExp(s) { return s.replace(/[.*+?^${}()|[\]\\\/]/g, "\\$&"); }

  /* The CANN codes of a log the index knows, the root first (mskb/lookup/match.py codes_in). */
  Matcher.prototype.codesIn = function (text) {
    var lim = this.rules.limits, first = new Map(), m;
    this.codeRx.lastIndex = 0;
    while ((m = this.codeRx.exec(text))) {
      if (own(this.codes, m[0]) && !first.has(m[0])) first.set(m[0], { code: m[0], at: m.index, by: "code" });
    }
    if (!first.size) {
      var offset = Math.max(0, text.length - lim.template_tail), tail = text.slice(offset);
      for (var t = 0; t < this.templates.length; t++) {
        var tp = this.templates[t];
        if (tail.indexOf(tp.literal) === -1) continue;
        var tm = tp.rx.exec(tail);
        if (tm) first.set(tp.code, { code: tp.code, at: offset + tm.index, by: "template" });
      }
    }
    if (!first.size) return [];   // most pastes: no line table to build
    var lines = new Lines(text), found = Array.from(first.values());
    found.sort(function (a, b) {
      var ka = [a.code[0] === "W", /9999$/.test(a.code)], kb = [b.code[0] === "W", /9999$/.test(b.code)];
      if (ka[0] !== kb[0]) return ka[0] ? 1 : -1;
      if (ka[1] !== kb[1]) return ka[1] ? 1 : -1;
      return a.at - b.at;
    });
    found.forEach(function (c) {
      var n = lines.of(c.at), start = lines.starts[n], end = text.indexOf("\n", start);
      c.line = n + 1;
      c.text = cpSlice(text.slice(start, end >= 0 ? end : text.length), lim.max_matched).text;
    });
    return found.slice(0, lim.max_codes);
  };

  Matcher.prototype.signatureHits = function (text) {
    var win = this.rules.signatureWindows(text), lineMap = win.lines;
    text = win.text;
    var lines = null, typeLines = new Map(), newTrace = null, best = new Map();
    var maxMatched = this.rules.limits.max_matched;
    for (var n = 0; n < this.sigs.length; n++) {
      var sig = this.sigs[n].sig, rx = this.sigs[n].rx;
      if (!typeLines.has(sig.type)) {
        if (!lines) lines = new Lines(text);
        var starts = allStarts(this.sigs[n].typeRx, text), set = new Set();
        for (var s = 0; s < starts.length; s++) set.add(lines.of(starts[s]));
        typeLines.set(sig.type, Array.from(set).sort(function (a, b) { return a - b; }));
      }
      var tl = typeLines.get(sig.type);
      if (!tl.length) continue;
      var last = null, m;
      rx.lastIndex = 0;
      while ((m = rx.exec(text))) {
        last = m;
        if (m[0] === "") rx.lastIndex = m.index + 1;
      }
      if (!last) continue;
      if (!newTrace) newTrace = allStarts(this.rules.newTrace, text).map(function (o) { return lines.of(o); });
      var mLine = lines.of(last.index);
      var eLine = lines.of(Math.max(last.index, last.index + last[0].length - 1));
      var k = bisectRight(tl, eLine) - 1, coherent = false;
      if (k >= 0) {
        var j = bisectRight(newTrace, tl[k]);
        coherent = j >= newTrace.length || newTrace[j] > mLine;
      }
      var cut = cpSlice(last[0], maxMatched);
      var hit = {
        article: sig.article, type: sig.type, match: sig.match, text: cut.text, length: cut.length,
        line: lineMap[mLine] + 1, type_line: lineMap[k >= 0 ? tl[k] : tl[0]] + 1, coherent: coherent,
        start: last.index, end: last.index + last[0].length, spec: this.sigs[n].spec, window: text,
        versions: sig.versions || [], wrapper: !!sig.wrapper, crash: !!sig.crash
      };
      hit.at = coherent ? hit.type_line : hit.line;
      var old = best.get(sig.article);
      if (old === undefined || hitKeyGreater(hit, old)) best.set(sig.article, hit);
    }
    var hits = Array.from(best.values());
    var positions = Array.from(new Set(hits.map(function (h) { return h.at; }))).sort(function (a, b) { return a - b; });
    hits.forEach(function (h) {
      h.score = 1.0 + (h.coherent ? 1.0 : 0.0) + 0.5 * (positions.indexOf(h.at) + 1) / positions.length +
        0.04 * h.spec + 0.001 * h.length / maxMatched;
    });
    /* A crash line after an exception is how the process ended, not why: the exceptions' pages first (match.py). */
    hits.sort(function (a, b) { return (a.crash - b.crash) || (b.score - a.score) || (a.article - b.article); });
    /* Where a family page's signature and another page's match the same text, the page for the member that failed
       goes first and the family page right after it (mskb/lookup/match.py _member_before_family). */
    var self = this;
    var family = function (h) { return !!self.articles[h.article].family; };
    for (var i = 0; i < hits.length; i++) {
      if (!family(hits[i])) continue;
      var f = hits[i];
      for (var k = i + 1; k < hits.length; k++) {
        if (!family(hits[k]) && !hits[k].wrapper && hits[k].start < f.end && f.start < hits[k].end) {
          hits.splice(i, 0, hits.splice(k, 1)[0]);
          break;
        }
      }
    }
    return hits;
  };

  /* Guesses by text similarity, gated as mskb/lookup/match.py's: none for a pasted error; for a question, only
     articles sharing guess_min_shared distinctive words with a confidence of at least guess_min_score. */
  Matcher.prototype.guesses = function (text, gated) {
    if (gated === undefined) gated = true;
    var lim = this.rules.limits, generic = this.rules.generic;
    var kl = this.rules.keyLinesAndKind(text);
    if (gated && kl.kind === "error") return [];
    var query = Array.from(new Set(this.rules.tokens(kl.lines.join("\n")).filter(function (t) {
      return !generic.has(t);
    }))).sort();
    var terms = this.index.terms, total = 0, scores = new Map(), hitTerms = new Map();
    for (var q = 0; q < query.length; q++) {
      var t = query[q];
      if (!own(terms, t)) continue;
      var row = terms[t];
      total += row[0];
      for (var p = 1; p < row.length; p += 2) {
        var d = row[p];
        scores.set(d, (scores.get(d) || 0) + row[p + 1]);
        if (!hitTerms.has(d)) hitTerms.set(d, []);
        hitTerms.get(d).push(t);
      }
    }
    var out = [];
    scores.forEach(function (s, d) {
      if (s <= 0) return;
      var g = { article: d, terms: hitTerms.get(d), kind: kl.kind, score: lim.guess_scale * Math.min(1.0, s / total) };
      g.confidence = g.score * g.terms.length / query.length;
      if (!gated || (g.confidence >= lim.guess_min_score && g.terms.length >= lim.guess_min_shared)) out.push(g);
    });
    out.sort(function (a, b) { return (b.score - a.score) || (a.article - b.article); });
    return out;
  };

  Matcher.prototype.match = function (text, limit) {
    limit = limit || 5;
    text = this.rules.normalize(text);
    /* Tiers (mskb/lookup/rules.py TIERS): specific signatures; the log's CANN codes (an article declaring the code
       first) and family pages matched by a wrapper line; articles matched by a wrapper line only, as guesses;
       with none of these, text-similarity guesses. */
    var results = [], i, a, self = this;
    var hits = this.signatureHits(text);
    var fromHit = function (h, tier) {
      var ha = self.articles[h.article];
      return {
        id: ha.id, title: ha.title, url: ha.url, score: h.score, tier: tier, guess: tier === "guess",
        matched: { type: h.type, match: h.match, text: h.text, line: h.line, type_line: h.type_line,
                   coherent: h.coherent, versions: h.versions },
        span: [h.start, h.end], text: h.window
      };
    };
    hits.forEach(function (h) { if (!h.wrapper) results.push(fromHit(h, "signature")); });
    this.codesIn(text).forEach(function (c) {
      var e = self.codes[c.code];
      e.articles.forEach(function (k) {
        var ca = self.articles[k];
        if (results.every(function (r) { return r.id !== ca.id; }))
          results.push({ id: ca.id, title: ca.title, url: ca.url, score: 1.0, tier: "code", guess: false,
                         matched: { code: c.code, by: c.by, text: c.text, line: c.line } });
      });
      results.push({ id: c.code, title: c.code + " " + e.title, url: e.url, score: 1.0, tier: "code", guess: false,
                     matched: { code: c.code, by: c.by, text: c.text, line: c.line,
                                articles: e.articles.map(function (k) { return self.articles[k].id; }) } });
    });
    var listed = new Set(results.map(function (r) { return r.id; }));
    var wrapped = hits.filter(function (h) { return h.wrapper && !listed.has(self.articles[h.article].id); });
    wrapped.forEach(function (h) { if (self.articles[h.article].family) results.push(fromHit(h, "family")); });
    wrapped.forEach(function (h) { if (!self.articles[h.article].family) results.push(fromHit(h, "guess")); });
    if (results.length) return results.slice(0, limit);
    var g = this.guesses(text);
    for (i = 0; i < Math.min(limit, g.length); i++) {
      a = this.articles[g[i].article];
      results.push({ id: a.id, title: a.title, url: a.url, score: g[i].score, tier: "guess", guess: true,
                     matched: { terms: g[i].terms.slice(0, this.rules.limits.max_terms_shown) } });
    }
    return results;
  };

  /* ---- the search box: a pasted traceback or a typed question as a Lunr query ---- */

  var LOG_HINT = /Traceback \(most recent call last\)|File "|\[(?:ERROR|WARNING|INFO|CRITICAL|EXCEPTION)\] |(?:Error|Exception|Warning): /;
  // A traceback pasted into a one-line <input> loses its newlines: put them back before the usual markers.
  var REJOIN = /(?=Traceback \(most recent call last\))|(?=[ \t]+File ")|(?=\[(?:ERROR|WARNING|INFO|CRITICAL|EXCEPTION|DEBUG)\] )|(?<![A-Za-z0-9_.])(?=(?:[A-Za-z_][A-Za-z0-9_]*\.)*[A-Za-z0-9_]*(?:Error|Exception): )|(?=-{4,})/g;
  var SEARCH_STOP_ZH = new Set(("怎么 什么 为什么 如何 怎样 请问 一下 这个 那个 问题 报错 出现 时候 是不是 不是 可以 应该 已经 还是 " +
    "但是 然后 怎么办 为啥 咋办 求助 我 的 了 吗 呢 啊 吧 是 在 有 和 就 都 也 把 被 里 中 时 会 能 用 要 跑 写 个 一 这 那 " +
    "你 他 它 们 说 到 后 前 下 上 对 不 没").split(" "));
  var SEARCH_WORD = /[A-Za-z0-9_]+|[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;
  var MAX_SEARCH_TERMS = 12;
  var RARE_BOOST = 3;       // a word on fewer than 4% of the pages (not in the build's list)
  var COMMON_DROP = 0.5;    // share of the site's pages above which a word is dropped
  var SENTINEL = "\u3007";   // a Han character no page uses (checked at build time): see segmentHan

  function looksLikeLog(text) { return text.indexOf("\n") !== -1 || LOG_HINT.test(text); }

  /* Forward maximum matching of a Han run against the words of the search index (jieba's, from the build).
     Unknown characters that start no word are skipped: nothing in the index could match them. */
  function segmentHan(run, vocab, maxLen) {
    var out = [], i = 0;
    while (i < run.length) {
      var found = 0;
      for (var j = Math.min(run.length, i + maxLen); j > i + 1; j--)
        if (vocab.has(run.slice(i, j))) { found = j; break; }
      if (found) { out.push(run.slice(i, found)); i = found; continue; }
      out.push(run.charAt(i));
      i++;
    }
    return out;
  }

  /* The Lunr query Material's search worker receives, and why (for the tests).
     - nothing is rewritten before the build's word lists and rules (vocab, from search/mskb-vocab.js) have loaded;
     - a pasted traceback or log is reduced to its key lines (exception, message, operator names);
     - quotes, paths, numbers and Lunr syntax are dropped (a quoted `File "..."` would become required terms);
     - English stop words are dropped, and so are words found on more than COMMON_DROP of this site's pages
       while rarer words remain (the build lists them: search/mskb-vocab.js); words on fewer than 4% of the
       pages weigh RARE_BOOST times more;
     - only the word being typed (the last one, no space after it) is matched as a prefix, and only if it has more
       than 3 letters when there are other words: finished words must match exactly (`max`, `to` otherwise
       prefix-match unrelated titles, and every prefix term costs Lunr an expansion over the whole index);
     - Chinese runs are split into the index's own words; each is sent followed by SENTINEL, because Material's
       segmenter never considers the last character of a run (the last word of a run was dropped). */
  function searchQuery(raw, vocab) {
    if (!vocab) return raw;
    var text = raw, words = [], seen = new Set(), i;
    var log = looksLikeLog(text), typing = !log && !/\s$/.test(raw);
    if (log) {
      if (text.indexOf("\n") === -1) text = text.replace(REJOIN, "\n");
      text = vocab.rules.keyLines(text).join("\n");
    }
    var found = text.match(SEARCH_WORD) || [];
    for (i = 0; i < found.length; i++) {
      var w = found[i];
      if (w.charCodeAt(0) >= 0x3400) {
        var parts = segmentHan(w, vocab.words, vocab.maxLen);
        for (var p = 0; p < parts.length; p++) {
          if (SEARCH_STOP_ZH.has(parts[p])) continue;
          words.push({ term: parts[p], han: true, known: vocab.words.has(parts[p]),
                       last: i === found.length - 1 && p === parts.length - 1 });
        }
        continue;
      }
      w = w.replace(/^_+/, "").toLowerCase();
      if (!w || DIGITS.test(w) || (w.length === 1 && found.length > 1)) continue;
      words.push({ term: w, han: false, stop: vocab.rules.stopwords.has(w), last: i === found.length - 1 });
    }
    var content = words.filter(function (x) { return !x.stop; });
    if (content.length) words = content;
    // Words in many sections of this site match everything: drop them while rarer words remain.
    var common = vocab.common;
    var share = function (x) { return own(common, x.term) ? common[x.term] : 0; };
    var rare = words.filter(function (x) { return share(x) <= COMMON_DROP; });
    if (rare.length) words = rare;
    else if (words.length) words = [words.reduce(function (a, b) { return share(b) < share(a) ? b : a; })];
    var terms = [];
    for (i = 0; i < words.length && terms.length < MAX_SEARCH_TERMS; i++) {
      var x = words[i];
      if (seen.has(x.term)) continue;
      seen.add(x.term);
      var prefix = typing && x.last && (words.length === 1 || x.term.length > (x.han ? 1 : 3));
      var t = x.term + (x.han && x.known ? SENTINEL : "");
      // Material appends "*" to every term without a ^boost; words rarer on this site weigh more.
      terms.push(prefix ? t : t + "^" + (share(x) > 0 ? 1 : RARE_BOOST));
    }
    return terms.join(" ");
  }

  root.mskbLookup = {
    FORMAT: FORMAT, Rules: Rules, Matcher: Matcher, compileSignature: compileSignature,
    searchQuery: searchQuery, looksLikeLog: looksLikeLog, segmentHan: segmentHan, SENTINEL: SENTINEL
  };
})(typeof window !== "undefined" ? window : this);
