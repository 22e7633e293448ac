"""mskb: the MindSpore troubleshooting handbook's own logic.

Article schema (articles), snippet runner (runner, zygote, child), evidence (evidence, normalize, verify),
catalog (catalog), error lookup (lookup) and stable links (links), shared by the MkDocs hooks, the tests and
`python -m mskb`.
"""
