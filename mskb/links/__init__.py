"""Links that never break: short links and redirects (short_links), explicit section anchors (anchors), the
registry of every published URL (registry), and the link checker of a built site (check), which reads pages with
one HTML parser (pages)."""
