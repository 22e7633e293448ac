/* Error lookup, the browser twin of mskb/triage.py (the triage page and the search box use it).
 *
 * Keep the two in step: tests/test_triage_agreement.py runs both on every evaluation case and on a table of
 * edge cases and requires identical results (normalised text, key lines, tokens, signature hits, ranking, scores).
 * Signatures are Python regexes; the build translates them (mskb.triage.js_regex) and embeds the index as a
 * script (assets/javascripts/mskb-triage-index.js), so nothing is fetched and file:// works.
 * Pasted text is only ever matched and shown as text, never evaluated or inserted as HTML.
 */
(function (root) {
  "use strict";

  var FORMAT = 1;
  var MAX_LINE = 2000, MAX_KEY = 3, MAX_CONT = 3, MAX_QUESTION_LINES = 40, MAX_ERR_WITH_EXC = 2;
  var MAX_MATCHED = 300, GUESS_SCALE = 0.99;

  function own(obj, key) { return Object.prototype.hasOwnProperty.call(obj, key); }
  function strip(s) { return s.replace(/^[ \t]+|[ \t]+$/g, ""); }
  function escapeRegExp(s) { return s.replace(/[\\^$.*+?()[\]{}|\/-]/g, "\\$&"); }

  /* ---- normalisation and the type line ---- */

  function normalizeText(text) {
    return text.replace(/\r\n/g, "\n").replace(/\r/g, "\n").replace(/\x1b\[[0-9;?]*[ -\/]*[@-~]/g, "");
  }

  function typeLineRegExp(type) {
    return new RegExp("(?<![A-Za-z0-9_])" + escapeRegExp(type) + ":", "g");
  }

  function compileSignature(js) {
    var flags = "gu";
    if (js.slice(0, 4) === "(?i)") { js = js.slice(4); flags = "giu"; }
    return new RegExp(js, flags);
  }

  /* ---- identifying lines and tokens ---- */

  var TYPE = "(?:[A-Za-z_][A-Za-z0-9_]*\\.)*(?:[A-Za-z0-9_]*(?:Error|Exception|Warning|Exit|Interrupt|Failure|Fault))";
  var TYPE_HINT = /Error|Exception|Warning|Exit|Interrupt|Failure|Fault/;
  var EXC_LINE = new RegExp("^[ \\t]*(?:E[ \\t]+)?(" + TYPE + ")(?::(?:[ \\t]([^\\n]*))?)?[ \\t]*$");
  var MS_LOG = /^\[(ERROR|CRITICAL|EXCEPTION|WARNING)\] [A-Za-z_]+\([^)\n]*\):[^ \n]*[ \t]+(?:\[[^\]\n]*\][ \t]*)?(?:[A-Za-z0-9_:~<>]+\][ \t]*)?([^\n]*)$/;
  var BARE_LOG = /^\[(ERROR|CRITICAL|EXCEPTION)\] ([^\n]*)$/;
  var PY_WARN = new RegExp("^[^ \\t]+:[0-9]+: (" + TYPE + "): ([^\\n]*)$");
  var NOT_MESSAGE = /^[ \t]*(?:$|-{3,}|={3,}|#{3,}|\*{3,}|- |Traceback \(most recent call last\)|During handling of the above exception|The above exception was the direct cause|File "|\^+[ \t]*$|~+[ \t]*$|\[(?:ERROR|CRITICAL|EXCEPTION|WARNING|INFO|DEBUG)\] )/;
  var PATHISH = /[^ \t]*[\\\/][^ \t]*/g;
  var PLACEHOLDER = /<(?:tmp|repo|site-packages|stdlib|python-prefix|pid|time|addr|duration)>/g;
  var ADDRESS = /0x[0-9a-fA-F]+/g;
  var TIMESTAMP = /[0-9]{4}-[0-9]{2}-[0-9]{2}[-T ][0-9]{2}:[0-9]{2}:[0-9]{2}[.,:0-9]*/g;
  var LINE_NO = /(?<![A-Za-z0-9_])line [0-9]+/g;

  function excLine(line) { return TYPE_HINT.test(line) ? EXC_LINE.exec(line) : null; }

  function cleanLine(line) {
    return strip(line.replace(PATHISH, " ").replace(PLACEHOLDER, " ").replace(ADDRESS, " ")
      .replace(TIMESTAMP, " ").replace(LINE_NO, " ").replace(/[ \t]+/g, " "));
  }

  function keyLines(text) {
    var lines = normalizeText(text).split("\n");
    var exc = [], err = [], warn = [], i, j, m, line;
    for (i = 0; i < lines.length; i++) {
      line = lines[i].slice(0, MAX_LINE);
      m = excLine(line);
      if (m) {
        if (/Warning$/.test(m[1])) warn.push(strip(line)); else exc.push(i);
        continue;
      }
      if (line.charAt(0) === "[") {
        m = MS_LOG.exec(line);
        if (m) { (m[1] === "WARNING" ? warn : err).push(m[2]); continue; }
        m = BARE_LOG.exec(line);
        if (m) { err.push(m[2]); continue; }
      }
      if (TYPE_HINT.test(line)) {
        m = PY_WARN.exec(line);
        if (m) warn.push(m[1] + ": " + m[2]);
      }
    }
    var out = [];
    if (exc.length) {
      var last = exc.slice(-MAX_KEY).reverse();
      for (var k = 0; k < last.length; k++) {
        i = last[k];
        out.push(strip(lines[i].slice(0, MAX_LINE)));
        for (j = i + 1; j < Math.min(i + 1 + MAX_CONT, lines.length); j++) {
          var next = lines[j].slice(0, MAX_LINE);
          if (NOT_MESSAGE.test(next) || excLine(next)) break;
          out.push(strip(next));
        }
      }
      out = out.concat(err.slice(-MAX_ERR_WITH_EXC).reverse());
    } else if (err.length) {
      out = err.slice(-MAX_KEY).reverse();
    } else if (warn.length) {
      out = warn.slice(-MAX_KEY).reverse();
    } else {
      for (i = 0; i < lines.length && out.length < MAX_QUESTION_LINES; i++)
        if (strip(lines[i])) out.push(lines[i].slice(0, MAX_LINE));
    }
    var cleaned = [];
    for (i = 0; i < out.length; i++) {
      var c = cleanLine(out[i]);
      if (c) cleaned.push(c);
    }
    return cleaned;
  }

  var STOPWORDS = new Set(("a an and are as at be but by can could did do does for from get got had has have how i " +
    "if in into is it its me my no not of on or our so such than that the their then there these they this to too " +
    "use used using was we were what when where which while who why will with would you your should must may might " +
    "been being any all also only just").split(" "));
  var ZH_STOP = new Set(("怎么 什么 为什 么会 如何 怎样 请问 一下 这个 那个 问题 报错 出现 时候 是不 不是 能不 可以 应该 已经 " +
    "还是 但是 然后 我的 我们 你们 就是 没有 一个 这样 如果 为啥 咋办 么办 求助 大佬 各位 谢谢 一直 总是").split(" "));
  var WORD = /[A-Za-z0-9_]+|[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;
  var CAMEL = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g;
  var DIGITS = /^[0-9]+$/;

  function tokens(text) {
    var out = [], words = text.match(WORD) || [];
    for (var n = 0; n < words.length; n++) {
      var w = words[n];
      if (w.charCodeAt(0) >= 0x3400) {
        if (w.length === 1) out.push(w);
        else for (var k = 0; k < w.length - 1; k++) {
          var bi = w.slice(k, k + 2);
          if (!ZH_STOP.has(bi)) out.push(bi);
        }
        continue;
      }
      var low = w.toLowerCase();
      if (low.length > 1 && !STOPWORDS.has(low) && !DIGITS.test(low)) out.push(low);
      var chunks = w.split("_"), parts = [];
      for (var c = 0; c < chunks.length; c++) {
        var found = chunks[c].match(CAMEL) || [];
        for (var f = 0; f < found.length; f++) parts.push(found[f].toLowerCase());
      }
      if (parts.length > 1)
        for (var p = 0; p < parts.length; p++) {
          var part = parts[p];
          if (part.length > 1 && part !== low && !STOPWORDS.has(part) && !DIGITS.test(part)) out.push(part);
        }
    }
    return out;
  }

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

  var NEW_TRACE = /(?<![^\n])(?:Traceback \(most recent call last\):|[ \t]*File ")/g;

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
    if (a.coherent !== b.coherent) return a.coherent;
    if (a.at !== b.at) return a.at > b.at;
    if (a.spec !== b.spec) return a.spec > b.spec;
    return a.length > b.length;
  }

  function Matcher(index) {
    if (!index || index.format !== FORMAT) throw new Error("triage index format " + (index && index.format));
    this.index = index;
    this.articles = index.articles;
    this.sigs = index.signatures.map(function (s) {
      return { sig: s, rx: compileSignature(s.js), typeRx: typeLineRegExp(s.type), spec: 1.0 / (s.spread || 1) };
    });
  }

  Matcher.prototype.signatureHits = function (text) {
    var lines = null, typeLines = new Map(), newTrace = null, best = new Map();
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
      if (!newTrace) newTrace = allStarts(NEW_TRACE, text).map(function (o) { return lines.of(o); });
      var mLine = lines.of(last.index);
      var eLine = lines.of(Math.max(last.index, last.index + last[0].length - 1));
      var k = bisectRight(tl, eLine) - 1, coherent = false;
      if (k >= 0) {
        var j = bisectRight(newTrace, tl[k]);
        coherent = j >= newTrace.length || newTrace[j] > mLine;
      }
      var cut = cpSlice(last[0], MAX_MATCHED);
      var hit = {
        article: sig.article, type: sig.type, match: sig.match, text: cut.text, length: cut.length,
        line: mLine + 1, type_line: (k >= 0 ? tl[k] : tl[0]) + 1, coherent: coherent,
        start: last.index, end: last.index + last[0].length, spec: this.sigs[n].spec
      };
      hit.at = coherent ? hit.type_line : hit.line;
      var old = best.get(sig.article);
      if (old === undefined || hitKeyGreater(hit, old)) best.set(sig.article, hit);
    }
    var hits = Array.from(best.values());
    var positions = Array.from(new Set(hits.map(function (h) { return h.at; }))).sort(function (a, b) { return a - b; });
    hits.forEach(function (h) {
      h.score = 1.0 + (h.coherent ? 1.0 : 0.0) + 0.5 * (positions.indexOf(h.at) + 1) / positions.length +
        0.04 * h.spec + 0.001 * h.length / MAX_MATCHED;
    });
    hits.sort(function (a, b) { return (b.score - a.score) || (a.article - b.article); });
    return hits;
  };

  Matcher.prototype.guesses = function (text) {
    var query = Array.from(new Set(tokens(keyLines(text).join("\n")))).sort();
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
      if (s > 0) out.push({ article: d, score: GUESS_SCALE * Math.min(1.0, s / total), terms: hitTerms.get(d) });
    });
    out.sort(function (a, b) { return (b.score - a.score) || (a.article - b.article); });
    return out;
  };

  Matcher.prototype.match = function (text, limit) {
    limit = limit || 5;
    text = normalizeText(text);
    var results = [], i, a;
    var hits = this.signatureHits(text);
    if (hits.length) {
      for (i = 0; i < Math.min(limit, hits.length); i++) {
        var h = hits[i];
        a = this.articles[h.article];
        results.push({
          id: a.id, title: a.title, url: a.url, score: h.score, guess: false,
          matched: { type: h.type, match: h.match, text: h.text, line: h.line, type_line: h.type_line,
                     coherent: h.coherent },
          span: [h.start, h.end], text: text
        });
      }
      return results;
    }
    var g = this.guesses(text);
    for (i = 0; i < Math.min(limit, g.length); i++) {
      a = this.articles[g[i].article];
      results.push({ id: a.id, title: a.title, url: a.url, score: g[i].score, guess: true,
                     matched: { terms: g[i].terms.slice(0, 12) } });
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
  var RARE_BOOST = window.__mskbRareBoost || 3;  // a word on fewer than 4% of the pages (not in the build's list)
  var COMMON_DROP = window.__mskbCommonDrop || 0.5;   // share of the site's pages above which a word is dropped
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
    var text = raw, words = [], seen = new Set(), i;
    var log = looksLikeLog(text), typing = !log && !/\s$/.test(raw);
    if (log) {
      if (text.indexOf("\n") === -1) text = text.replace(REJOIN, "\n");
      text = keyLines(text).join("\n");
    }
    var found = text.match(SEARCH_WORD) || [];
    var maxLen = (vocab && vocab.maxLen) || 8;
    for (i = 0; i < found.length; i++) {
      var w = found[i];
      if (w.charCodeAt(0) >= 0x3400) {
        var parts = vocab && vocab.words ? segmentHan(w, vocab.words, maxLen) : [w];
        for (var p = 0; p < parts.length; p++) {
          if (SEARCH_STOP_ZH.has(parts[p])) continue;
          words.push({ term: parts[p], han: true, known: !!(vocab && vocab.words && vocab.words.has(parts[p])),
                       last: i === found.length - 1 && p === parts.length - 1 });
        }
        continue;
      }
      w = w.replace(/^_+/, "").toLowerCase();
      if (!w || DIGITS.test(w) || (w.length === 1 && found.length > 1)) continue;
      words.push({ term: w, han: false, stop: STOPWORDS.has(w), last: i === found.length - 1 });
    }
    var content = words.filter(function (x) { return !x.stop; });
    if (content.length) words = content;
    // Words in many sections of this site match everything: drop them while rarer words remain.
    var common = (vocab && vocab.common) || {};
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
    FORMAT: FORMAT, normalizeText: normalizeText, keyLines: keyLines, cleanLine: cleanLine, tokens: tokens,
    Matcher: Matcher, compileSignature: compileSignature, typeLineRegExp: typeLineRegExp,
    searchQuery: searchQuery, looksLikeLog: looksLikeLog, segmentHan: segmentHan, SENTINEL: SENTINEL,
    triage: function (index, text, limit) { return new Matcher(index).match(text, limit); }
  };
})(typeof window !== "undefined" ? window : this);
