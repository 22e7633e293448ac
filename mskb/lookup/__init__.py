"""Error lookup: which articles answer a pasted traceback, log line or question.

One semantics, two implementations held identical by a parity test over every labelled case:

* this package — ``python -m mskb triage``, the tests and the benchmark;
* ``docs/javascripts/mskb-lookup.js`` — the triage page (``triage.html``) and the search box.

Both read the same index (:mod:`mskb.lookup.index`), which also carries the rules both apply
(:mod:`mskb.lookup.rules`: regexes, stop words, limits), so the JavaScript holds only the algorithm.

How a text is matched
---------------------

1. **Signatures** (the articles' ``errors`` front matter). A signature ``{type, match}`` matches a text when a line
   contains ``<type>:`` — bare (``ValueError:``) or as the last part of a dotted name
   (``grpc._channel._InactiveRpcError:``) — and ``re.search(match, text, re.M)`` finds a match.
   The text is first normalised: ``\\r\\n`` becomes ``\\n`` and terminal colour codes are removed.
2. **Ranking** of several matching articles: a match inside the message of its own exception (the ``<type>:`` line
   at or above its end, no new traceback in between) beats a loose one; then the later exception beats the earlier
   (in a chained traceback the last, deepest exception usually matters most); then the more specific signature —
   the one that matches the recorded errors of fewer articles (its ``spread``, computed at build time from the
   evidence); then the longer matched text.
3. **Fallback** when no signature matches: BM25 text similarity between the text's identifying lines
   (:func:`mskb.lookup.text.key_lines`) and each article's title, tags, summary, error text (signature literals and
   the exception lines its snippets recorded) and prose. Such results are marked ``guess`` and score below 1;
   signature matches score above 1.

Signatures are Python regexes limited to what :mod:`mskb.regexes.js` translates for the browser with the
same meaning; an article using anything else fails to load, naming the file, the field and the feature.
"""
