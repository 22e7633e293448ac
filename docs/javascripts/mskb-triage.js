/* The triage page (triage.html): paste a traceback or log, see the articles that answer it, best first.
 *
 * Runs on every input event, in the page (no request): matching is mskbLookup over window.MSKB_TRIAGE_INDEX, the
 * script the build writes (assets/javascripts/mskb-triage-index.js). Pasted text is shown with textContent only.
 */
(function () {
  "use strict";
  var LIMIT = 5, LARGE = 200000;

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function relUrl(url) {
    try {
      var base = JSON.parse(document.getElementById("__config").textContent).base || ".";
      return base.replace(/\/?$/, "/") + url;
    } catch (e) { return url; }
  }

  /* The lines around the matched span, the span itself in <mark>. */
  function excerpt(text, start, end) {
    var from = text.lastIndexOf("\n", start - 1) + 1;
    var to = text.indexOf("\n", end);
    if (to === -1) to = text.length;
    if (to - from > 600) { from = Math.max(from, start - 200); to = Math.min(to, end + 200, from + 600); }
    var pre = el("pre", "mskb-triage__excerpt"), code = el("code");
    code.appendChild(document.createTextNode(text.slice(from, start)));
    code.appendChild(el("mark", null, text.slice(start, Math.min(end, to))));
    code.appendChild(document.createTextNode(text.slice(Math.min(end, to), to)));
    pre.appendChild(code);
    return pre;
  }

  function render(list, status, results, ms) {
    list.textContent = "";
    if (!results.length) {
      status.textContent = "没有找到对应的文章。试试贴上完整的报错（包括最后一行 XxxError: ……），或者用页面顶部的搜索。";
      return;
    }
    var guess = results[0].guess;
    status.textContent = guess
      ? "没有文章的报错特征与之吻合；下面是按文字相似度猜测的结果（仅供参考）。"
      : "找到 " + results.length + " 篇文章，按匹配程度排列。";
    status.setAttribute("data-ms", String(ms));
    results.forEach(function (r, i) {
      var li = el("li", "mskb-triage__result" + (r.guess ? " mskb-triage__result--guess" : ""));
      li.setAttribute("data-article-id", r.id);
      li.setAttribute("data-score", String(r.score));
      var h = el("div", "mskb-triage__title");
      var a = el("a", null, r.title);
      a.href = relUrl(r.url);
      h.appendChild(a);
      if (r.guess) h.appendChild(el("span", "mskb-triage__badge", "猜测 " + Math.round(r.score * 100) + "%"));
      else if (i === 0) h.appendChild(el("span", "mskb-triage__badge mskb-triage__badge--best", "最匹配"));
      li.appendChild(h);
      var why = el("div", "mskb-triage__why");
      if (r.guess) {
        why.appendChild(document.createTextNode("相似的词："));
        r.matched.terms.forEach(function (t, k) {
          if (k) why.appendChild(document.createTextNode("、"));
          why.appendChild(el("code", null, t));
        });
      } else {
        var m = r.matched;
        why.appendChild(document.createTextNode("报错特征 "));
        why.appendChild(el("code", "mskb-triage__sig", m.type + ": /" + m.match + "/"));
        why.appendChild(document.createTextNode(
          " 匹配第 " + m.line + " 行" + (m.coherent ? "" : "（" + m.type + ": 在第 " + m.type_line + " 行）") + "："));
        li.appendChild(why);
        li.appendChild(excerpt(r.text, r.span[0], r.span[1]));
        list.appendChild(li);
        return;
      }
      li.appendChild(why);
      list.appendChild(li);
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    var input = document.getElementById("triage-input");
    if (!input) return;
    var list = document.getElementById("triage-results");
    var status = document.getElementById("triage-status");
    var button = document.getElementById("triage-run");
    var index = window.MSKB_TRIAGE_INDEX, matcher;
    try { matcher = new window.mskbLookup.Matcher(index); }
    catch (e) { status.textContent = "查找数据没有加载（assets/javascripts/mskb-triage-index.js）：" + e.message; return; }
    var pending = 0, lastValue = null;

    function run() {
      pending = 0;
      var value = input.value;
      if (value === lastValue) return;
      lastValue = value;
      if (!value.trim()) { list.textContent = ""; status.textContent = ""; return; }
      var t0 = performance.now();
      var results = matcher.match(value, LIMIT);
      render(list, status, results, performance.now() - t0);
      list.setAttribute("data-query-length", String(value.length));
      document.dispatchEvent(new CustomEvent("mskb:triage", {
        detail: { length: value.length, at: performance.now(), ms: performance.now() - t0,
                  ids: results.map(function (r) { return r.id; }) } }));
    }
    function schedule() {
      if (input.value.length < LARGE) { run(); return; }
      // A large paste: let the page paint "分析中" first, then match.
      status.textContent = "分析中……";
      if (!pending) pending = setTimeout(run, 0);
    }
    input.addEventListener("input", schedule);
    if (button) button.addEventListener("click", function () { lastValue = null; run(); });
    // The home page's box sends its text here as ?q=...
    var q = new URLSearchParams(location.search).get("q");
    if (q) { input.value = q; run(); }
    window.mskbTriage = { run: function () { lastValue = null; run(); }, matcher: matcher };
  });
})();
